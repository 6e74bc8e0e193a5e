// The catalogue's index and the whole public list: what changed is read again, and only that; the list
// is rebuilt only when the catalogue changes or an offer expires.
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Clock } from "#server/services/clock.ts";
import type { PublicOfferRow } from "./public-offer.ts";
import type { OffersRepo } from "./repo.ts";
import { createOffersService } from "./service.ts";

const T0 = Date.parse("2026-03-01T12:00:00Z");
const MIN = 60_000;
const BRAND_UPDATED_AT = new Date(T0);

let nextId = 0;
function row(title: string, expiresAt: number | null, extra: Partial<PublicOfferRow> = {}): PublicOfferRow {
  return {
    id: ++nextId,
    title,
    description: "d",
    businessDescription: null,
    brandName: "Brand",
    brandKey: "brand",
    brandId: 1,
    brandSlug: "brand",
    businessName: "Brand LLC",
    businessCategory: "other",
    logoUrl: null,
    coverUrl: null,
    brandColour: null,
    websiteUrl: null,
    offerType: "discount",
    discountType: "percentage",
    discountValue: 10,
    code: "SECRET",
    referralLink: "https://secret.example",
    startsAt: null,
    expiresAt: expiresAt === null ? null : new Date(expiresAt),
    discountRedemptionGuide: null,
    generalInfo: null,
    termsAndConditions: null,
    titleAr: null,
    descriptionAr: null,
    discountRedemptionGuideAr: null,
    termsAndConditionsAr: null,
    redemptionChannel: "online",
    status: "published",
    createdAt: new Date(T0 - 60 * MIN),
    updatedAt: new Date(T0 - 60 * MIN),
    publishedAt: new Date(T0 - 60 * MIN),
    poolAlertSentAt: null,
    usageLimit: "once",
    codesRanOutAt: null,
    reportAlertSentAt: null,
    featuredRank: null,
    ...extra,
  };
}

/** An in-memory catalogue with the same visibility rule as the SQL queries. */
function memoryRepo(rows: PublicOfferRow[]) {
  const state = {
    version: 1,
    rowReads: [] as number[][],
    cardReads: [] as number[][],
    versionCalls: 0,
    rows,
  };
  const isLive = (r: PublicOfferRow, now: Date) =>
    r.status === "published" && (!r.startsAt || r.startsAt <= now) && (!r.expiresAt || r.expiresAt > now);
  const repo: OffersRepo = {
    async catalogueVersion() {
      state.versionCalls += 1;
      return state.version;
    },
    async liveStamps(now, afterId, limit) {
      return state.rows
        .filter((r) => isLive(r, now) && r.id > afterId)
        .sort((a, b) => a.id - b.id)
        .slice(0, limit)
        .map(({ id, updatedAt, featuredRank, brandSlug }) => ({
          id,
          updatedAt,
          featuredRank,
          brandSlug,
          brandUpdatedAt: BRAND_UPDATED_AT,
        }));
    },
    async liveCardRows(ids, now) {
      state.cardReads.push([...ids]);
      return state.rows
        .filter((r) => ids.includes(r.id) && isLive(r, now))
        .map((r) => ({ ...r, brandUpdatedAt: BRAND_UPDATED_AT }));
    },
    async liveRows(ids, now) {
      state.rowReads.push([...ids]);
      return state.rows.filter((r) => ids.includes(r.id) && isLive(r, now)).map((r) => ({ ...r }));
    },
    async nextStart(now) {
      const starts = state.rows
        .filter((r) => r.status === "published" && r.startsAt && r.startsAt > now)
        .map((r) => r.startsAt!.getTime());
      return starts.length === 0 ? null : new Date(Math.min(...starts));
    },
    async liveBrandFaces(slug, now) {
      const noRecord = {
        logoUrl: null,
        websiteUrl: null,
        description: null,
        descriptionAr: null,
        colour: null,
      };
      return state.rows
        .filter((r) => r.brandSlug === slug && isLive(r, now))
        .map((r) => ({ ...r, record: noRecord }));
    },
  };
  /** Staff change a row: its updated_at moves and so does the catalogue's version. */
  const edit = (title: string, change: Partial<PublicOfferRow>) => {
    Object.assign(
      state.rows.find((r) => r.title === title)!,
      change,
      {
        updatedAt: new Date(T0 + ++edits),
      },
    );
    state.version += 1;
  };
  let edits = 0;
  return { repo, state, edit };
}

