import { describe, expect, it } from "vitest";
import { PAGE_META_END, PAGE_META_START } from "@studentperks/contracts/prerendered-pages";
import { pageMetaBlock, replaceMetaBlock } from "./page-head.ts";

const login = {
  title: "Log In — StudentPerks",
  description: 'Log in to see your "student" discounts & codes.',
  locale: "en" as const,
  path: "/login",
};

describe("pageMetaBlock", () => {
  it("holds every tag of the page between the markers, its texts escaped", () => {
    const block = pageMetaBlock(login);
    expect(block.startsWith(PAGE_META_START)).toBe(true);
    expect(block.endsWith(PAGE_META_END)).toBe(true);
    expect(block).toContain("<title>Log In — StudentPerks</title>");
    expect(block).toContain(
      '<meta name="description" content="Log in to see your &quot;student&quot; discounts &amp; codes.">',
    );
    expect(block).toContain('<link rel="canonical" href="__PUBLIC_URL__/login">');
    expect(block).toContain('<meta property="og:url" content="__PUBLIC_URL__/login">');
    expect(block).toContain('<meta property="og:image" content="__PUBLIC_URL__/og/site.png">');
    expect(block).toContain('<meta property="og:image:width" content="1200">');
    expect(block).toContain('<meta property="og:image:height" content="630">');
    expect(block).toContain('<meta property="og:locale" content="en_AE">');
    expect(block).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(block).toContain('<meta name="twitter:image" content="__PUBLIC_URL__/og/site.png">');
    expect(block).not.toContain("robots");
  });

  it("names the Arabic locale, and keeps the 404 page out of search results without an address", () => {
    const block = pageMetaBlock({ title: "غير موجودة", description: "—", locale: "ar", noIndex: true });
    expect(block).toContain('<meta property="og:locale" content="ar_AE">');
    expect(block).toContain('<meta name="robots" content="noindex">');
    expect(block).not.toContain("canonical");
    expect(block).not.toContain("og:url");
  });

  it("gives the home page its site address", () => {
    expect(pageMetaBlock({ ...login, path: "/" })).toContain('href="__PUBLIC_URL__/"');
  });
});

describe("replaceMetaBlock", () => {
  it("replaces the whole marked block and nothing else", () => {
    const html = `<head>\n<meta charset="UTF-8">\n${PAGE_META_START}<title>Old</title>${PAGE_META_END}\n<link rel="icon"></head>`;
    const replaced = replaceMetaBlock(html, pageMetaBlock(login));
    expect(replaced).not.toContain("<title>Old</title>");
    expect(replaced).toContain("<title>Log In — StudentPerks</title>");
    expect(replaced).toContain('<meta charset="UTF-8">');
    expect(replaced).toContain('<link rel="icon">');
  });

  it("refuses a document without the markers", () => {
    expect(() => replaceMetaBlock("<head><title>x</title></head>", "")).toThrow(PAGE_META_START);
  });
});
