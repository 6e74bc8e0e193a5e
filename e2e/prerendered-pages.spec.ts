import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brandPath as brandHref } from "@studentperks/contracts/brands";
import { newAccount, registerAccount, verifyStudent } from "./support/accounts.ts";
import { waitForHydration } from "./support/hydration.ts";
import { watchPageProblems } from "./support/page-problems.ts";
import { fetchSeededOffers, offerGrid } from "./support/offers.ts";
import { expect, test } from "./support/test.ts";

// The public pages arrive as real HTML, rendered at build time in the visitor's language: readable
// before (and without) any script, then taken over by React without a hydration error, and a
// signed-in student's header is right from the first paint.

type Locale = "en" | "ar";

const locales = join(import.meta.dirname, "..", "apps", "web", "src", "lib", "i18n", "locales");
const read = (file: string) =>
  JSON.parse(readFileSync(join(locales, file), "utf8")) as Record<string, string>;
const catalogues: Record<Locale, Record<string, string>> = {
  en: { ...read("en.json"), ...read("en.pages.json") },
  ar: { ...read("ar.json"), ...read("ar.pages.json") },
};
const text = (locale: Locale, key: string) => {
  const message = catalogues[locale][key];
  if (message === undefined) throw new Error(`No ${locale} message "${key}".`);
  return message;
};

interface PublicPage {
  path: string;
  /** Catalogue keys: its <title> (null: the home page's, said whole), h1, and a text of its own. */
  title: string | null;
  heading: string;
  body: string;
  description: string;
}

const pages: PublicPage[] = [
  { path: "/", title: null, heading: "hero.title", body: "hero.description", description: "home" },
  {
    path: "/for-merchants",
    title: "title.forMerchants",
    heading: "merchants.title",
    body: "merchants.description",
    description: "forMerchants",
  },
  {
    path: "/how-it-works",
    title: "title.howItWorks",
    heading: "title.howItWorks",
    body: "nav.howItWorks",
    description: "howItWorks",
  },
  {
    path: "/contact-us",
    title: "title.contactUs",
    heading: "contactUs.title",
    body: "contactUs.description",
    description: "contactUs",
  },
  {
    path: "/privacy-policy",
    title: "title.privacyPolicy",
    heading: "title.privacyPolicy",
    body: "title.privacyPolicy",
    description: "privacyPolicy",
  },
  {
    path: "/terms-of-service",
    title: "title.termsOfService",
    heading: "title.termsOfService",
    body: "title.termsOfService",
    description: "termsOfService",
  },
  {
    path: "/login",
    title: "title.login",
    heading: "login.title",
    body: "login.description",
    description: "login",
  },
  {
    path: "/signup",
    title: "title.signup",
    heading: "signup.title",
    body: "signup.description",
    description: "signup",
  },
  {
    path: "/forgot-password",
    title: "title.forgotPassword",
    heading: "forgotPassword.emailTitle",
    body: "forgotPassword.emailDescription",
    description: "forgotPassword",
  },
  {
    path: "/no-such-page",
    title: "title.notFound",
    heading: "notFound.title",
    body: "notFound.home",
    description: "notFound",
  },
];

const titleOf = (locale: Locale, page: PublicPage) =>
  page.title === null ? text(locale, "title.home") : `${text(locale, page.title)} — StudentPerks`;