const clockAt = (start: number) => {
  let now = start;
  const clock: Clock = { now: () => new Date(now) };
  return { clock, advance: (ms: number) => (now += ms) };
};

const titles = (body: Buffer) => (JSON.parse(body.toString()) as { title: string }[]).map((o) => o.title);

describe("offers service public list", () => {
  it("builds once and reuses the bytes while the catalogue is unchanged", async () => {
    const { repo, state } = memoryRepo([row("A", null), row("B", null)]);
    const service = createOffersService({ repo, clock: clockAt(T0).clock });
    const first = await service.publicList();
    const reads = state.rowReads.length;
    const second = await service.publicList();
    expect(second).toBe(first);
    expect(state.rowReads.length).toBe(reads);
    expect(first.count).toBe(2);
    expect(first.identity.toString()).not.toMatch(/SECRET|secret\.example|"code"|referralLink/);
    expect(gunzipSync(await first.encoded("gzip")).equals(first.identity)).toBe(true);
    expect(brotliDecompressSync(await first.encoded("br")).equals(first.identity)).toBe(true);
  });

  it("compresses each coding once for all callers", async () => {
    const { repo } = memoryRepo([row("A", null)]);
    const service = createOffersService({ repo, clock: clockAt(T0).clock });
    const list = await service.publicList();
    const [one, two] = await Promise.all([list.encoded("br"), list.encoded("br")]);
    expect(two).toBe(one);
    expect(await (await service.publicList()).encoded("br")).toBe(one);
    expect(await list.encoded("gzip")).not.toBe(one);
  });

  it("lists newest first, and rebuilds with a new ETag when the catalogue changes", async () => {
    const { repo, state, edit } = memoryRepo([
      row("Old", null, { publishedAt: new Date(T0 - 90 * MIN) }),
      row("New", null, { publishedAt: new Date(T0 - 10 * MIN) }),
    ]);
    const service = createOffersService({ repo, clock: clockAt(T0).clock });
    const first = await service.publicList();
    expect(titles(first.identity)).toEqual(["New", "Old"]);
    state.rows.push(row("Draft", null, { status: "draft" }));
    edit("Draft", { status: "published", publishedAt: new Date(T0) });
    const second = await service.publicList();
    expect(titles(second.identity)).toEqual(["Draft", "New", "Old"]);
    expect(second.etag).not.toBe(first.etag);
  });

  it("expires at the earliest upcoming expiresAt with no change to the catalogue", async () => {
    const { repo } = memoryRepo([
      row("Soon", T0 + 5 * MIN),
      row("Later", T0 + 50 * MIN),
      row("Forever", null),
    ]);
    const { clock, advance } = clockAt(T0);
    const service = createOffersService({ repo, clock });
    const first = await service.publicList();
    // Published together: the larger id (the later row) first, as the SQL order has it.
    expect(titles(first.identity)).toEqual(["Forever", "Later", "Soon"]);
    advance(5 * MIN - 1);
    expect(await service.publicList()).toBe(first);
    advance(1);
    expect(titles((await service.publicList()).identity)).toEqual(["Forever", "Later"]);
    advance(45 * MIN);
    expect(titles((await service.publicList()).identity)).toEqual(["Forever"]);
  });

  it("takes in a scheduled offer once its start passes, with no change to the catalogue", async () => {
    const { repo, state } = memoryRepo([
      row("Now", null, { publishedAt: new Date(T0 - MIN) }),
      row("Later", null, { publishedAt: new Date(T0 - MIN), startsAt: new Date(T0 + 10 * MIN) }),
      row("Much later", null, { publishedAt: new Date(T0 - MIN), startsAt: new Date(T0 + 60 * MIN) }),
    ]);
    const { clock, advance } = clockAt(T0);
    const service = createOffersService({ repo, clock });
    const first = await service.publicList();
    expect(titles(first.identity)).toEqual(["Now"]);
    advance(10 * MIN - 1);
    expect(await service.publicList()).toBe(first);
    const versionReads = state.versionCalls;
    advance(1);
    expect(titles((await service.publicList()).identity)).toEqual(["Later", "Now"]);
    expect(state.versionCalls).toBeGreaterThan(versionReads);
    expect([...(await service.catalogue()).offers.values()].map((o) => o.card.title).sort()).toEqual([
      "Later",
      "Now",
    ]);
    advance(50 * MIN);
    // Each is new from the moment it went live.
    expect(titles((await service.publicList()).identity)).toEqual(["Much later", "Later", "Now"]);
  });

  it("shares one build among concurrent callers", async () => {
    const { repo } = memoryRepo([row("A", null)]);
    const service = createOffersService({ repo, clock: clockAt(T0).clock });
    const lists = await Promise.all(Array.from({ length: 20 }, () => service.publicList()));
    expect(new Set(lists).size).toBe(1);
  });
});

