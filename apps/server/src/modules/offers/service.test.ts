// The cached public list: rebuilt only when the catalogue version moves or an offer expires.
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Clock } from "#server/services/clock.ts";
import type { PublicOfferRow } from "./public-offer.ts";
import type { OffersRepo } from "./repo.ts";
import { createOffersService, isFresh } from "./service.ts";

const T0 = Date.parse("2026-03-01T12:00:00Z");
const MIN = 60_000;

let nextId = 0;
function row(title: string, expiresAt: number | null, extra: Partial<PublicOfferRow> = {}): PublicOfferRow {
  return {
    id: ++nextId,
    title,
    description: "d",
    businessDescription: null,
    brandName: "Brand",
    brandKey: "brand",
    brandSlug: "brand",
    businessName: "Brand LLC",
    businessCategory: "other",
    logoUrl: null,
    coverUrl: null,
    websiteUrl: null,
    offerType: "discount",
    discountType: "percentage",
    discountValue: 10,
    code: "SECRET",
    referralLink: "https://secret.example",
    expiresAt: expiresAt === null ? null : new Date(expiresAt),
    discountRedemptionGuide: null,
    generalInfo: null,
    termsAndConditions: null,
    titleAr: null,
    descriptionAr: null,
    discountRedemptionGuideAr: null,
    termsAndConditionsAr: null,
    status: "published",
    createdAt: new Date(T0 - 60 * MIN),
    updatedAt: new Date(T0 - 60 * MIN),
    publishedAt: new Date(T0 - 60 * MIN),
    poolAlertSentAt: null,
    featuredRank: null,
    ...extra,
  };
}

/** An in-memory catalogue with the same visibility rule as the SQL query. */
function memoryRepo(rows: PublicOfferRow[]) {
  const state = { version: 1, listCalls: 0, versionCalls: 0, rows };
  const repo: OffersRepo = {
    async catalogueVersion() {
      state.versionCalls += 1;
      return state.version;
    },
    async listPublic(now) {
      state.listCalls += 1;
      return state.rows.filter((r) => r.status === "published" && (!r.expiresAt || r.expiresAt > now));
    },
  };
  return { repo, state };
}

const clockAt = (start: number) => {
  let now = start;
  const clock: Clock = { now: () => new Date(now) };
  return { clock, advance: (ms: number) => (now += ms) };
};

const titles = (body: Buffer) => (JSON.parse(body.toString()) as { title: string }[]).map((o) => o.title);

describe("offers service public list", () => {
  it("builds once and reuses the bytes while the version is unchanged", async () => {
    const { repo, state } = memoryRepo([row("A", null), row("B", null)]);
    const service = createOffersService({ repo, clock: clockAt(T0).clock });
    const first = await service.publicList();
    const second = await service.publicList();
    expect(second).toBe(first);
    expect(state.listCalls).toBe(1);
    expect(state.versionCalls).toBe(2);
    expect(first.count).toBe(2);
    expect(first.identity.toString()).not.toMatch(/SECRET|secret\.example|"code"|referralLink/);
    expect(gunzipSync(first.gzip).equals(first.identity)).toBe(true);
    expect(brotliDecompressSync(first.br).equals(first.identity)).toBe(true);
  });

  it("rebuilds with a new ETag when the version moves", async () => {
    const { repo, state } = memoryRepo([row("A", null)]);
    const service = createOffersService({ repo, clock: clockAt(T0).clock });
    const first = await service.publicList();
    state.rows.push(row("B", null));
    state.version += 1;
    const second = await service.publicList();
    expect(titles(second.identity)).toEqual(["A", "B"]);
    expect(second.etag).not.toBe(first.etag);
  });

  it("expires at the earliest upcoming expiresAt with no version change", async () => {
    const { repo, state } = memoryRepo([
      row("Soon", T0 + 5 * MIN),
      row("Later", T0 + 50 * MIN),
      row("Forever", null),
    ]);
    const { clock, advance } = clockAt(T0);
    const service = createOffersService({ repo, clock });
    expect(titles((await service.publicList()).identity)).toEqual(["Soon", "Later", "Forever"]);
    advance(5 * MIN - 1);
    await service.publicList();
    expect(state.listCalls).toBe(1);
    advance(1);
    expect(titles((await service.publicList()).identity)).toEqual(["Later", "Forever"]);
    advance(45 * MIN);
    expect(titles((await service.publicList()).identity)).toEqual(["Forever"]);
    advance(365 * 24 * 60 * MIN);
    await service.publicList();
    expect(state.listCalls).toBe(3);
  });

  it("keeps staff's Featured order among live offers, and follows a new order and an expiry", async () => {
    const { repo, state } = memoryRepo([
      row("Third", null, { featuredRank: 2 }),
      row("Plain", null),
      row("First", T0 + 5 * MIN, { featuredRank: 0 }),
      row("Archived", null, { featuredRank: 1, status: "archived" }),
      row("Second", null, { featuredRank: 1 }),
    ]);
    const { clock, advance } = clockAt(T0);
    const service = createOffersService({ repo, clock });
    const titleOf = (id: number) => state.rows.find((r) => r.id === id)!.title;
    const featured = async () => (await service.featured()).map(titleOf);
    expect(await featured()).toEqual(["First", "Second", "Third"]);

    state.rows.find((r) => r.title === "Third")!.featuredRank = 0;
    state.rows.find((r) => r.title === "First")!.featuredRank = 3;
    state.version += 1;
    expect(await featured()).toEqual(["Third", "Second", "First"]);
    advance(5 * MIN);
    expect(await featured()).toEqual(["Third", "Second"]);
  });

  it("shares one build and one version read among concurrent callers", async () => {
    const { repo, state } = memoryRepo([row("A", null)]);
    const service = createOffersService({ repo, clock: clockAt(T0).clock });
    const lists = await Promise.all(Array.from({ length: 20 }, () => service.publicList()));
    expect(new Set(lists).size).toBe(1);
    expect(state.listCalls).toBe(1);
    expect(state.versionCalls).toBeLessThanOrEqual(2);
  });
});

describe("isFresh", () => {
  it("requires the same version and a time before validUntil", () => {
    expect(isFresh({ version: 2, validUntil: null }, 2, T0)).toBe(true);
    expect(isFresh({ version: 2, validUntil: null }, 3, T0)).toBe(false);
    expect(isFresh({ version: 2, validUntil: T0 + 1 }, 2, T0)).toBe(true);
    expect(isFresh({ version: 2, validUntil: T0 }, 2, T0)).toBe(false);
  });
});
