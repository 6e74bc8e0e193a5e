// POST /api/students/delete-account (issue 38): after the password and the typed e-mail, the account
// is erased at once — sessions, sign-in, personal rows, private files, the staff queue — while what
// the platform keeps (brands' results, staff insights, staff decisions) is unchanged and anonymous.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dubaiDayOf } from "@studentperks/contracts/dubai-time";
import {
  brandInvitations,
  brandMembers,
  brands,
  cardPhotos,
  consentEvents,
  contactMessages,
  erasedFiles,
  sessions,
  studentEmailClaims,
  users,
  verificationDocuments,
} from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { cookieFrom, currentUser, login, newAddress, PASSWORD, SESSION_COOKIE } from "./helpers/accounts.ts";
import { realImage } from "./helpers/merchants.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { asPdf } from "./helpers/sample-files.ts";
import { asStaff, staff } from "./helpers/staff.ts";
import { codeMailedTo, multipart, student, studentEmail, withInstitutions } from "./helpers/verification.ts";

const ORIGIN = "http://localhost:3000";

let t: TestApp;
let staffCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  await withInstitutions(t);
  ({ cookie: staffCookie } = await staff(t));
});
afterAll(() => t.close());

const db = () => t.database.db;

const deleteAs = (cookie: string, body: { currentPassword: string; confirmation: string }) =>
  t.app.inject({
    method: "POST",
    url: "/api/students/delete-account",
    payload: body,
    remoteAddress: newAddress(),
    headers: { cookie, origin: ORIGIN },
  });

const call = (cookie: string, method: "GET" | "PUT" | "POST", url: string, body?: object) =>
  t.app.inject({
    method,
    url,
    remoteAddress: newAddress(),
    headers: { cookie, origin: ORIGIN },
    payload: body,
  });

