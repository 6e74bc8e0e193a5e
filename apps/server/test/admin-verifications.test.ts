// The verification queue as staff use it: pending documents and unrecognised domains, oldest first;
// the stored document shown only to staff and only as an image or PDF; approving and rejecting
// change what the student sees and mail them; adding a domain sends everyone waiting on it a code to
// their student e-mail, and only entering it verifies them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studentEmailClaims, verificationDocuments } from "#server/db/schema.ts";
import { currentUser, register } from "./helpers/accounts.ts";
import {
  auditOf,
  documentIdOf,
  mailTo,
  queue,
  studentOnUnknownDomain,
  studentWithDocument,
  type Student,
} from "./helpers/admin-verifications.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { JPEG, PDF, PNG } from "./helpers/sample-files.ts";
import { asStaff, staff } from "./helpers/staff.ts";
import { codeMailedTo, student, studentEmail, withInstitutions } from "./helpers/verification.ts";

let t: TestApp;
let cookie: string;
let staffEmail: string;
beforeAll(async () => {
  t = await buildTestApp();
  await withInstitutions(t);
  ({ cookie, email: staffEmail } = await staff(t));
});
afterAll(() => t.close());

const post = (url: string, payload: unknown = {}) => asStaff(t, cookie, "POST", url, payload);
const verificationOf = async (s: Student) => (await s.status()).json().verification;

describe("the queue", () => {
  it("lists pending documents and unrecognised domains oldest first, with who and what", async () => {
    const first = await studentWithDocument(t, asImage(JPEG, "front.jpg"), "Gulf Aviation Academy");
    const second = await studentWithDocument(t);
    const domain = `queue-${Date.now()}.example`;
    const older = await studentOnUnknownDomain(t, studentEmail(domain));
    const newer = await studentOnUnknownDomain(t, studentEmail(domain));

    const { documents, domainRequests } = await queue(t, cookie);
    const mine = documents.items.filter((d) => [first.user.id, second.user.id].includes(d.userId));
    expect(mine.map((d) => d.userId)).toEqual([first.user.id, second.user.id]);
    expect(mine[0]).toEqual({
      id: expect.any(String),
      userId: first.user.id,
      studentName: `${first.input.firstName} ${first.input.lastName}`,
      accountEmail: first.input.email,
      institution: "Gulf Aviation Academy",
      documentType: "student_id",
      originalName: "front.jpg",
      contentType: "image/jpeg",
      sizeBytes: JPEG.length,
      submittedAt: expect.any(String),
      studentStatus: "pending",
    });
    expect(documents.total).toBeGreaterThanOrEqual(2);
    const waiting = domainRequests.items.filter((r) => r.domain === domain);
    expect(waiting.map((r) => r.userId)).toEqual([older.user.id, newer.user.id]);
    expect(waiting[0]).toMatchObject({
      studentName: `${older.input.firstName} ${older.input.lastName}`,
      accountEmail: older.input.email,
      studentEmail: expect.stringMatching(new RegExp(`@${domain}$`)),
      waitingOnDomain: 2,
    });
  });
});

describe("the document's file", () => {
  it("serves a PDF inline to staff with a safe type, name and policy", async () => {
    const s = await studentWithDocument(t);
    const id = await documentIdOf(t, cookie, s);
    const answer = await asStaff(t, cookie, "GET", `/api/admin/verifications/documents/${id}/file`);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload).toEqual(PDF);
    expect(answer.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="document-${id}.pdf"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "x-frame-options": "SAMEORIGIN",
    });
    const csp = String(answer.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it("serves an image sandboxed, whatever the student named it", async () => {
    const s = await studentWithDocument(t, asImage(PNG, 'evil"name.pdf'));
    const id = await documentIdOf(t, cookie, s);
    const answer = await asStaff(t, cookie, "GET", `/api/admin/verifications/documents/${id}/file`);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload).toEqual(PNG);
    expect(answer.headers["content-type"]).toBe("image/png");
    expect(answer.headers["content-disposition"]).toBe(`inline; filename="document-${id}.png"`);
    expect(answer.headers["content-security-policy"]).toMatch(/default-src 'none'.*; sandbox$/);
  });

  it("is refused to the student who uploaded it and to visitors", async () => {
    const s = await studentWithDocument(t);
    const url = `/api/admin/verifications/documents/${await documentIdOf(t, cookie, s)}/file`;
    const asOwner = await asStaff(t, s.cookie, "GET", url);
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.rawPayload).not.toEqual(PDF);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });

  it("answers 404 for an unknown document or a missing file, and never serves another type", async () => {
    const unknown = "00000000-0000-4000-8000-000000000009";
    expect(
      (await asStaff(t, cookie, "GET", `/api/admin/verifications/documents/${unknown}/file`)).statusCode,
    ).toBe(404);

    const s = await studentWithDocument(t);
    const id = await documentIdOf(t, cookie, s);
    const [row] = await t.database.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.id, id));
    await t.database.db
      .update(verificationDocuments)
      .set({ contentType: "text/html" })
      .where(eq(verificationDocuments.id, id));
    const html = await asStaff(t, cookie, "GET", `/api/admin/verifications/documents/${id}/file`);
    expect(html.statusCode).toBe(415);
    expect(html.headers["content-type"]).toMatch(/^application\/json/);

    await t.database.db
      .update(verificationDocuments)
      .set({ contentType: "application/pdf" })
      .where(eq(verificationDocuments.id, id));
    await t.storage.private.delete(row!.storageKey);
    const missing = await asStaff(t, cookie, "GET", `/api/admin/verifications/documents/${id}/file`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("The document's file is missing from storage.");
  });
});

