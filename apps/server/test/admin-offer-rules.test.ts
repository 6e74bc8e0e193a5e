// The offer editor's usage rule (issue 36): how often one student may use an offer is saved, read back
// and audited; unlimited use needs one shared code and no pool, and a pool cannot be added to it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOffer } from "@studentperks/contracts/admin/offers";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { consoleOfferInput } from "./helpers/offer-fixtures.ts";
import { asStaff, staff, uploadCodesAsStaff } from "./helpers/staff.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await staff(t));
});
afterAll(() => t.close());

let n = 0;
const offerInput = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return consoleOfferInput(`Oasis Gym ${n}`, { code: `OASIS${n}`, ...overrides });
};
const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  asStaff(t, cookie, method, url, payload);

async function createOffer(overrides: Record<string, unknown> = {}): Promise<AdminOffer> {
  const answer = await call("POST", "/api/admin/offers", offerInput(overrides));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

const uploadCodes = (offerId: number, text: string) => uploadCodesAsStaff(t, cookie, offerId, text);

describe("how often a student may use an offer", () => {
  it("is once unless staff choose, and each rule is saved, read back and audited", async () => {
    const plain = await createOffer();
    expect(plain.usageLimit).toBe("once");
    const created = await createOffer({ usageLimit: "per_7_days" });
    expect((await call("GET", `/api/admin/offers/${created.id}`)).json().usageLimit).toBe("per_7_days");

    for (const usageLimit of ["per_day", "per_30_days", "unlimited", "once"]) {
      const saved = await call("PUT", `/api/admin/offers/${created.id}`, offerInput({ usageLimit }));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().usageLimit).toBe(usageLimit);
      expect((await call("GET", `/api/admin/offers/${created.id}`)).json().usageLimit).toBe(usageLimit);
    }

    const entries = (await call("GET", `/api/admin/audit?entityType=offer&entityId=${created.id}`)).json()
      .entries as { action: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
    const edits = entries.filter((entry) => entry.action === "offer.edit").reverse();
    expect(edits.map((edit) => [edit.before.usageLimit, edit.after.usageLimit])).toEqual([
      ["per_7_days", "per_day"],
      ["per_day", "per_30_days"],
      ["per_30_days", "unlimited"],
      ["unlimited", "once"],
    ]);
  });

  it("refuses a rule it does not know, naming the field", async () => {
    const answer = await call("POST", "/api/admin/offers", offerInput({ usageLimit: "twice" }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().issues).toContainEqual({
      path: "usageLimit",
      message: "Please choose how often a student may use this offer",
    });
  });

  it("refuses unlimited use without a shared code (400 on the code) and stores nothing", async () => {
    const created = await createOffer();
    const answer = await call(
      "PUT",
      `/api/admin/offers/${created.id}`,
      offerInput({ usageLimit: "unlimited", code: "" }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: "INVALID_FIELDS" });
    expect(answer.json().issues).toEqual([
      { path: "code", message: "Unlimited use gives everyone one shared code: please enter it" },
    ]);
    expect((await call("GET", `/api/admin/offers/${created.id}`)).json()).toMatchObject({
      usageLimit: "once",
      code: created.code,
    });
  });

  it("refuses unlimited use for an offer with a pool, and a pool for an unlimited offer", async () => {
    const pooled = await createOffer({ usageLimit: "per_day" });
    expect((await uploadCodes(pooled.id, "P-1\nP-2\n")).statusCode).toBe(200);
    const answer = await call(
      "PUT",
      `/api/admin/offers/${pooled.id}`,
      offerInput({ usageLimit: "unlimited" }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: "INVALID_FIELDS",
      issues: [
        {
          path: "usageLimit",
          message:
            "This offer has a pool of single-use codes, so it cannot be unlimited: choose once or once per period",
        },
      ],
    });
    expect((await call("GET", `/api/admin/offers/${pooled.id}`)).json().usageLimit).toBe("per_day");

    const unlimited = await createOffer({ usageLimit: "unlimited" });
    const upload = await uploadCodes(unlimited.id, "U-1\n");
    expect(upload.statusCode).toBe(409);
    expect(upload.json()).toMatchObject({
      code: "UNLIMITED_OFFER",
      message: expect.stringContaining("This offer is unlimited with one shared code"),
    });
    expect((await call("GET", `/api/admin/offers/${unlimited.id}`)).json().codesTotal).toBe(0);
  });
});
