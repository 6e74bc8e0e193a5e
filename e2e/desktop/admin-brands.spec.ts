// Offers → Brands: staff change a brand's slug in its row; its page moves to the new address and the
// old one leads there (a permanent redirect); a slug another brand has is refused in the row. Brands are one for the whole
// site, so the test runs at one width only (desktop/), and it puts the slug back as it was.
import type { AdminBrands } from "@studentperks/contracts/admin/brands";
import { toast } from "../support/accounts.ts";
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
