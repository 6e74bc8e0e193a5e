// The home page's Featured row (issue 20): staff pick and order it in the console; the public rankings
// list it, live offers only, current on the next request in any process. An offer joins only while
// live, stays (hidden from the public) when it is archived or expires, and every save is audited.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FEATURED_MAX, type FeaturedOffers } from "@studentperks/contracts/admin/offers";
import { offers } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { newAddress } from "./helpers/accounts.ts";
import { insertOffers, updateOffer } from "./helpers/offer-fixtures.ts";
import { person } from "./helpers/redemption.ts";
import { asStaff, staff } from "./helpers/staff.ts";

const HOUR = 3_600_000;
const FEATURED_URL = "/api/admin/offers/featured";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await staff(t));
});
afterAll(() => t.close());

const save = (offerIds: unknown) => asStaff(t, cookie, "PUT", FEATURED_URL, { offerIds });

async function saved(offerIds: number[]): Promise<FeaturedOffers> {
  const answer = await save(offerIds);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

async function consoleRow(): Promise<FeaturedOffers["offers"]> {
  const answer = await asStaff(t, cookie, "GET", FEATURED_URL);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as FeaturedOffers).offers;
}

async function publicFeatured(app: TestApp = t): Promise<number[]> {
  const answer = await app.app.inject({ method: "GET", url: "/api/offers/rankings" });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { featured: number[] }).featured;
}

async function featuredAudits(): Promise<Record<string, unknown>[]> {
  const answer = await asStaff(t, cookie, "GET", "/api/admin/audit?entityType=featured_offers&entityId=home");
  expect(answer.statusCode).toBe(200);
  return answer.json().entries;
}

// Each test starts from an empty row.
beforeEach(async () => {
  await saved([]);
});

describe("the Featured row", () => {
  it("is set by staff in their order, answered as saved, and listed publicly in that order", async () => {
    const [a, b, c] = await insertOffers(t.database.db, {}, {}, { title: "Third pick", brandName: "Gamma" });
    const answer = await saved([c!.id, a!.id, b!.id]);
    expect(answer).toEqual({
      offers: [
        {
          id: c!.id,
          title: "Third pick",
          brandName: "Gamma",
          status: "published",
          expiresAt: null,
          isExpired: false,
        },
        expect.objectContaining({ id: a!.id, status: "published" }),
        expect.objectContaining({ id: b!.id, status: "published" }),
      ],
    });
    expect(await consoleRow()).toEqual(answer.offers);
    expect(await publicFeatured()).toEqual([c!.id, a!.id, b!.id]);

    // Reordered and shortened: the one left out is featured no more.
    await saved([b!.id, c!.id]);
    expect(await publicFeatured()).toEqual([b!.id, c!.id]);
    expect((await consoleRow()).map((offer) => offer.id)).toEqual([b!.id, c!.id]);
    const [row] = await t.database.db
      .select({ rank: offers.featuredRank })
      .from(offers)
      .where(eq(offers.id, a!.id));
    expect(row!.rank).toBeNull();
  });

  it("shows a new order on the next request of another process sharing the database", async () => {
    const other = await buildTestApp({ database: t.database, clock: t.clock });
    try {
      const [a, b] = await insertOffers(t.database.db, {}, {});
      await saved([a!.id, b!.id]);
      expect(await publicFeatured(other)).toEqual([a!.id, b!.id]);
      await saved([b!.id, a!.id]);
      expect(await publicFeatured(other)).toEqual([b!.id, a!.id]);
    } finally {
      await other.close();
    }
  });

  it("takes concurrent saves one after the other: the row ends as one of them, never a mix", async () => {
    const [a, b, c, d] = await insertOffers(t.database.db, {}, {}, {}, {});
    await saved([a!.id, b!.id]);
    const answers = await Promise.all([save([c!.id, a!.id]), save([b!.id, d!.id])]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const row = (await consoleRow()).map((offer) => offer.id);
    expect([
      [c!.id, a!.id],
      [b!.id, d!.id],
    ]).toContainEqual(row);
    expect(await publicFeatured()).toEqual(row);
    // Each save's "before" is the row the other one left.
    const [last, first] = await featuredAudits();
    expect(last!.before).toEqual(first!.after);
  });

  it("is not an edit: featuring leaves an offer's place in the console's recently-changed list", async () => {
    const [a] = await insertOffers(t.database.db, {});
    const updatedAt = async () =>
      (await t.database.db.select({ at: offers.updatedAt }).from(offers).where(eq(offers.id, a!.id)))[0]!.at;
    const before = await updatedAt();
    await saved([a!.id]);
    await saved([]);
    expect(await updatedAt()).toEqual(before);
    // A real edit still moves it.
    await updateOffer(t.database.db, a!.id, { title: "Edited" });
    expect((await updatedAt()).getTime()).toBeGreaterThan(before.getTime());
  });
});

describe("who may join and stay", () => {
  it("takes only live offers: a draft, an archived or an expired offer is refused (409), nothing saved", async () => {
    const [live, draft, archived, expired] = await insertOffers(
      t.database.db,
      {},
      { status: "draft", publishedAt: null, title: "Draft pick" },
      { status: "archived", title: "Archived pick" },
      { expiresAt: new Date(t.clock.now().getTime() - HOUR), title: "Expired pick" },
    );
    await saved([live!.id]);
    for (const [offer, message] of [
      [draft!, '"Draft pick" is a draft'],
      [archived!, '"Archived pick" is archived'],
      [expired!, '"Expired pick" has expired'],
    ] as const) {
      const answer = await save([live!.id, offer.id]);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        code: "OFFER_NOT_LIVE",
        message: `${message}: only a live offer (published, not expired) can be added to Featured.`,
      });
    }
    expect((await consoleRow()).map((offer) => offer.id)).toEqual([live!.id]);
  });

  it("keeps a featured offer that is archived or expires: off the public row, still in the console's", async () => {
    const [a, b, c] = await insertOffers(
      t.database.db,
      {},
      {},
      { expiresAt: new Date(t.clock.now().getTime() + HOUR) },
    );
    await saved([a!.id, b!.id, c!.id]);
    expect(await publicFeatured()).toEqual([a!.id, b!.id, c!.id]);

    await updateOffer(t.database.db, b!.id, { status: "archived" });
    expect(await publicFeatured()).toEqual([a!.id, c!.id]);
    t.clock.advance(2 * HOUR);
    expect(await publicFeatured()).toEqual([a!.id]);
    expect(await consoleRow()).toEqual([
      expect.objectContaining({ id: a!.id, status: "published", isExpired: false }),
      expect.objectContaining({ id: b!.id, status: "archived", isExpired: false }),
      expect.objectContaining({ id: c!.id, status: "published", isExpired: true }),
    ]);

    // Staff may reorder around them; published again, the archived one is back in its place.
    await saved([c!.id, b!.id, a!.id]);
    expect(await publicFeatured()).toEqual([a!.id]);
    await updateOffer(t.database.db, b!.id, { status: "published" });
    expect(await publicFeatured()).toEqual([b!.id, a!.id]);
    // Taken out, an offer that is not live cannot come back.
    await saved([b!.id, a!.id]);
    expect((await save([b!.id, a!.id, c!.id])).statusCode).toBe(409);
  });

  it("refuses an unknown offer (404), repeats and more than FEATURED_MAX (400), leaving the row as it was", async () => {
    const many = await insertOffers(t.database.db, ...Array.from({ length: FEATURED_MAX + 1 }, () => ({})));
    const ids = many.map((offer) => offer.id);
    await saved(ids.slice(0, 2));

    const unknown = await save([ids[0], 2_000_000_000]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: "OFFER_NOT_FOUND", message: "There is no offer 2000000000." });

    const repeated = await save([ids[0], ids[1], ids[0]]);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({
      code: "INVALID_FIELDS",
      issues: [{ path: "offerIds", message: "Each offer can be featured only once." }],
    });

    expect((await saved(ids.slice(0, FEATURED_MAX))).offers).toHaveLength(FEATURED_MAX);
    const tooMany = await save(ids);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: "INVALID_FIELDS",
      issues: [{ path: "offerIds", message: `Please feature at most ${FEATURED_MAX} offers.` }],
    });

    for (const bad of [[0], [-1], [1.5], ["1"], null, "1,2"]) {
      expect((await save(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await consoleRow()).map((offer) => offer.id)).toEqual(ids.slice(0, FEATURED_MAX));
  });
});

