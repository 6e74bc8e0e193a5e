import type { Locator, Page } from "@playwright/test";
import { LOCALE_COOKIE } from "@studentperks/contracts/i18n/locales";
import { guide as arabicGuide } from "../apps/web/src/features/guide/content/guide.ar.ts";
import { screenshotNames } from "../apps/web/src/features/guide/screenshots.ts";
import { fetchOffers } from "./support/offers.ts";
import { expect, test } from "./support/test.ts";

/** Nothing sticks out sideways: the page never scrolls horizontally (checked at both widths). */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, "page width").toBeLessThanOrEqual(innerWidth);
}

/** The image has been downloaded and decoded: lazy ones are scrolled to first. */
async function expectImageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      message: `image ${await image.getAttribute("src")} loaded`,
    })
    .toBeGreaterThan(0);
}

// Spec 001 §2: the nine steps, with the labels it names.
const stepTitles = [
  "Get started",
  "Create an account",
  "Verify your student status",
  "Enter the 6-digit code",
  "No student e-mail? Upload a document",
  "Browse, search and save favourites",
  "Get offer",
  "Read the 'Guide' tab",
  "Terms and guidelines",
];

test("the guide shows nine numbered steps with screenshots, eleven partner logos, and leads to sign-up", async ({
  page,
}) => {
  await page.goto("/how-it-works");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How It Works");

  const steps = page.getByRole("list", { name: "The steps" }).getByRole("listitem");
  await expect(steps).toHaveCount(9);
  await expect(steps.getByRole("heading", { level: 2 })).toHaveText(stepTitles);
  for (const [index, step] of (await steps.all()).entries()) {
    await expect(step.getByText(String(index + 1), { exact: true })).toBeVisible();
    const screenshot = step.getByRole("img");
    await expect(screenshot).toHaveAttribute("src", `/guide/${screenshotNames[index]}.webp`);
    await expect(screenshot).toHaveAttribute("alt", /.{20,}/);
    await expect(screenshot).toHaveAttribute("width", "480");
    await expect(screenshot).toHaveAttribute("height", "960");
    await expectImageLoaded(screenshot);
  }
  // The spec's facts, in the steps' text.
  await expect(steps.nth(3)).toContainText("6-digit code");
  await expect(steps.nth(4)).toContainText("student ID, Emirates ID, passport or enrollment letter");
  await expect(steps.nth(4)).toContainText("24-48 hours");

  // Eleven brands from the live catalogue, each a link to its page.
  const offers = await fetchOffers(page.request);
  const slugs = new Map(offers.map((offer) => [offer.brandName, offer.brandSlug]));
  const partners = page.getByRole("region", { name: "Brands students save with" }).getByRole("link");
  await expect(partners).toHaveCount(11);
  for (const partner of await partners.all()) {
    const name = (await partner.textContent())!.trim();
    expect(slugs.has(name), name).toBe(true);
    await expect(partner).toHaveAttribute("href", `/brands/${slugs.get(name)}`);
    const logo = partner.locator("img");
    if ((await logo.count()) > 0) await expectImageLoaded(logo);
  }
  await expectNoHorizontalOverflow(page);

  await page.getByRole("link", { name: "Get started now" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { name: "Student Signup" })).toBeVisible();
});

test("the Arabic guide shows the Arabic screenshots, and every screenshot exists in both languages", async ({
  page,
  context,
  baseURL,
}) => {
  // Both sets, whichever steps show them: /guide/<name>.webp and /guide/ar/<name>.webp.
  for (const name of screenshotNames) {
    for (const src of [`/guide/${name}.webp`, `/guide/ar/${name}.webp`]) {
      const answer = await page.request.get(src);
      expect(answer.status(), src).toBe(200);
      expect(answer.headers()["content-type"], src).toBe("image/webp");
    }
  }

  await context.addCookies([{ name: LOCALE_COOKIE, value: "ar", url: baseURL! }]);
  await page.goto("/how-it-works");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const steps = page.getByRole("list", { name: arabicGuide.stepsLabel }).getByRole("listitem");
  await expect(steps).toHaveCount(9);
  for (const [index, step] of (await steps.all()).entries()) {
    const { screenshot: name, alt } = arabicGuide.steps[index]!;
    const screenshot = step.getByRole("img");
    await expect(screenshot).toHaveAttribute("src", `/guide/ar/${name}.webp`);
    await expect(screenshot).toHaveAttribute("alt", alt);
    await expectImageLoaded(screenshot);
  }
  await expectNoHorizontalOverflow(page);
});

const legalPages = [
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    effective: "September 2025",
    lastUpdated: "29 November 2026",
    sections: [
      "Introduction",
      "Information We Collect",
      "How We Use Your Information",
      "Sharing Your Information",
      "Data Security",
      "How Long We Keep Your Data",
      "Your Rights",
      "Cookies",
      "Updates to This Policy",
      "Contact Us",
    ],
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    effective: "October 2025",
    lastUpdated: "8 October 2025",
    sections: [
      "Acceptance of These Terms",
      "The Service",
      "Eligibility",
      "Student Verification",
      "Acceptable Use",
      "Discount Terms",
      "Account Management",
      "Limitation of Liability",
      "Intellectual Property",
      "Changes to These Terms",
      "Governing Law",
    ],
  },
];

for (const legal of legalPages) {
  test(`${legal.path} shows its dates and sections, and its contents jump to each section`, async ({
    page,
  }) => {
    await page.goto(legal.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
    await expect(page.getByText(`Effective: ${legal.effective}`)).toBeVisible();
    await expect(page.getByText(`Last updated: ${legal.lastUpdated}`)).toBeVisible();

    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText(legal.sections.map((title, index) => `${index + 1}. ${title}`));

    const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    await expect(contents).toHaveText(legal.sections.map((title, index) => `${index + 1}. ${title}`));
    await expectNoHorizontalOverflow(page);

    // From the last section up, so every jump has to move the page.
    for (const [index, title] of [...legal.sections.entries()].reverse()) {
      const link = contents.nth(index);
      const target = (await link.getAttribute("href"))!;
      expect(target).toMatch(/^#[a-z-]+$/);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}${target}$`));
      const section = page.locator(`section${target}`);
      await expect(section.getByRole("heading", { level: 2 })).toContainText(title);
      await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
    }
  });
}

test("the privacy policy gives the support address the server is configured with", async ({ page }) => {
  const { supportEmail } = (await (await page.request.get("/api/site")).json()) as { supportEmail: string };
  await page.goto("/privacy-policy#contact");
  const contact = page.locator("section#contact");
  await expect(contact.getByRole("link", { name: supportEmail })).toHaveAttribute(
    "href",
    `mailto:${supportEmail}`,
  );
  await expect(contact).toContainText("Dubai, United Arab Emirates");
});

test("the footer links to the guide and both legal pages", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const [name, path, heading] of [
    ["How It Works", "/how-it-works", "How It Works"],
    ["Privacy Policy", "/privacy-policy", "Privacy Policy"],
    ["Terms of Service", "/terms-of-service", "Terms of Service"],
  ] as const) {
    await footer.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
});