describe("approving a document", () => {
  it("verifies the student for 12 months, mails them, leaves the queue and is audited", async () => {
    const s = await studentWithDocument(t, asPdf(), "Falcon Institute");
    const id = await documentIdOf(t, cookie, s);
    const answer = await post(`/api/admin/verifications/documents/${id}/approve`);
    expect(answer.statusCode).toBe(200);

    const now = t.clock.now();
    const expires = new Date(now);
    expires.setUTCMonth(expires.getUTCMonth() + 12);
    expect(await verificationOf(s)).toEqual({
      status: "active",
      stage: "verified",
      studentEmail: null,
      institution: "Falcon Institute",
      verifiedAt: now.toISOString(),
      expiresAt: expires.toISOString(),
    });
    expect((await s.me()).json().user.verification).toMatchObject({
      status: "active",
      verifiedAt: now.toISOString(),
    });
    const [mail] = await mailTo(t, s.input.email);
    expect(mail!.subject).toBe("You are verified on StudentPerks");
    expect(mail!.text).toContain("Falcon Institute");
    expect((await queue(t, cookie)).documents.items.map((d) => d.id)).not.toContain(id);

    const [entry] = await auditOf(t, cookie, "verification_document", id);
    expect(entry).toMatchObject({
      action: "verification.document_approve",
      actorEmail: staffEmail,
      entityName: `${s.input.firstName} ${s.input.lastName}`,
      before: { status: "pending", studentStatus: "pending" },
      after: { status: "approved", studentStatus: "active", institution: "Falcon Institute" },
    });
  });

  it("answers the same reviewer's Approve again within the minute as the first, doing nothing twice", async () => {
    const s = await studentWithDocument(t);
    const id = await documentIdOf(t, cookie, s);
    const first = await post(`/api/admin/verifications/documents/${id}/approve`);
    t.clock.advance(5_000);
    const double = await post(`/api/admin/verifications/documents/${id}/approve`);
    expect(double.statusCode).toBe(200);
    expect(double.json()).toEqual(first.json());
    expect(
      (await mailTo(t, s.input.email)).filter((m) => m.subject === "You are verified on StudentPerks"),
    ).toHaveLength(1);
    expect(await auditOf(t, cookie, "verification_document", id)).toHaveLength(1);
    // Another reviewer is told it was decided.
    const other = await staff(t);
    const theirs = await asStaff(
      t,
      other.cookie,
      "POST",
      `/api/admin/verifications/documents/${id}/approve`,
      {},
    );
    expect(theirs.statusCode).toBe(409);
  });

  it("answers 409 once the document is decided", async () => {
    const s = await studentWithDocument(t);
    const id = await documentIdOf(t, cookie, s);
    expect((await post(`/api/admin/verifications/documents/${id}/approve`)).statusCode).toBe(200);
    t.clock.advance(61_000);
    const again = await post(`/api/admin/verifications/documents/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This document was already approved.");
    const reject = await post(`/api/admin/verifications/documents/${id}/reject`, { reason: "Blurry" });
    expect(reject.statusCode).toBe(409);
    expect((await verificationOf(s)).status).toBe("active");
  });

  it("answers 409 when the student verified by student e-mail meanwhile; rejecting then closes it quietly", async () => {
    const s = await studentWithDocument(t);
    const id = await documentIdOf(t, cookie, s);
    const email = studentEmail("zu.ac.ae");
    expect((await s.submit(email)).statusCode).toBe(200);
    expect((await s.verifyOtp(email, await codeMailedTo(t, email))).statusCode).toBe(200);
    expect((await queue(t, cookie)).documents.items.find((d) => d.id === id)!.studentStatus).toBe("active");

    const approve = await post(`/api/admin/verifications/documents/${id}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toMatch(
      /is already verified \(until .+\)\. Reject the document to close it/,
    );

    const mailsBefore = (await mailTo(t, s.input.email)).length;
    const reject = await post(`/api/admin/verifications/documents/${id}/reject`, { reason: "Not needed" });
    expect(reject.json()).toEqual({ message: "The document is rejected." });
    expect(await verificationOf(s)).toMatchObject({ status: "active", studentEmail: email });
    expect(await mailTo(t, s.input.email)).toHaveLength(mailsBefore);
  });
});

describe("rejecting a document", () => {
  it("makes the student rejected with the reason, mails it, and is audited", async () => {
    const s = await studentWithDocument(t);
    const id = await documentIdOf(t, cookie, s);
    const reason = "The card expired in 2023. Please upload this year's enrolment letter.";
    const answer = await post(`/api/admin/verifications/documents/${id}/reject`, { reason: `  ${reason} ` });
    expect(answer.statusCode).toBe(200);
    expect(await verificationOf(s)).toMatchObject({
      status: "rejected",
      stage: "rejected",
      rejectionReason: reason,
      verifiedAt: null,
    });
    // The account's own answer (the dashboard reads it) carries the reason too.
    const me = await currentUser(t, s.cookie);
    expect(me.json().user.verification).toMatchObject({ status: "rejected", rejectionReason: reason });
    const [mail] = await mailTo(t, s.input.email);
    expect(mail!.subject).toBe("We could not verify your student status");
    expect(mail!.text).toContain(reason);
    const [entry] = await auditOf(t, cookie, "verification_document", id);
    expect(entry).toMatchObject({
      action: "verification.document_reject",
      after: { status: "rejected", rejectionReason: reason, studentStatus: "rejected" },
    });
    expect((await post(`/api/admin/verifications/documents/${id}/reject`, { reason })).statusCode).toBe(409);
  });

  it("needs a reason", async () => {
    const s = await studentWithDocument(t);
    const id = await documentIdOf(t, cookie, s);
    const answer = await post(`/api/admin/verifications/documents/${id}/reject`, { reason: "  " });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe("Please give a reason.");
    expect((await verificationOf(s)).status).toBe("pending");
  });

  it("leaves the student waiting when a newer document is their current attempt", async () => {
    const s = await studentWithDocument(t);
    const olderId = await documentIdOf(t, cookie, s);
    expect(
      (await s.upload({ documentType: "passport", institution: "Falcon Institute" }, asPdf())).statusCode,
    ).toBe(201);
    const mailsBefore = (await mailTo(t, s.input.email)).length;
    const answer = await post(`/api/admin/verifications/documents/${olderId}/reject`, {
      reason: "Wrong page",
    });
    expect(answer.statusCode).toBe(200);
    expect((await verificationOf(s)).status).toBe("pending");
    expect(await mailTo(t, s.input.email)).toHaveLength(mailsBefore);
  });

  it("keeps a listed reason as its code: the student reads it in their language, in the e-mail and the dashboard", async () => {
    const s = await studentWithDocument(t);
    const arabic = await studentWithDocument(t);
    const toArabic = await t.app.inject({
      method: "PUT",
      url: "/api/auth/locale",
      headers: { cookie: arabic.cookie },
      payload: { locale: "ar" },
      remoteAddress: arabic.remoteAddress,
    });
    expect(toArabic.statusCode).toBe(200);
    const english = "The document names a different institution from the one you gave.";
    const inArabic = "المستند يذكر مؤسسة تعليمية غير التي ذكرتها.";

    for (const who of [s, arabic]) {
      const id = await documentIdOf(t, cookie, who);
      const answer = await post(`/api/admin/verifications/documents/${id}/reject`, {
        reasonCode: "wrong_institution",
      });
      expect(answer.statusCode).toBe(200);
      const [entry] = await auditOf(t, cookie, "verification_document", id);
      expect(entry).toMatchObject({
        after: { status: "rejected", rejectionCode: "wrong_institution", rejectionReason: null },
      });
    }
    // The dashboard reads the code and words it in the page's language.
    expect((await currentUser(t, s.cookie)).json().user.verification).toEqual(
      expect.objectContaining({ status: "rejected", rejectionCode: "wrong_institution" }),
    );
    expect((await currentUser(t, s.cookie)).json().user.verification).not.toHaveProperty("rejectionReason");
    expect(await verificationOf(arabic)).toMatchObject({ rejectionCode: "wrong_institution" });
    const [mail] = await mailTo(t, s.input.email);
    expect(mail!.text).toContain(english);
    const [arabicMail] = await mailTo(t, arabic.input.email);
    expect(arabicMail!.text).toContain(inArabic);
    expect(arabicMail!.text).not.toContain(english);
  });

  it("takes only a listed reason code, and staff's words with other", async () => {
    const s = await studentWithDocument(t);
    const id = await documentIdOf(t, cookie, s);
    const url = `/api/admin/verifications/documents/${id}/reject`;
    const unknown = await post(url, { reasonCode: "looks_fake" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe("INVALID_FIELDS");
    const otherWithoutWords = await post(url, { reasonCode: "other", reason: " " });
    expect(otherWithoutWords.statusCode).toBe(400);
    expect(otherWithoutWords.json().message).toBe("Please give a reason.");
    expect((await verificationOf(s)).status).toBe("pending");

    const reason = "Please upload the back of the card too.";
    expect((await post(url, { reasonCode: "other", reason })).statusCode).toBe(200);
    expect(await verificationOf(s)).toMatchObject({ rejectionReason: reason, rejectionCode: "other" });
    const [mail] = await mailTo(t, s.input.email);
    expect(mail!.text).toContain(reason);
  });

  it("answers 404 for an unknown document", async () => {
    const answer = await post(
      "/api/admin/verifications/documents/00000000-0000-4000-8000-000000000009/approve",
    );
    expect(answer.statusCode).toBe(404);
  });
});

describe("adding a domain", () => {
  const NOT_VERIFIED = "Please verify your student status to redeem offers.";
  const claimOf = async (userId: string) =>
    (await t.database.db.select().from(studentEmailClaims).where(eq(studentEmailClaims.userId, userId)))[0];
  /** The code mailed to `mailbox` that greets `firstName`. */
  const codeFor = async (mailbox: string, firstName: string) => {
    const mail = (await mailTo(t, mailbox)).find((m) => m.text.includes(`Hi ${firstName},`));
    return /\b(\d{6})\b/.exec(mail!.text)![1]!;
  };

  it("sends a code to the student e-mail of everyone waiting on it or a subdomain, verifying no one", async () => {
    const domain = `falcon${Date.now()}.ac.ae`;
    const [onDomainEmail, onSubdomainEmail] = [studentEmail(domain), studentEmail(`students.${domain}`)];
    const onDomain = await studentOnUnknownDomain(t, onDomainEmail);
    const onSubdomain = await studentOnUnknownDomain(t, onSubdomainEmail);
    const elsewhere = await studentOnUnknownDomain(t, studentEmail(`other${Date.now()}.ac.ae`));
    const [offer] = await insertOffers(t.database.db, { code: "FALCON10" });

    const answer = await post("/api/admin/verifications/domains", {
      domain: ` ${domain.toUpperCase()} `,
      institution: { name: "Falcon College of Aviation", emirate: "Dubai" },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      institution: { id: expect.any(Number), name: "Falcon College of Aviation" },
      domain,
      codesSent: 2,
      rejected: 0,
    });

    for (const [s, email] of [
      [onDomain, onDomainEmail],
      [onSubdomain, onSubdomainEmail],
    ] as const) {
      expect(await verificationOf(s)).toEqual({
        status: "pending",
        stage: "code_sent",
        studentEmail: email,
        institution: "Falcon College of Aviation",
        verifiedAt: null,
        expiresAt: null,
      });
      expect(await claimOf(s.user.id)).toBeUndefined();
      const refused = await s.redeem(offer!.id);
      expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
        status: 403,
        message: NOT_VERIFIED,
      });
      // The code goes to the student e-mail, the mailbox that has to be proven, and says how to finish.
      const [mail] = await mailTo(t, email);
      expect(mail!.subject).toMatch(/^\d{6} is your StudentPerks student verification code$/);
      expect(mail!.text).toContain(
        "Falcon College of Aviation is now on our list of recognised institutions",
      );
      expect(mail!.text).toContain("Sign in to StudentPerks and enter this code on the verification page.");
      expect(mail!.text).toContain("Enter your code: http://localhost:3000/otp-verification");
      expect(mail!.html).toContain('<a href="http://localhost:3000/otp-verification"');
      const toAccount = (await mailTo(t, s.input.email)).map((m) => m.subject);
      expect(toAccount).toEqual(["Welcome to StudentPerks"]);
      expect(await auditOf(t, cookie, "student", s.user.id)).toEqual([
        expect.objectContaining({
          action: "verification.domain_code_sent",
          actorEmail: staffEmail,
          before: { status: "unrecognized_domain", studentEmail: email },
          after: {
            status: "pending",
            institution: "Falcon College of Aviation",
            codeSentAt: t.clock.now().toISOString(),
          },
        }),
      ]);
    }
    expect((await verificationOf(elsewhere)).status).toBe("unrecognized_domain");
    const left = (await queue(t, cookie)).domainRequests.items.map((r) => r.userId);
    expect(left).toContain(elsewhere.user.id);
    expect(left).not.toContain(onDomain.user.id);
    const id = answer.json().institution.id;
    expect(await auditOf(t, cookie, "institution", id)).toMatchObject([
      {
        action: "institution.create",
        after: { name: "Falcon College of Aviation", emirate: "Dubai", domains: [domain] },
      },
    ]);

    // Entering the code is what verifies, exactly as on any listed domain.
    const verified = await onDomain.verifyOtp(onDomainEmail, await codeMailedTo(t, onDomainEmail));
    expect(verified.statusCode).toBe(200);
    expect(await verificationOf(onDomain)).toMatchObject({
      status: "active",
      studentEmail: onDomainEmail,
      institution: "Falcon College of Aviation",
    });
    expect(await claimOf(onDomain.user.id)).toMatchObject({ studentEmail: onDomainEmail });
    expect((await onDomain.redeem(offer!.id)).json()).toEqual({ code: "FALCON10", nextEligibleAt: null });
    expect((await verificationOf(onSubdomain)).status).toBe("pending");

    // A student who asks with the new domain now gets a code, as for any listed domain.
    expect((await (await student(t)).submit(studentEmail(domain))).statusCode).toBe(200);
  });

  it("sends two accounts waiting on one student e-mail a code each to it; the mailbox owner's wins", async () => {
    const domain = `oryx${Date.now()}.ac.ae`;
    const shared = studentEmail(domain);
    // The first to ask is not the owner: typing an address proves nothing.
    const impostor = await studentOnUnknownDomain(t, shared, { firstName: "Imran" });
    const owner = await studentOnUnknownDomain(t, shared, { firstName: "Mariam" });

    const answer = await post("/api/admin/verifications/domains", {
      domain,
      institution: { name: `Oryx Institute ${Date.now()}` },
    });
    expect(answer.json()).toMatchObject({ codesSent: 2, rejected: 0 });
    expect(await mailTo(t, shared)).toHaveLength(2);
    for (const s of [impostor, owner]) {
      expect((await verificationOf(s)).status).toBe("pending");
      expect(await claimOf(s.user.id)).toBeUndefined();
    }

    // The owner reads both codes in their mailbox and enters the one for their account.
    expect((await owner.verifyOtp(shared, await codeFor(shared, "Mariam"))).statusCode).toBe(200);
    expect((await verificationOf(owner)).status).toBe("active");
    expect(await claimOf(owner.user.id)).toMatchObject({ studentEmail: shared });

    const late = await impostor.verifyOtp(shared, await codeFor(shared, "Imran"));
    expect({ status: late.statusCode, message: late.json().message }).toEqual({
      status: 409,
      message: "This student email is already linked to another StudentPerks account.",
    });
    expect((await verificationOf(impostor)).status).toBe("pending");
    expect(await claimOf(impostor.user.id)).toBeUndefined();
    expect((await impostor.submit(shared)).statusCode).toBe(409);
  });

  it("refuses a waiting student whose student e-mail another account has verified", async () => {
    const domain = `sidr${Date.now()}.ac.ae`;
    const email = studentEmail(domain);
    const waiting = await studentOnUnknownDomain(t, email);
    // Verified by another account while this request waited (say before the domain left the list).
    const other = await register(t);
    await t.database.db
      .insert(studentEmailClaims)
      .values({ studentEmail: email, userId: other.user.id, verifiedAt: t.clock.now() });

    const answer = await post("/api/admin/verifications/domains", {
      domain,
      institution: { name: `Sidr College ${Date.now()}` },
    });
    expect(answer.json()).toMatchObject({ codesSent: 0, rejected: 1 });
    const refused = "This student email is already linked to another StudentPerks account.";
    expect(await verificationOf(waiting)).toMatchObject({ status: "rejected", rejectionReason: refused });
    expect((await mailTo(t, waiting.input.email))[0]!.text).toContain(refused);
    expect(await mailTo(t, email)).toEqual([]);
    expect(await auditOf(t, cookie, "student", waiting.user.id)).toMatchObject([
      {
        action: "verification.domain_reject",
        before: { status: "unrecognized_domain", studentEmail: email },
        after: { status: "rejected", rejectionReason: refused },
      },
    ]);
  });

  it("joins an existing institution", async () => {
    const domain = `zu-alumni${Date.now()}.ae`;
    const email = studentEmail(domain);
    const s = await studentOnUnknownDomain(t, email);
    const institutions = (await asStaff(t, cookie, "GET", "/api/admin/institutions")).json().institutions;
    const zayed = institutions.find((i: { name: string }) => i.name === "Zayed University");
    const answer = await post("/api/admin/verifications/domains", { domain, institutionId: zayed.id });
    expect(answer.json()).toEqual({
      institution: { id: zayed.id, name: "Zayed University" },
      domain,
      codesSent: 1,
      rejected: 0,
    });
    expect(await verificationOf(s)).toMatchObject({ status: "pending", institution: "Zayed University" });
    expect((await s.verifyOtp(email, await codeMailedTo(t, email))).statusCode).toBe(200);
    expect(await verificationOf(s)).toMatchObject({ status: "active", institution: "Zayed University" });
  });

  it("refuses a domain an institution has (naming it), free webmail, shared suffixes and non-domains", async () => {
    const taken = await post("/api/admin/verifications/domains", {
      domain: "zu.ac.ae",
      institution: { name: "Someone Else" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("zu.ac.ae already belongs to Zayed University.");
    const institutions = (await asStaff(t, cookie, "GET", "/api/admin/institutions")).json().institutions;
    expect(institutions.map((i: { name: string }) => i.name)).not.toContain("Someone Else");

    for (const [domain, message] of [
      [
        "gmail.com",
        "gmail.com is a free e-mail service anyone can sign up to; it cannot prove student status.",
      ],
      ["ac.ae", "ac.ae is shared by many organisations; add the institution's own domain."],
      ["student@uni.ac.ae", "Please enter a domain such as university.ac.ae (no @, no https://)."],
      ["https://uni.ac.ae", "Please enter a domain such as university.ac.ae (no @, no https://)."],
    ]) {
      const answer = await post("/api/admin/verifications/domains", {
        domain,
        institution: { name: "Nope" },
      });
      expect({ domain, status: answer.statusCode, message: answer.json().message }).toEqual({
        domain,
        status: 400,
        message,
      });
    }
  });
});

describe("rejecting a domain request", () => {
  it("makes the student rejected with the reason, mails it, audits, and answers 409 after", async () => {
    const s = await studentOnUnknownDomain(t, studentEmail(`dubious${Date.now()}.example`));
    const reason = "This is a company domain, not a school's.";
    const url = `/api/admin/verifications/domain-requests/${s.user.id}/reject`;
    expect((await post(url, { reason })).statusCode).toBe(200);
    expect(await verificationOf(s)).toMatchObject({ status: "rejected", rejectionReason: reason });
    expect((await mailTo(t, s.input.email))[0]!.text).toContain(reason);
    expect(await auditOf(t, cookie, "student", s.user.id)).toMatchObject([
      { action: "verification.domain_reject", after: { status: "rejected", rejectionReason: reason } },
    ]);
    expect((await post(url, { reason })).statusCode).toBe(409);
  });

  it("answers 404 for someone who never asked", async () => {
    const { user } = await register(t);
    const answer = await post(`/api/admin/verifications/domain-requests/${user.id}/reject`, { reason: "x" });
    expect(answer.statusCode).toBe(404);
  });
});

function asImage(bytes: Buffer, filename: string) {
  return { filename, contentType: "image/jpeg", bytes };
}
function asPdf() {
  return { filename: "id.pdf", contentType: "application/pdf", bytes: PDF };
}
