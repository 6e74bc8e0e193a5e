// Offers → Brands: staff change a brand's slug in its row; its page moves to the new address and the
// old one leads there (a permanent redirect); a slug another brand has is refused in the row. Staff
// edit a brand's record (issue 37) and its public page shows it at once, in English and in Arabic.
// Brands are one for the whole site, so the tests run at one width only (desktop/); the slug test
// puts the seeded slug back as it was, and the record test edits a brand of its own.
import type { AdminBrands } from "@studentperks/contracts/admin/brands";
import { toast } from "../support/accounts.ts";
import { staffBrandWithOffer } from "../support/partners.ts";
import { signInAsStaff } from "../support/staff.ts";
import { expect, test } from "../support/test.ts";

test("staff change a brand's slug in its row; its page moves, the old address leads there, and a slug that is taken is refused", async ({
  page,
}) => {
  await signInAsStaff(page);
  const list = (await (await page.request.get("/api/admin/brands")).json()) as AdminBrands;
  const [brand, other] = list.brands.filter((b) => b.liveOffers > 0);
  expect(brand && other, "the seed has two brands with live offers").toBeTruthy();
  const moved = `${brand!.slug}-moved`;
  try {
    await page.getByRole("link", { name: "Offers", exact: true }).click();
    await page.getByRole("link", { name: "Brands", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/offers\/brands$/);
    await expect(page.getByRole("heading", { level: 1, name: "Brands" })).toBeVisible();

    const slug = page.getByLabel(`Slug of ${brand!.name}`, { exact: true });
    const row = page.getByRole("row").filter({ has: slug });
    const save = row.getByRole("button", { name: "Save", exact: true });
    await expect(slug).toHaveValue(brand!.slug);
    await expect(row.getByRole("link", { name: `View the page of ${brand!.name}` })).toHaveAttribute(
      "href",
      `/brands/${brand!.slug}`,
    );

    await slug.fill(other!.slug);
    await save.click();
    await expect(row.getByRole("alert")).toContainText(`/brands/${other!.slug}`);

    await slug.fill(moved);
    await save.click();
    await expect(toast(page, `${brand!.name} is now at /brands/${moved}`)).toBeVisible();
    await expect(row.getByRole("alert")).toBeHidden();
    await expect(save).toBeDisabled();
    expect((await page.request.get(`/api/brands/${moved}`)).status()).toBe(200);

    // Links shared before still work: the old address moves to the new one, the open offer with it.
    const offerId = (await (await page.request.get(`/api/brands/${moved}`)).json()).offers[0].id as number;
    const arrived = await page.goto(`/brands/${brand!.slug}?offer=${offerId}`);
    expect(arrived?.request().redirectedFrom()?.url()).toContain(`/brands/${brand!.slug}?offer=${offerId}`);
    await expect(page).toHaveURL(new RegExp(`/brands/${moved}\\?offer=${offerId}$`));
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { level: 1, name: brand!.name })).toBeVisible();
  } finally {
    // Other specs see the seed's slugs.
    const restored = await page.request.put(`/api/admin/brands/${moved}`, { data: { slug: brand!.slug } });
    expect([200, 404]).toContain(restored.status());
  }
});

test("staff edit a brand's record; its page shows the new name, website, descriptions and colour at once", async ({
  page,
  browser,
}) => {
  const { brand, slug } = await staffBrandWithOffer(page, "Record", ["E2ERECORD1"]);
  const renamed = `${brand} Roasters`;
  await page.goto("/admin/offers/brands");
  await page.getByRole("link", { name: `Edit the record of ${brand}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/offers/brands/${slug}/edit$`));
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${brand}` })).toBeVisible();

  const form = page.getByRole("form", { name: `The record of ${brand}` });
  const name = form.getByRole("textbox", { name: "Name", exact: true });
  await expect(name).toHaveValue(brand);
  await expect(form.getByRole("textbox", { name: "Page address (slug)" })).toHaveValue(slug);

  // A colour that is no colour is refused next to its field, before anything is sent.
  const colour = form.getByRole("textbox", { name: "Colour", exact: true });
  await colour.fill("green");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(colour).toBeFocused();
  await expect(
    form.getByText("A colour is # followed by six hexadecimal digits, such as #1a6b4f."),
  ).toBeVisible();

  await name.fill(renamed);
  await form.getByRole("textbox", { name: "Website URL" }).fill("https://roasters.example");
  await form.getByRole("textbox", { name: "Description (English)" }).fill("Coffee roasted for students.");
  await form.getByRole("textbox", { name: "Description (Arabic)" }).fill("قهوة محمصة للطلاب.");
  await colour.fill("#1A6B4F");
  // Saved from the keyboard.
  await colour.press("Enter");
  await expect(toast(page, `${renamed} saved`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${renamed}` })).toBeVisible();
  await expect(colour).toHaveValue("#1a6b4f");

  await page.goto(`/brands/${slug}`);
  const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(header.getByText("Coffee roasted for students.")).toBeVisible();
  await expect(header.getByRole("link", { name: "Visit website" })).toHaveAttribute(
    "href",
    "https://roasters.example",
  );
  // No cover or logo of its own: both drawn in the brand's colour.
  await expect(header.locator('[data-cover="fallback"] rect')).toHaveAttribute("fill", "#1a6b4f");
  await expect(header.locator('[data-logo="wordmark"]')).toHaveCSS("background-color", "rgb(26, 107, 79)");
  // Its offer's card names the brand as it is now.
  await expect(page.getByRole("article").getByRole("link", { name: renamed, exact: true })).toBeVisible();

  // In Arabic, as a reader switches: the record's Arabic description, and no English beside it. A
  // visitor of their own: switching here would make the shared staff account's console Arabic for
  // every console spec after this one.
  const readers = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const reader = await readers.newPage();
  await reader.goto(`/brands/${slug}`);
  await reader.getByRole("button", { name: "العربية" }).click();
  await expect(reader.locator("html")).toHaveAttribute("lang", "ar");
  await expect(reader.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  const readerHeader = reader.locator("header").filter({ has: reader.getByRole("heading", { level: 1 }) });
  await expect(readerHeader.getByText("قهوة محمصة للطلاب.")).toBeVisible();
  await expect(readerHeader.getByText("Coffee roasted for students.")).toHaveCount(0);
  await readers.close();
});