/** A brand's owner in the partner portal, invited from the console. */
async function brandOwner(brandName: string) {
  const [offer] = await insertOffers(db(), { brandName, businessCategory: "other" });
  const [brand] = await db().select({ slug: brands.slug }).from(brands).where(eq(brands.id, offer!.brandId));
  const email = `owner.${Date.now()}@brand.test`;
  const invited = await asStaff(t, staffCookie, "POST", `/api/admin/brands/${brand!.slug}/invitations`, {
    email,
    role: "owner",
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = (await t.mail()).find((m) => m.to === email && m.text?.includes("/partners/join#"));
  const token = /\/partners\/join#([\w-]+)/.exec(mail!.text!)![1]!;
  const accepted = await t.app.inject({
    method: "POST",
    url: `/api/partner-invitations/${token}/accept`,
    payload: { firstName: "Noor", lastName: "Partner", password: PASSWORD },
    remoteAddress: newAddress(),
    headers: { origin: ORIGIN },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { offer: offer!, cookie: cookieFrom(accepted, SESSION_COOKIE)! };
}

/**
 * A student with a rejected document (a staff decision in the audit log), a pending one, a verified
 * student e-mail, a card photo, a code and a favourite from the brand's offer, and two sessions.
 */
async function fullStudent(offerId: number) {
  const s = await student(t);
  const upload = () =>
    s.upload({ documentType: "student_id", institution: "Zayed University" }, asPdf(undefined, "id.pdf"));
  expect((await upload()).statusCode).toBe(201);
  const [rejected] = await db()
    .select({ id: verificationDocuments.id })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.userId, s.user.id));
  const reject = await asStaff(
    t,
    staffCookie,
    "POST",
    `/api/admin/verifications/documents/${rejected!.id}/reject`,
    { reason: "unreadable" },
  );
  expect(reject.statusCode, reject.body).toBe(200);
  expect((await upload()).statusCode).toBe(201);

  const schoolEmail = studentEmail("zu.ac.ae");
  await s.submit(schoolEmail);
  expect((await s.verifyOtp(schoolEmail, await codeMailedTo(t, schoolEmail))).statusCode).toBe(200);

  const photo = multipart(
    {},
    { field: "photo", filename: "me.png", contentType: "image/png", bytes: await realImage("png", 300, 400) },
  );
  const put = await t.app.inject({
    method: "PUT",
    url: "/api/card/photo",
    payload: photo.payload,
    remoteAddress: s.remoteAddress,
    headers: { cookie: s.cookie, "content-type": photo.contentType },
  });
  expect(put.statusCode, put.body).toBe(200);
  expect((await s.redeem(offerId)).statusCode).toBe(200);
  expect((await call(s.cookie, "PUT", `/api/favorites/${offerId}`)).statusCode).toBeLessThan(300);
  const phone = cookieFrom(await login(t, s.input.email, PASSWORD), SESSION_COOKIE)!;
  return { ...s, phone, schoolEmail, rejectedId: rejected!.id };
}

describe("POST /api/students/delete-account", () => {
  let owner: Awaited<ReturnType<typeof brandOwner>>;
  let a: Awaited<ReturnType<typeof fullStudent>>;
  let keys: string[];
  let pendingId: string;
  const period = () => `?from=${dubaiDayOf(t.clock.now())}&to=${dubaiDayOf(t.clock.now())}`;
  let resultsBefore: unknown;
  let insightsBefore: unknown;
  const bystanderEmail = `bystander.${Date.now()}@example.ae`;

  beforeAll(async () => {
    owner = await brandOwner(`Deletion Brand ${Date.now() % 100_000}`);
    a = await fullStudent(owner.offer.id);
    const documents = await db()
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.userId, a.user.id));
    pendingId = documents.find((d) => d.status === "pending")!.id;
    const [photo] = await db().select().from(cardPhotos).where(eq(cardPhotos.userId, a.user.id));
    keys = [...documents.map((d) => d.storageKey), photo!.storageKey];
    // Waiting for review before the deletion.
    expect((await asStaff(t, staffCookie, "GET", "/api/admin/verifications")).body).toContain(pendingId);
    // What they wrote to support, signed in and signed out, and a brand's invitation to their address.
    const write = (cookie: string, email: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { firstName: "Layla", lastName: "Haddad", email, message: "Please help me with my code." },
        remoteAddress: newAddress(),
        headers: cookie ? { cookie } : {},
      });
    expect((await write(a.cookie, "layla.other@example.ae")).statusCode).toBe(201);
    expect((await write("", a.input.email.toUpperCase())).statusCode).toBe(201);
    expect((await write("", bystanderEmail)).statusCode).toBe(201);
    const [brand] = await db()
      .select({ slug: brands.slug })
      .from(brands)
      .where(eq(brands.id, owner.offer.brandId));
    const invited = await asStaff(t, staffCookie, "POST", `/api/admin/brands/${brand!.slug}/invitations`, {
      email: a.input.email,
      role: "viewer",
    });
    expect(invited.statusCode, invited.body).toBe(201);
    resultsBefore = (await call(owner.cookie, "GET", "/api/partners/results")).json();
    insightsBefore = (await asStaff(t, staffCookie, "GET", `/api/admin/insights${period()}`)).json();
  });

  it("refuses a wrong password or a wrong confirmation, and changes nothing", async () => {
    const wrongPassword = await deleteAs(a.cookie, {
      currentPassword: "not-it-2026",
      confirmation: a.input.email,
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().code).toBe("WRONG_PASSWORD");
    const wrongEmail = await deleteAs(a.cookie, {
      currentPassword: PASSWORD,
      confirmation: "someone@else.test",
    });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json()).toMatchObject({
      code: "CONFIRMATION_MISMATCH",
      issues: [{ path: "confirmation", message: "This is not your account's e-mail address." }],
    });
    const [row] = await db().select().from(users).where(eq(users.id, a.user.id));
    expect(row).toMatchObject({ email: a.input.email, deletedAt: null, firstName: a.input.firstName });
    expect((await currentUser(t, a.phone)).statusCode).toBe(200);
    for (const key of keys) expect(await t.storage.private.get(key)).not.toBeNull();
  });

  describe("once deleted", () => {
    let number: number;
    beforeAll(async () => {
      // The typed e-mail is compared as the login e-mail is: case and spaces do not matter.
      const answer = await deleteAs(a.cookie, {
        currentPassword: PASSWORD,
        confirmation: ` ${a.input.email.toUpperCase()} `,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().message).toBe("Your account has been deleted.");
      const [row] = await db().select().from(users).where(eq(users.id, a.user.id));
      number = row!.deletedNumber!;
    });

    it("ends every session and sign-in is impossible", async () => {
      expect((await currentUser(t, a.cookie)).statusCode).toBe(401);
      expect((await currentUser(t, a.phone)).statusCode).toBe(401);
      expect(await db().select().from(sessions).where(eq(sessions.userId, a.user.id))).toEqual([]);
      expect((await login(t, a.input.email, PASSWORD)).statusCode).toBe(401);
      expect((await login(t, `deleted-${number}@deleted.invalid`, PASSWORD)).statusCode).toBe(401);
    });

    it("erases the person and keeps a numbered tombstone", async () => {
      const [row] = await db().select().from(users).where(eq(users.id, a.user.id));
      expect(row).toMatchObject({
        email: `deleted-${number}@deleted.invalid`,
        firstName: "",
        lastName: "",
        phone: null,
        emailMarketing: false,
      });
      expect(row!.deletedAt).not.toBeNull();
      expect(JSON.stringify(row)).not.toContain(a.input.email);
      expect(await db().select().from(consentEvents).where(eq(consentEvents.userId, a.user.id))).toEqual([]);
      expect(await db().select().from(cardPhotos).where(eq(cardPhotos.userId, a.user.id))).toEqual([]);
      const documents = await db()
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.userId, a.user.id));
      expect(documents.map((d) => [d.institution, d.originalName])).toEqual([
        ["", null],
        ["", null],
      ]);
    });

    it("erases what they wrote to support and brands' invitations to their address, and no one else's", async () => {
      const messages = await db().select().from(contactMessages);
      expect(messages.filter((m) => m.userId === a.user.id)).toEqual([]);
      expect(messages.filter((m) => m.email.toLowerCase() === a.input.email)).toEqual([]);
      expect(messages.filter((m) => m.email === bystanderEmail)).toHaveLength(1);
      expect(
        await db().select().from(brandInvitations).where(eq(brandInvitations.email, a.input.email)),
      ).toEqual([]);
      const [brand] = await db()
        .select({ slug: brands.slug })
        .from(brands)
        .where(eq(brands.id, owner.offer.brandId));
      const listed = await asStaff(t, staffCookie, "GET", `/api/admin/brands/${brand!.slug}/members`);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.body).not.toContain(a.input.email);
    });

    it("removes the files from storage", async () => {
      for (const key of keys) expect(await t.storage.private.get(key)).toBeNull();
      expect(await db().select().from(erasedFiles)).toEqual([]);
    });

    it("takes the pending document out of the staff queue", async () => {
      const queue = await asStaff(t, staffCookie, "GET", "/api/admin/verifications");
      expect(queue.statusCode).toBe(200);
      expect(queue.body).not.toContain(pendingId);
      // Asked for by its id, the file is said to be removed, not missing.
      const file = await asStaff(
        t,
        staffCookie,
        "GET",
        `/api/admin/verifications/documents/${pendingId}/file`,
      );
      expect(file.statusCode).toBe(410);
      expect(file.json().code).toBe("FILE_REMOVED");
      expect(queue.body).not.toContain(a.user.id);
      // Nor can it be decided by its id: there is no one left to verify or to tell.
      const documentUrl = `/api/admin/verifications/documents/${pendingId}`;
      const approve = await asStaff(t, staffCookie, "POST", `${documentUrl}/approve`);
      expect(approve.statusCode, approve.body).toBe(404);
      const reject = await asStaff(t, staffCookie, "POST", `${documentUrl}/reject`, { reason: "unreadable" });
      expect(reject.statusCode, reject.body).toBe(404);
      const [document] = await db()
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.id, pendingId));
      expect(document).toMatchObject({ status: "pending", reviewedBy: null });
    });

    it("leaves brands' results and staff insights unchanged", async () => {
      expect((await call(owner.cookie, "GET", "/api/partners/results")).json()).toEqual(resultsBefore);
      expect((await asStaff(t, staffCookie, "GET", `/api/admin/insights${period()}`)).json()).toEqual(
        insightsBefore,
      );
    });

    it("frees the student e-mail for a new account", async () => {
      expect(
        await db().select().from(studentEmailClaims).where(eq(studentEmailClaims.userId, a.user.id)),
      ).toEqual([]);
      const b = await student(t);
      expect((await b.submit(a.schoolEmail)).statusCode).toBe(200);
      const verified = await b.verifyOtp(a.schoolEmail, await codeMailedTo(t, a.schoolEmail));
      expect(verified.statusCode, verified.body).toBe(200);
    });

    it("mails the confirmation to the address the account had", async () => {
      const mail = (await t.mail()).find((m) => m.to === a.input.email && m.subject.includes("deleted"));
      expect(mail?.subject).toBe("Your StudentPerks account was deleted");
      expect(mail?.html).toContain('href="http://localhost:3000/"');
    });

    it("shows staff decisions' subject as the deleted account's number, and audits the deletion", async () => {
      const decision = await asStaff(
        t,
        staffCookie,
        "GET",
        `/api/admin/audit?entityType=verification_document&entityId=${a.rejectedId}`,
      );
      expect(decision.json().entries[0]).toMatchObject({
        action: "verification.document_reject",
        entityName: `deleted account #${number}`,
      });
      const own = await asStaff(
        t,
        staffCookie,
        "GET",
        `/api/admin/audit?entityType=student&entityId=${a.user.id}`,
      );
      const entry = own.json().entries.find((e: { action: string }) => e.action === "account.delete");
      expect(entry).toMatchObject({
        actorEmail: `deleted-${number}@deleted.invalid`,
        entityName: `deleted account #${number}`,
        before: null,
        after: { deletedNumber: number },
      });
    });
  });
});

describe("a brand's last owner", () => {
  it("is asked to hand the brand over first (409), and nothing changes", async () => {
    const s = await student(t);
    const [offer] = await insertOffers(db(), { brandName: `Owned ${Date.now() % 100_000}` });
    await db().insert(brandMembers).values({ brandId: offer!.brandId, userId: s.user.id, role: "owner" });
    const answer = await deleteAs(s.cookie, { currentPassword: PASSWORD, confirmation: s.input.email });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe("LAST_OWNER");
    expect((await currentUser(t, s.cookie)).statusCode).toBe(200);
  });
});