describe("the catalogue index", () => {
  it("reads again only the offers that changed, and drops those that left", async () => {
    const { repo, state, edit } = memoryRepo([row("A", null), row("B", null), row("C", null)]);
    const service = createOffersService({ repo, clock: clockAt(T0).clock });
    const cards = async () =>
      [...(await service.catalogue()).offers.values()].map((o) => o.card.title).sort();
    expect(await cards()).toEqual(["A", "B", "C"]);
    const ids = (title: string) => state.rows.find((r) => r.title === title)!.id;

    state.cardReads = [];
    edit("B", { title: "B2" });
    expect(await cards()).toEqual(["A", "B2", "C"]);
    expect(state.cardReads).toEqual([[ids("B2")]]);

    state.cardReads = [];
    edit("C", { status: "archived" });
    const before = (await service.catalogue()).generation;
    expect(await cards()).toEqual(["A", "B2"]);
    expect(state.cardReads).toEqual([]);
    state.version += 1; // a write that changed no live offer
    expect((await service.catalogue()).generation).toBe(before);
  });

  it("follows a brand's new slug and a new Featured place, which do not move updated_at", async () => {
    const { repo, state } = memoryRepo([row("A", null)]);
    const service = createOffersService({ repo, clock: clockAt(T0).clock });
    await service.catalogue();
    state.rows[0]!.brandSlug = "brand-2";
    state.rows[0]!.featuredRank = 0;
    state.version += 1;
    const [offer] = (await service.catalogue()).offers.values();
    expect(offer!.card.brandSlug).toBe("brand-2");
    expect(offer!.featuredRank).toBe(0);
  });

  it("cuts a card's description at a word, and keeps no secret in a card", async () => {
    const long = `${"word ".repeat(100)}end`;
    const { repo } = memoryRepo([row("A", null, { description: long })]);
    const service = createOffersService({ repo, clock: clockAt(T0).clock });
    const [offer] = (await service.catalogue()).offers.values();
    expect(offer!.card.description.length).toBeLessThanOrEqual(240);
    expect(offer!.card.description).toMatch(/word…$/);
    expect(offer!.cardJson).not.toMatch(/SECRET|secret\.example/);
  });
});

describe("a live offer with all its texts", () => {
  it("is read once per change, and is null once it expires or for an unknown id", async () => {
    const { repo, state, edit } = memoryRepo([row("A", T0 + 5 * MIN, { termsAndConditions: "Terms" })]);
    const { clock, advance } = clockAt(T0);
    const service = createOffersService({ repo, clock });
    const id = state.rows[0]!.id;
    expect((await service.liveOffer(id))?.offer.termsAndConditions).toBe("Terms");
    state.rowReads = [];
    await service.liveOffer(id);
    expect(state.rowReads).toEqual([]);
    edit("A", { termsAndConditions: "New terms" });
    expect((await service.liveOffer(id))?.offer.termsAndConditions).toBe("New terms");
    expect(await service.liveOffer(id + 100)).toBeNull();
    advance(5 * MIN);
    expect(await service.liveOffer(id)).toBeNull();
  });
});
