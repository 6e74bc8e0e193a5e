// Offers → Featured: staff add an offer to the home page's Featured row, move it to the front with the
// keyboard and save; the public rankings then list it first. The row is one for the whole site, so the
// test runs at one width only (here in desktop/: two at once would overwrite each other's order), and
// it puts the row back as it was.
import type { APIRequestContext } from "@playwright/test";
import { FEATURED_MAX } from "@studentperks/contracts/admin/offers";
import { toast } from "../support/accounts.ts";
import { signInAsStaff } from "../support/staff.ts";
import { expect, test } from "../support/test.ts";

const FEATURED = "/api/admin/offers/featured";

async function consoleRow(request: APIRequestContext): Promise<number[]> {
  const answer = await request.get(FEATURED);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { offers: { id: number }[] }).offers.map((offer) => offer.id);
}

async function publicRow(request: APIRequestContext): Promise<number[]> {
  const answer = await request.get("/api/offers/rankings");
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { featured: number[] }).featured;
}

test("staff add an offer to Featured, move it to the front and save; the public rankings list it first", async ({
  page,
}) => {
  await signInAsStaff(page);
  const before = await consoleRow(page.request);
  const publicBefore = await publicRow(page.request);
  expect(before.length, "the row has room for one more").toBeLessThan(FEATURED_MAX);
  try {
    await page.getByRole("link", { name: "Offers", exact: true }).click();
    await page.getByRole("link", { name: "Featured", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/offers\/featured$/);
    await expect(page.getByRole("heading", { level: 1, name: "Featured offers" })).toBeVisible();
    const row = page.getByRole("list", { name: "Featured offers, in order" }).getByRole("listitem");
    await expect(row).toHaveCount(before.length);

    // The picker lists published offers not featured yet; take the first.
    const picker = page.getByLabel("Add an offer");
    await expect(picker.locator("option").nth(1)).toBeAttached();
    await picker.selectOption({ index: 1 });
    const id = Number(await picker.inputValue());
    expect(before).not.toContain(id);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(row).toHaveCount(before.length + 1);
    const title = (await row.last().getByRole("link").textContent()) ?? "";
    await expect(page.getByText(`${title} added as number ${before.length + 1}.`)).toBeAttached();

    // Up, pressed from the keyboard until it is first: the focus stays on the offer as it moves, and
    // lands on its Down button once Up no longer applies.
    const moveUp = page.getByRole("button", { name: `Move ${title} up`, exact: true });
    await moveUp.focus();
    for (let moves = 0; moves < before.length; moves += 1) await page.keyboard.press("Enter");
    await expect(row.first()).toContainText(title);
    await expect(moveUp).toBeDisabled();
    await expect(page.getByRole("button", { name: `Move ${title} down`, exact: true })).toBeFocused();
    await expect(page.getByText("Unsaved changes: save to update the home page.")).toBeVisible();

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Featured offers saved")).toBeVisible();
    await expect(page.getByText("Unsaved changes: save to update the home page.")).toBeHidden();
    expect(await publicRow(page.request)).toEqual([id, ...publicBefore]);
    expect(await consoleRow(page.request)).toEqual([id, ...before]);
  } finally {
    // Other specs see the row the seed made.
    const restored = await page.request.put(FEATURED, { data: { offerIds: before } });
    expect(restored.status()).toBe(200);
  }
});
