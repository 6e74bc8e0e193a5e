// The card's QR renews by itself while the page is open, and a QR stops checking as Valid once its
// minute is over (issue 35). The same at every width, and it waits a minute: desktop only.
import { cashierOpens, qrOf, scan, studentAtCard } from "./support/card.ts";
import { readQr } from "./support/qr.ts";
import { expect, test } from "./support/test.ts";

test("the card renews its QR while open, and the first QR reads Expired after its minute", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await studentAtCard(page);
  const first = await scan(page);
  // A new QR by the end of the time step, without a reload.
  await expect.poll(() => readQr(qrOf(page)), { timeout: 40_000, intervals: [1_000] }).not.toBe(first);
  const second = await scan(page);
  expect(second).not.toBe(first);
  // The first one counts through the step after its own, then no more.
  await expect
    .poll(
      async () => {
        const cashier = await cashierOpens(browser, first);
        const text = await cashier.page.getByRole("heading", { level: 1 }).textContent();
        await cashier.close();
        return text;
      },
      { timeout: 45_000, intervals: [3_000] },
    )
    .toBe("Expired");
  const cashier = await cashierOpens(browser, second);
  await expect(cashier.page.getByRole("heading", { level: 1 })).toHaveText("Valid");
  await cashier.close();
});
