// The home page with more than 10,000 live offers (issue 34), on a server of its own seeded the way an
// operator would (`npm run db:seed -- 10000`): the cards, a search in English and in Arabic that
// finds offers far from the first page, a category, a sort and Show more, all asked of the server;
// the page never fetches the whole catalogue, and its prerendered HTML still paints without scripts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startProcess } from "../../tools/process.ts";
import { port } from "../support/base-url.ts";
import { offerGrid } from "../support/offers.ts";
import { expect, test } from "../support/test.ts";

const GENERATED = 10_000;
const scalePort = port + 17;
const base = `http://127.0.0.1:${scalePort}`;
let dataDir: string;
let server: { stop: () => Promise<void> };

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), "studentperks-e2e-scale-"));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const seeded = spawnSync("npx", ["tsx", "apps/server/src/db/seed/cli.ts", String(GENERATED)], {
    env: { ...env, DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  expect(seeded.status, "the seed ran").toBe(0);
  server = await startProcess(
    "apps/server/dist/main.js",
    { ...env, DATABASE_URL: undefined, DATA_DIR: dataDir, PORT: String(scalePort), LOG_LEVEL: "warn" },
    `${base}/api/health`,
  );
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("cards, search in both languages, a category, a sort and Show more, never the whole list", async ({
  page,
}) => {
  const paths: string[] = [];
  page.on("request", (request) => paths.push(new URL(request.url()).pathname));
  const settled = async () => {
    await expect(offerGrid(page)).not.toHaveAttribute("aria-busy", "true");
    return offerGrid(page).getByRole("article");
  };
  await page.goto(`${base}/`);
  const cards = await settled();
  await expect(cards).toHaveCount(24);
  const count = page.getByRole("status").filter({ hasText: /^Showing 24 of \d+ offers$/ });
  await expect(count).toBeVisible();
  expect(Number(/of (\d+)/.exec((await count.textContent())!)![1])).toBeGreaterThan(GENERATED);

  const search = page.getByRole("searchbox", { name: "Search offers" });
  // One offer among ten thousand, far from the first page, by its title.
  await search.fill("deal #9999 ");
  await expect(page.getByRole("status").filter({ hasText: "Showing 1 of 1 offer" })).toBeVisible();
  await expect((await settled()).first()).toContainText("deal #9999 at");
  // Arabic, whatever the spelling: a tatweel in the middle of the word changes nothing.
  await search.fill("رقم 9998 لدى");
  await expect((await settled()).first()).toContainText("#9998 at");
  await search.fill("رمـضان");
  await expect(page.getByRole("status").filter({ hasText: /^Showing 24 of \d{3,} offers$/ })).toBeVisible();
  await search.fill("");

  await page.locator("#categories").getByRole("button", { name: "Fashion", exact: true }).click();
  await expect(async () => {
    await settled();
    await expect(offerGrid(page).getByText("Fashion", { exact: true })).toHaveCount(24);
  }).toPass();
  const percentages = async () =>
    (
      await offerGrid(page)
        .getByText(/^\d+%$/)
        .allTextContents()
    ).map((tag) => Number.parseInt(tag, 10));
  const newest = await percentages();
  expect(Math.min(...newest), "newest first, the values are mixed").toBeLessThan(Math.max(...newest));

  await page.getByLabel("Sort by").selectOption({ label: "Biggest discount" });
  await expect(page).toHaveURL(/sort=discount/);
  await expect(async () => {
    await settled();
    const values = await percentages();
    expect(values).toHaveLength(24);
    // The biggest first, out of all ten thousand: none smaller than any the newest showed.
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(Math.max(...newest));
  }).toPass();

  await page.getByRole("button", { name: "Show more" }).click();
  await expect(cards).toHaveCount(48);

  expect(paths.filter((path) => path === "/api/offers")).toEqual([]);
  expect(paths).toContain("/api/catalogue");
  expect(paths).toContain("/api/catalogue/front");
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the prerendered home page paints its hero and the catalogue's heading", async ({ page }) => {
    await page.goto(`${base}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Exclusive Student Discounts" })).toBeVisible();
  });
});
