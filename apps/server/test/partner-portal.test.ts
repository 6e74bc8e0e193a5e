// The partner portal (issue 37) through its real routes: invitations (staff's and owners', from an
// approved partnership request), accepting them, proposals that never touch the live offer before
// staff approve, pause and resume, code uploads, results equal to staff insights, and isolation
// between brands and roles.
import { eq } from "drizzle-orm";
import { dubaiDayOf, startOfDubaiDay } from "@studentperks/contracts/dubai-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PartnerMe, PartnerOffers, PartnerResults } from "@studentperks/contracts/partners";
import { auditLog, brands, users } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { cookieFrom, login, newAddress, PASSWORD, SESSION_COOKIE } from "./helpers/accounts.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { asStaff, staff } from "./helpers/staff.ts";
import { person } from "./helpers/redemption.ts";
import { multipart } from "./helpers/verification.ts";
import { discountRequest, issuedLogoUrl, submitRequest } from "./helpers/merchants.ts";

const ORIGIN = "http://localhost:3000";
const DAY = 86_400_000;

let t: TestApp;
let staffCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie: staffCookie } = await staff(t));
});
afterAll(() => t.close());

let n = 0;
const unique = (what: string) => `${what}${(n += 1)}x${Date.now() % 100_000}`;

/** A browser: its cookie (if any), its own address. */
function browser(cookie: string | null = null) {
  const remoteAddress = newAddress();
  return {
    cookie,
    call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) {
      return t.app.inject({
        method,
        url,
        remoteAddress,
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        ...(payload === undefined ? {} : { payload }),
      });
    },
  };
}