for (const locale of ["en", "ar"] as const) {
  test.describe(`without JavaScript, in ${locale}`, () => {
    test.use({ javaScriptEnabled: false, locale: locale === "ar" ? "ar-AE" : "en-GB" });

    for (const page of pages) {
      test(`${page.path} arrives as its own HTML`, async ({ page: tab, baseURL }) => {
        await tab.context().addCookies([{ name: "sp_locale", value: locale, url: baseURL! }]);
        const response = await tab.goto(page.path);
        expect(response?.status()).toBe(page.path === "/no-such-page" ? 404 : 200);
        await expect(tab.locator("html")).toHaveAttribute("lang", locale);
        await expect(tab.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        await expect(tab).toHaveTitle(titleOf(locale, page));
        await expect(tab.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          page.description === "home"
            ? text(locale, "hero.description")
            : text(locale, `description.${page.description}`),
        );
        const main = tab.getByRole("main");
        await expect(main.getByRole("heading", { level: 1, name: text(locale, page.heading) })).toBeVisible();
        await expect(main.getByText(text(locale, page.body), { exact: false }).first()).toBeVisible();
        await expect(
          tab.getByRole("banner").getByRole("link", { name: text(locale, "nav.logIn"), includeHidden: true }),
        ).toHaveCount(1);
        await expect(tab.getByRole("contentinfo")).toBeVisible();
      });
    }

    test("the home page has its search, chips, waiting grid and media strip", async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: "sp_locale", value: locale, url: baseURL! }]);
      await page.goto("/");
      await expect(page.getByRole("searchbox", { name: text(locale, "offers.searchLabel") })).toBeVisible();
      await expect(page.locator("#categories").getByRole("button").first()).toBeVisible();
      await expect(page.getByText(text(locale, "offers.loading")).first()).toBeAttached();
      await expect(page.getByRole("heading", { name: text(locale, "media.title") })).toBeVisible();
      // The offers come from the API once the page runs, never in the built HTML.
      await expect(page.getByRole("article")).toHaveCount(0);
    });
  });
}

test.describe("after React takes over", () => {
  // Every public page as a visitor and as a verified student (whose header and offers the prerendered
  // HTML cannot know), an offer opened from its address, a brand's page and a brand no one has.
  for (const locale of ["en", "ar"] as const) {
    for (const who of ["a visitor", "a verified student"] as const) {
      test(`no page fails to hydrate or logs an error in ${locale}, for ${who}`, async ({
        page,
        baseURL,
      }) => {
        await page.context().addCookies([{ name: "sp_locale", value: locale, url: baseURL! }]);
        if (who === "a verified student") {
          const account = newAccount("hydrate");
          await registerAccount(page.request, account);
          await verifyStudent(page.request, account);
        }
        const [offer] = await fetchSeededOffers(page.request);
        const problems = watchPageProblems(page);
        const paths = [
          ...pages.map(({ path }) => path),
          `/?offer=${offer!.id}`,
          brandHref(offer!.brandSlug),
          brandHref("no-such-brand"),
        ];
        for (const path of paths) {
          await page.goto(path);
          await waitForHydration(page);
          await page.waitForLoadState("networkidle");
          if (who === "a verified student")
            await expect(page.locator("html")).toHaveAttribute("data-session", "signed-in");
        }
        expect(problems).toEqual([]);
      });
    }
  }

  test("the home page searches and opens an offer", async ({ page }) => {
    const problems = watchPageProblems(page);
    const [offer] = await fetchSeededOffers(page.request);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search offers" }).fill(offer!.brandName);
    await offerGrid(page).getByRole("button", { name: offer!.title, exact: true }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: offer!.title })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a form on a prerendered page checks what is typed", async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a prerendered form waits for React: nothing typed is lost, Enter puts no password in the address", async ({
    page,
  }) => {
    // The app's scripts are held back until the test lets them go, so the page stays prerendered HTML.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/login", { waitUntil: "commit" });
    const email = page.getByRole("textbox", { name: "Email" });
    await expect(email).toBeVisible();
    await expect(email).toBeDisabled();
    // A student who taps the field and types at once, then presses Enter: nothing takes the text yet.
    await email.click({ force: true });
    await page.keyboard.type("typed-too-early@example.com");
    await page.keyboard.press("Enter");
    await expect(email).toHaveValue("");
    expect(new URL(page.url()).search).toBe("");

    release();
    await waitForHydration(page);
    await expect(email).toBeEnabled();
    await email.fill("student@example.com");
    await page.getByLabel("Password").first().fill("a-password");
    await expect(email).toHaveValue("student@example.com");
    await expect(page.getByLabel("Password").first()).toHaveValue("a-password");
    expect(new URL(page.url()).search).toBe("");
  });

  test("a page reached inside the app says its own title and description", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveTitle(`${text("en", "title.privacyPolicy")} — StudentPerks`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      text("en", "description.privacyPolicy"),
    );
  });
});