describe("the console's Featured calls", () => {
  it("refuse visitors (401) and students (403), and change nothing", async () => {
    const [a] = await insertOffers(t.database.db, {});
    await saved([a!.id]);
    const student = await person(t);
    for (const method of ["GET", "PUT"] as const) {
      const payload = method === "PUT" ? { offerIds: [] } : undefined;
      const visitor = await t.app.inject({
        method,
        url: FEATURED_URL,
        remoteAddress: newAddress(),
        headers: { origin: "http://localhost:3000" },
        ...(payload ? { payload } : {}),
      });
      expect(visitor.statusCode, method).toBe(401);
      const asStudent = await t.app.inject({
        method,
        url: FEATURED_URL,
        remoteAddress: newAddress(),
        headers: { cookie: student.cookie, origin: "http://localhost:3000" },
        ...(payload ? { payload } : {}),
      });
      expect(asStudent.statusCode, method).toBe(403);
    }
    expect(await publicFeatured()).toEqual([a!.id]);
  });

  it("write one audit entry per save that changes the row, with the ids before and after", async () => {
    const [a, b] = await insertOffers(t.database.db, {}, {});
    const start = (await featuredAudits()).length;
    await saved([a!.id, b!.id]);
    await saved([a!.id, b!.id]); // no change, no entry
    await saved([b!.id, a!.id]);
    const entries = await featuredAudits();
    expect(entries).toHaveLength(start + 2);
    expect(entries[0]).toMatchObject({
      action: "offer.featured",
      entityName: "the home page",
      before: { offerIds: [a!.id, b!.id] },
      after: { offerIds: [b!.id, a!.id] },
    });
    expect(entries[1]).toMatchObject({ before: { offerIds: [] }, after: { offerIds: [a!.id, b!.id] } });
  });
});