/** The link of the newest invitation mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mails = (await t.mail()).filter(
    (mail) => mail.to === email && mail.text?.includes("/partners/join#"),
  );
  // The outbox lists the newest first.
  const newest = mails[0];
  if (!newest) throw new Error(`no invitation was mailed to ${email}`);
  return /\/partners\/join#([\w-]+)/.exec(newest.text!)![1]!;
}

const slugOfOffer = async (brandId: number) =>
  (await t.database.db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, brandId)))[0]!.slug;

/** Invites `email` as `role` from the console and accepts with a new partner account. */
async function join(slug: string, role: "owner" | "editor" | "viewer", email = `${unique("p")}@brand.test`) {
  const invited = await asStaff(t, staffCookie, "POST", `/api/admin/brands/${slug}/invitations`, {
    email,
    role,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = await invitationToken(email);
  const accepted = await browser().call("POST", `/api/partner-invitations/${token}/accept`, {
    firstName: "Noor",
    lastName: "Partner",
    password: PASSWORD,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { email, ...browser(cookieFrom(accepted, SESSION_COOKIE)!), me: accepted.json() as PartnerMe };
}

/** A brand with one live discount offer, and an owner signed in to its portal. */
async function brandWithOwner(name = unique("E2E Brand ")) {
  const [offer] = await insertOffers(t.database.db, { brandName: name, businessCategory: "other" });
  const slug = await slugOfOffer(offer!.brandId);
  const owner = await join(slug, "owner");
  return { offer: offer!, slug, brandId: offer!.brandId, owner };
}

/** A complete proposal, as the portal's form sends it. */
const proposal = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  description: "Fifteen percent off for students.",
  businessCategory: "other",
  offerType: "discount",
  discountType: "percentage",
  discountValue: "15",
  code: "PORTAL15",
  redemptionChannel: "online",
  usageLimit: "once",
  discountRedemptionGuide: [{ instruction: "Copy the code" }],
  termsAndConditions: "One use per student.",
  ...overrides,
});

const publicOffer = (id: number) => t.app.inject({ method: "GET", url: `/api/offers/${id}` });

describe("invitations", () => {
  it("go out when staff approve a partnership request: its contact joins as owner with a new partner account", async () => {
    const email = `${unique("contact")}@karak.test`;
    const brandName = unique("E2E Karak ");
    const sent = await submitRequest(
      t,
      discountRequest(await issuedLogoUrl(t), { contactEmail: email, brandName }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const list = await asStaff(t, staffCookie, "GET", "/api/admin/partnerships?status=submitted");
    const request = (list.json() as { requests: { id: string; brandName: string }[] }).requests.find(
      (r) => r.brandName === brandName,
    )!;
    const approved = await asStaff(t, staffCookie, "POST", `/api/admin/partnerships/${request.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(201);

    const token = await invitationToken(email);
    const preview = await browser().call("GET", `/api/partner-invitations/${token}`);
    expect(preview.json()).toEqual({ brandName, email, role: "owner", accountExists: false });

    const missing = await browser().call("POST", `/api/partner-invitations/${token}/accept`, {});
    expect(missing.statusCode).toBe(400);
    const accepted = await browser().call("POST", `/api/partner-invitations/${token}/accept`, {
      firstName: "Omar",
      lastName: "Saeed",
      password: PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const me = accepted.json() as PartnerMe;
    expect(me.current).toMatchObject({ name: brandName, role: "owner" });
    // A partner account, not a student one.
    const [account] = await t.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, email));
    expect(account!.role).toBe("merchant");
    // The brand's record took the request's logo, website and description.
    const [record] = await t.database.db.select().from(brands).where(eq(brands.name, brandName));
    expect(record).toMatchObject({
      websiteUrl: "https://karakhouse.example",
      description: "Karak tea and Emirati breakfast in Al Quoz and JLT.",
    });
    expect(record!.logoUrl).toMatch(/^\/uploads\/logos\//);

    // Used once: the link is spent.
    const again = await browser().call("POST", `/api/partner-invitations/${token}/accept`, {
      firstName: "Omar",
      lastName: "Saeed",
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe("INVITATION_USED");
  });

  it("expire after 7 days, stop working when revoked, and a resent one replaces the old link", async () => {
    const { slug } = await brandWithOwner();
    const email = `${unique("late")}@brand.test`;
    const invited = await asStaff(t, staffCookie, "POST", `/api/admin/brands/${slug}/invitations`, {
      email,
      role: "editor",
    });
    const first = await invitationToken(email);
    const resent = await asStaff(
      t,
      staffCookie,
      "POST",
      `/api/admin/brands/${slug}/invitations/${invited.json().id}/resend`,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    expect((await browser().call("GET", `/api/partner-invitations/${first}`)).statusCode).toBe(404);

    t.clock.advance(7 * DAY + 1000);
    // A week idle signs staff out too.
    ({ cookie: staffCookie } = await staff(t));
    const expired = await browser().call("GET", `/api/partner-invitations/${second}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("INVITATION_EXPIRED");
    const listed = await asStaff(t, staffCookie, "GET", `/api/admin/brands/${slug}/members`);
    expect(listed.json().invitations[0]).toMatchObject({ email, status: "expired" });

    // A fresh invitation, then revoked.
    await asStaff(
      t,
      staffCookie,
      "POST",
      `/api/admin/brands/${slug}/invitations/${invited.json().id}/resend`,
    );
    const third = await invitationToken(email);
    const revoked = await asStaff(
      t,
      staffCookie,
      "DELETE",
      `/api/admin/brands/${slug}/invitations/${invited.json().id}`,
    );
    expect(revoked.json()).toMatchObject({ status: "revoked" });
    const refused = await browser().call("POST", `/api/partner-invitations/${third}/accept`, {
      firstName: "Amal",
      lastName: "Bakr",
      password: PASSWORD,
    });
    expect(refused.json().code).toBe("INVITATION_REVOKED");
    const closed = await asStaff(
      t,
      staffCookie,
      "POST",
      `/api/admin/brands/${slug}/invitations/${invited.json().id}/resend`,
    );
    expect(closed.json().code).toBe("INVITATION_CLOSED");
  });

  it("join an existing account only once it is signed in as the invited address", async () => {
    const { slug } = await brandWithOwner();
    const student = await person(t);
    const other = await person(t);
    await asStaff(t, staffCookie, "POST", `/api/admin/brands/${slug}/invitations`, {
      email: student.input.email,
      role: "viewer",
    });
    const token = await invitationToken(student.input.email.toLowerCase());
    expect((await browser().call("GET", `/api/partner-invitations/${token}`)).json().accountExists).toBe(
      true,
    );
    const signedOut = await browser().call("POST", `/api/partner-invitations/${token}/accept`, {
      firstName: "Xavier",
      lastName: "Young",
      password: PASSWORD,
    });
    expect(signedOut.json().code).toBe("SIGN_IN_FIRST");
    const wrong = await browser(other.cookie).call("POST", `/api/partner-invitations/${token}/accept`, {});
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe("OTHER_ACCOUNT");
    const joined = await browser(student.cookie).call("POST", `/api/partner-invitations/${token}/accept`, {});
    expect(joined.statusCode, joined.body).toBe(200);
    expect((joined.json() as PartnerMe).current).toMatchObject({ role: "viewer" });
    // Still a student: the card and codes stay theirs.
    expect((await student.call("GET", "/api/card")).statusCode).toBe(200);
  });
});

describe("proposals", () => {
  it("make a new offer live only when staff approve, after a round of changes", async () => {
    const { owner, brandId } = await brandWithOwner();
    const title = unique("Portal offer ");
    const sent = await owner.call("POST", "/api/partners/offers", proposal(title));
    expect(sent.statusCode, sent.body).toBe(201);
    const changeId = sent.json().changeId as number;
    let rows = (await owner.call("GET", "/api/partners/offers")).json() as PartnerOffers;
    expect(rows.offers[0]).toMatchObject({ offerId: null, title, state: "in_review" });

    // An incomplete proposal is refused: approving it would publish it.
    const incomplete = await owner.call(
      "POST",
      "/api/partners/offers",
      proposal("No terms", { termsAndConditions: "" }),
    );
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().code).toBe("INCOMPLETE");

    const waiting = await asStaff(t, staffCookie, "GET", "/api/admin/offer-changes");
    expect(waiting.json().changes.map((c: { id: number }) => c.id)).toContain(changeId);
    const back = await asStaff(t, staffCookie, "POST", `/api/admin/offer-changes/${changeId}/return`, {
      reason: "Say which branches take it.",
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(
      (await t.mail()).some((m) => m.to === owner.email && m.text?.includes("Say which branches take it.")),
    ).toBe(true);
    rows = (await owner.call("GET", "/api/partners/offers")).json();
    expect(rows.offers[0]).toMatchObject({
      state: "changes_requested",
      change: { reason: "Say which branches take it." },
    });

    const edited = await owner.call(
      "PUT",
      `/api/partners/proposals/${changeId}`,
      proposal(title, { generalInfo: "All branches." }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const detail = await asStaff(t, staffCookie, "GET", `/api/admin/offer-changes/${changeId}`);
    expect(detail.json()).toMatchObject({ before: null, offerId: null, status: "submitted" });
    const approved = await asStaff(t, staffCookie, "POST", `/api/admin/offer-changes/${changeId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const offerId = approved.json().offerId as number;
    expect(
      (await asStaff(t, staffCookie, "GET", `/api/admin/offer-changes/${changeId}`)).json(),
    ).toMatchObject({
      kind: "new",
      offerId,
      before: null,
    });
    const live = await publicOffer(offerId);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ title });
    rows = (await owner.call("GET", "/api/partners/offers")).json();
    expect(rows.offers.find((r) => r.offerId === offerId)).toMatchObject({ state: "live", change: null });
    const twice = await asStaff(t, staffCookie, "POST", `/api/admin/offer-changes/${changeId}/approve`);
    expect(twice.json().code).toBe("ALREADY_DECIDED");
    expect(
      (await t.database.db.select({ brandId: brands.id }).from(brands).where(eq(brands.id, brandId))).length,
    ).toBe(1);
  });

  it("change a live offer only when approved: until then students see it as it was", async () => {
    const { owner, offer } = await brandWithOwner();
    const before = (await publicOffer(offer.id)).json();
    const sent = await owner.call("PUT", `/api/partners/offers/${offer.id}`, proposal("A better title"));
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await publicOffer(offer.id)).json()).toEqual(before);
    const detail = (await owner.call("GET", `/api/partners/offers/${offer.id}`)).json();
    expect(detail.live.title).toBe(offer.title);
    expect(detail.proposed.title).toBe("A better title");
    const staffView = (
      await asStaff(t, staffCookie, "GET", `/api/admin/offer-changes/${sent.json().changeId}`)
    ).json();
    expect(staffView.changed).toContain("title");
    expect(staffView.before.title).toBe(offer.title);

    // A second proposal replaces the first: one open proposal per offer.
    const again = await owner.call("PUT", `/api/partners/offers/${offer.id}`, proposal("The best title"));
    expect(again.json().changeId).toBe(sent.json().changeId);
    expect((await publicOffer(offer.id)).json()).toEqual(before);

    await asStaff(t, staffCookie, "POST", `/api/admin/offer-changes/${sent.json().changeId}/approve`);
    expect((await publicOffer(offer.id)).json().title).toBe("The best title");
    // Approved, the proposal still shows what it changed.
    const record = (
      await asStaff(t, staffCookie, "GET", `/api/admin/offer-changes/${sent.json().changeId}`)
    ).json();
    expect(record).toMatchObject({ kind: "change", status: "approved", before: { title: offer.title } });
    expect(record.changed).toContain("title");
  });
});

describe("pause, codes and results", () => {
  it("pause a live offer at once and resume it, both audited", async () => {
    const { owner, offer } = await brandWithOwner();
    const student = await person(t);
    const paused = await owner.call("POST", `/api/partners/offers/${offer.id}/pause`);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ state: "paused", status: "paused" });
    expect((await publicOffer(offer.id)).statusCode).toBe(404);
    expect((await student.redeem(offer.id)).statusCode).toBe(404);
    expect((await owner.call("POST", `/api/partners/offers/${offer.id}/pause`)).json().code).toBe(
      "OFFER_NOT_LIVE",
    );
    const staffList = await asStaff(t, staffCookie, "GET", "/api/admin/offers?status=paused");
    expect(staffList.json().offers.map((o: { id: number }) => o.id)).toContain(offer.id);

    const resumed = await owner.call("POST", `/api/partners/offers/${offer.id}/resume`);
    expect(resumed.json()).toMatchObject({ state: "live" });
    expect((await publicOffer(offer.id)).statusCode).toBe(200);
    const entries = await t.database.db
      .select({ action: auditLog.action, actor: auditLog.actorEmail })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(offer.id)));
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: "offer.pause", actor: owner.email },
        { action: "offer.resume", actor: owner.email },
      ]),
    );
  });

  it("upload codes to the brand's own offer, and tell owners and editors when the pool runs low", async () => {
    const { owner, offer, slug } = await brandWithOwner();
    const editor = await join(slug, "editor");
    const form = multipart(
      {},
      { field: "file", filename: "codes.csv", contentType: "text/csv", bytes: Buffer.from("A1\nA2\nA2\n") },
    );
    const uploaded = await t.app.inject({
      method: "POST",
      url: `/api/partners/offers/${offer.id}/codes`,
      payload: form.payload,
      remoteAddress: newAddress(),
      headers: { cookie: owner.cookie!, origin: ORIGIN, "content-type": form.contentType },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ added: 2, duplicatesIgnored: 1 });
    const row = ((await owner.call("GET", "/api/partners/offers")).json() as PartnerOffers).offers.find(
      (r) => r.offerId === offer.id,
    );
    expect(row).toMatchObject({ codesLeft: 2, codesTotal: 2 });

    const students = [await person(t), await person(t)];
    for (const student of students) expect((await student.redeem(offer.id)).statusCode).toBe(200);
    await expect
      .poll(async () => (await t.mail()).filter((m) => m.subject.includes(offer.title)).map((m) => m.to))
      .toEqual(expect.arrayContaining([owner.email, editor.email]));
  });

  it("count per offer and per day as the staff console's insights do", async () => {
    const { owner, offer } = await brandWithOwner();
    const student = await person(t);
    await t.app.inject({
      method: "POST",
      url: "/api/analytics",
      payload: { eventType: "offer_click", offerId: offer.id },
    });
    await t.app.inject({
      method: "POST",
      url: "/api/analytics",
      payload: { eventType: "offer_click", offerId: offer.id },
    });
    expect((await student.redeem(offer.id)).statusCode).toBe(200);
    expect((await student.call("PUT", `/api/favorites/${offer.id}`)).statusCode).toBeLessThan(300);
    const results = (await owner.call("GET", "/api/partners/results")).json() as PartnerResults;
    const mine = results.offers.find((o) => o.offerId === offer.id)!;
    expect(mine).toMatchObject({ views: 2, redemptions: 1, favourites: 1 });
    expect(results.totals).toMatchObject({ views: 2, redemptions: 1, favourites: 1 });
    expect(results.days).toHaveLength(30);
    const insights = (
      await asStaff(t, staffCookie, "GET", `/api/admin/insights?from=${results.from}&to=${results.to}`)
    ).json();
    const staffRow = insights.offers.find((o: { id: number }) => o.id === offer.id);
    expect({
      views: mine.views,
      copies: mine.copies,
      referralClicks: mine.referralClicks,
      redemptions: mine.redemptions,
    }).toEqual({
      views: staffRow.views,
      copies: staffRow.copies,
      referralClicks: staffRow.referralClicks,
      redemptions: staffRow.redemptions,
    });
    const csv = await owner.call("GET", "/api/partners/results.csv");
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.split("\r\n")[0]).toBe(
      "day,offer_id,title,views,copies,referral_clicks,redemptions,favourites,card_shows",
    );
    expect(csv.body).toContain(`,${offer.id},`);
  });
});

describe("isolation", () => {
  it("keeps each brand's offers, codes, invitations, members and results to its own members", async () => {
    const a = await brandWithOwner();
    const b = await brandWithOwner();
    const bInvite = await asStaff(t, staffCookie, "POST", `/api/admin/brands/${b.slug}/invitations`, {
      email: `${unique("b")}@brand.test`,
      role: "viewer",
    });
    const bOwnerId =
      b.owner.me.current &&
      (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, b.owner.email)))[0]!.id;
    const bProposal = (await b.owner.call("POST", "/api/partners/offers", proposal("B's idea"))).json()
      .changeId;
    const offerRoutes: [method: "GET" | "POST" | "PUT", url: string, body?: object][] = [
      ["GET", `/api/partners/offers/${b.offer.id}`],
      ["PUT", `/api/partners/offers/${b.offer.id}`, proposal("Taken over")],
      ["POST", `/api/partners/offers/${b.offer.id}/pause`],
      ["POST", `/api/partners/offers/${b.offer.id}/resume`],
      ["GET", `/api/partners/proposals/${bProposal}`],
      ["PUT", `/api/partners/proposals/${bProposal}`, proposal("Taken over")],
      ["POST", `/api/partners/invitations/${bInvite.json().id}/resend`],
    ];
    for (const [method, url, body] of offerRoutes) {
      const answer = await a.owner.call(method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await a.owner.call("DELETE", `/api/partners/invitations/${bInvite.json().id}`)).statusCode).toBe(
      404,
    );
    expect((await a.owner.call("DELETE", `/api/partners/members/${bOwnerId}`)).statusCode).toBe(404);
    const codes = multipart(
      {},
      { field: "file", filename: "c.csv", contentType: "text/csv", bytes: Buffer.from("Z1\n") },
    );
    const upload = await t.app.inject({
      method: "POST",
      url: `/api/partners/offers/${b.offer.id}/codes`,
      payload: codes.payload,
      remoteAddress: newAddress(),
      headers: { cookie: a.owner.cookie!, origin: ORIGIN, "content-type": codes.contentType },
    });
    expect(upload.statusCode).toBe(404);
    // Lists show only the brand's own.
    const offers = (await a.owner.call("GET", "/api/partners/offers")).json() as PartnerOffers;
    expect(offers.offers.map((o) => o.offerId)).toEqual([a.offer.id]);
    const members = (await a.owner.call("GET", "/api/partners/members")).json();
    expect(members.members.map((m: { email: string }) => m.email)).toEqual([a.owner.email]);
    const results = (await a.owner.call("GET", "/api/partners/results")).json() as PartnerResults;
    expect(results.offers.map((o) => o.offerId)).toEqual([a.offer.id]);
    // Choosing a brand one is not a member of is refused; B's offer is untouched.
    expect((await a.owner.call("PUT", "/api/partners/brand", { brandId: b.brandId })).statusCode).toBe(404);
    expect((await publicOffer(b.offer.id)).json().title).toBe(b.offer.title);
  });

  it("lets a viewer read and never write, a student without a brand nothing, a visitor nothing", async () => {
    const { slug, offer } = await brandWithOwner();
    const viewer = await join(slug, "viewer");
    const student = await person(t);
    const writes: [method: "POST" | "PUT" | "DELETE", url: string, body?: object][] = [
      ["POST", "/api/partners/offers", proposal("Viewer's")],
      ["PUT", `/api/partners/offers/${offer.id}`, proposal("Viewer's")],
      ["PUT", "/api/partners/proposals/1", proposal("Viewer's")],
      ["POST", `/api/partners/offers/${offer.id}/pause`],
      ["POST", `/api/partners/offers/${offer.id}/resume`],
      ["POST", "/api/partners/invitations", { email: "x@y.test", role: "owner" }],
      ["POST", "/api/partners/invitations/1/resend"],
      ["DELETE", "/api/partners/invitations/1"],
      ["DELETE", `/api/partners/members/00000000-0000-4000-8000-000000000000`],
    ];
    for (const [method, url, body] of writes) {
      const answer = await viewer.call(method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json().code).toBe("ROLE_REFUSED");
    }
    const reads = ["/api/partners/offers", "/api/partners/results", "/api/partners/members"];
    for (const url of reads) expect((await viewer.call("GET", url)).statusCode, url).toBe(200);
    for (const url of [...reads, `/api/partners/offers/${offer.id}`]) {
      const asStudent = await student.call("GET", url);
      expect(asStudent.statusCode, url).toBe(403);
      expect(asStudent.json().code).toBe("NOT_A_PARTNER");
      expect((await browser().call("GET", url)).statusCode, url).toBe(401);
    }
    expect((await student.call("GET", "/api/partners/me")).json()).toEqual({ brands: [], current: null });
  });

  it("keeps a brand's last owner", async () => {
    const { owner } = await brandWithOwner();
    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
    const refused = await owner.call("DELETE", `/api/partners/members/${me!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("LAST_OWNER");
  });

  it("switches between a member's brands, each session its own", async () => {
    const a = await brandWithOwner();
    const b = await brandWithOwner();
    await asStaff(t, staffCookie, "POST", `/api/admin/brands/${b.slug}/invitations`, {
      email: a.owner.email,
      role: "editor",
    });
    const token = await invitationToken(a.owner.email);
    const joined = await a.owner.call("POST", `/api/partner-invitations/${token}/accept`, {});
    expect((joined.json() as PartnerMe).current).toMatchObject({ brandId: b.brandId, role: "editor" });
    expect(
      ((await a.owner.call("GET", "/api/partners/offers")).json() as PartnerOffers).offers[0]!.offerId,
    ).toBe(b.offer.id);
    const other = await login(t, a.owner.email, PASSWORD);
    const second = browser(cookieFrom(other, SESSION_COOKIE));
    const back = await second.call("PUT", "/api/partners/brand", { brandId: a.brandId });
    expect((back.json() as PartnerMe).current).toMatchObject({ brandId: a.brandId, role: "owner" });
    expect(((await a.owner.call("GET", "/api/partners/me")).json() as PartnerMe).current!.brandId).toBe(
      b.brandId,
    );
  });
});

describe("scheduled offers", () => {
  it("a proposal with a first day is scheduled once approved, pausable, and live from that day", async () => {
    const { owner } = await brandWithOwner();
    const startsOn = dubaiDayOf(new Date(t.clock.now().getTime() + 3 * DAY));
    const sent = await owner.call("POST", "/api/partners/offers", proposal("Opening week", { startsOn }));
    expect(sent.statusCode, sent.body).toBe(201);
    let rows = ((await owner.call("GET", "/api/partners/offers")).json() as PartnerOffers).offers;
    expect(rows[0]).toMatchObject({ state: "in_review", startsOn });

    const approved = await asStaff(
      t,
      staffCookie,
      "POST",
      `/api/admin/offer-changes/${sent.json().changeId}/approve`,
    );
    const offerId = approved.json().offerId as number;
    expect((await publicOffer(offerId)).statusCode).toBe(404);
    rows = ((await owner.call("GET", "/api/partners/offers")).json() as PartnerOffers).offers;
    expect(rows.find((r) => r.offerId === offerId)).toMatchObject({ state: "scheduled", startsOn });

    // The brand can stop it before it starts, and let it start again.
    const paused = await owner.call("POST", `/api/partners/offers/${offerId}/pause`);
    expect(paused.json()).toMatchObject({ state: "paused" });
    const resumed = await owner.call("POST", `/api/partners/offers/${offerId}/resume`);
    expect(resumed.json()).toMatchObject({ state: "scheduled" });

    t.clock.set(startOfDubaiDay(startsOn));
    expect((await publicOffer(offerId)).statusCode).toBe(200);
    rows = ((await owner.call("GET", "/api/partners/offers")).json() as PartnerOffers).offers;
    expect(rows.find((r) => r.offerId === offerId)).toMatchObject({ state: "live", startsOn });
    ({ cookie: staffCookie } = await staff(t));
  });
});
