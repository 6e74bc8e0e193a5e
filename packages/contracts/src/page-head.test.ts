import { describe, expect, it } from "vitest";
import { escapeHtml, headTags, markedHeadTags, setHtmlLanguage, type HeadMeta } from "./page-head.ts";
import { PAGE_META_END, PAGE_META_START } from "./prerendered-pages.ts";

describe("escapeHtml", () => {
  it("escapes all five characters that can end a text or an attribute", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });

  it("leaves every other character alone, Arabic and direction marks included", () => {
    const text = "Karak House — كرك هاوس \u200F 20%";
    expect(escapeHtml(text)).toBe(text);
  });

  it("escapes an ampersand once, so entities already in the text show as typed", () => {
    expect(escapeHtml("Tom &amp; Jerry")).toBe("Tom &amp;amp; Jerry");
  });
});

const meta: HeadMeta = {
  title: `Tom & "Jerry's" <b>`,
  description: "Fish & <script>alert('x')</script>",
  locale: "en",
  url: "https://perks.example/?offer=7&x='1'",
  image: { url: "https://perks.example/og/offers/7.png", width: 1200, height: 630 },
};

/** The attribute values of every tag whose name or property is `key`. */
const contents = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`, "g"))].map(
    ([, value]) => value,
  );

describe("headTags", () => {
  const html = headTags(meta);
  const title = "Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;";

  it("says the title, description and address in every card, escaped", () => {
    expect(html).toContain(`<title>${title}</title>`);
    expect(contents(html, "og:title")).toEqual([title]);
    expect(contents(html, "twitter:title")).toEqual([title]);
    const description = "Fish &amp; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;";
    expect(contents(html, "description")).toEqual([description]);
    expect(contents(html, "og:description")).toEqual([description]);
    expect(contents(html, "twitter:description")).toEqual([description]);
    const url = "https://perks.example/?offer=7&amp;x=&#39;1&#39;";
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(contents(html, "og:url")).toEqual([url]);
  });

  it("describes the picture as a large card, and names the site and its locale", () => {
    expect(contents(html, "og:image")).toEqual([meta.image.url]);
    expect(contents(html, "twitter:image")).toEqual([meta.image.url]);
    expect(contents(html, "og:image:width")).toEqual(["1200"]);
    expect(contents(html, "og:image:height")).toEqual(["630"]);
    expect(contents(html, "twitter:card")).toEqual(["summary_large_image"]);
    expect(contents(html, "og:site_name")).toEqual(["StudentPerks"]);
    expect(contents(html, "og:locale")).toEqual(["en_AE"]);
    expect(contents(headTags({ ...meta, locale: "ar" }), "og:locale")).toEqual(["ar_AE"]);
  });

  it("adds the picture's alt text and a noindex only when asked", () => {
    expect(contents(html, "og:image:alt")).toEqual([]);
    expect(contents(html, "robots")).toEqual([]);
    const asked = headTags({ ...meta, image: { ...meta.image, alt: "A <card>" }, noIndex: true });
    expect(contents(asked, "og:image:alt")).toEqual(["A &lt;card&gt;"]);
    expect(contents(asked, "robots")).toEqual(["noindex"]);
  });

  it("gives a document served at many addresses no canonical address", () => {
    const { url: _, ...withoutUrl } = meta;
    const tags = headTags(withoutUrl);
    expect(tags).not.toContain("canonical");
    expect(contents(tags, "og:url")).toEqual([]);
  });

  it("puts the tags between the markers the server finds them by", () => {
    const block = markedHeadTags(meta);
    expect(block.startsWith(PAGE_META_START)).toBe(true);
    expect(block.endsWith(PAGE_META_END)).toBe(true);
    expect(block).toContain(html);
  });
});

describe("setHtmlLanguage", () => {
  it("sets the language and direction of the <html> element, whatever it said", () => {
    const html = '<!doctype html><html lang="en" class="x"><head></head></html>';
    expect(setHtmlLanguage(html, "ar")).toBe('<!doctype html><html lang="ar" dir="rtl"><head></head></html>');
    expect(setHtmlLanguage("<HTML>", "en")).toBe('<html lang="en" dir="ltr">');
  });
});
