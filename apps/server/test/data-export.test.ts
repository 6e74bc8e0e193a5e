// POST /api/students/export (issue 38): after the password, a ZIP of exactly this student's data
// (studentperks-data.json) and their own files, byte for byte; nobody else's data and no secrets.
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataExportSchema, type DataExport } from "@studentperks/contracts/data-export";
import {
  auditLog,
  brandMembers,
  brands,
  cardPhotos,
  sessions,
  studentProfiles,
  users,
  verificationDocuments,
} from "#server/db/schema.ts";
import { verificationExpiry } from "@studentperks/contracts/verification-status";
import { sha256 } from "#server/lib/hashing.ts";
import { unzip } from "./helpers/zip.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { cookieFrom, newAddress, PASSWORD, SESSION_COOKIE } from "./helpers/accounts.ts";
import { realImage } from "./helpers/merchants.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { asPdf, JPEG, readAll } from "./helpers/sample-files.ts";
import { multipart, student, withInstitutions } from "./helpers/verification.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await withInstitutions(t);
});
afterAll(() => t.close());

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

const exportAs = (cookie: string | null, currentPassword: unknown = PASSWORD, remoteAddress = newAddress()) =>
  t.app.inject({
    method: "POST",
    url: "/api/students/export",
    payload: { currentPassword },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

const storedBytes = async (key: string) => readAll((await t.storage.private.get(key))!.body);

/**
 * A student with something of everything: two documents (uploaded before verifying), then verified,
 * a card photo, a code, a favourite, a partner membership, and a session from an Android phone.
 */
async function fullStudent(tag: string) {
  const s = await student(t, { firstName: `Student ${tag}` });
  const db = t.database.db;
  expect(
    (
      await s.upload(
        { documentType: "student_id", institution: "Zayed University" },
        asPdf(undefined, `${tag}-id.pdf`),
      )
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await s.upload(
        { documentType: "enrollment_letter", institution: "Zayed University" },
        { filename: `${tag}-letter.jpg`, contentType: "image/jpeg", bytes: JPEG },
      )
    ).statusCode,
  ).toBe(201);
  const verifiedAt = new Date(t.clock.now().getTime() - 86_400_000);
  await db
    .update(studentProfiles)
    .set({
      status: "active",
      studentEmail: `${tag}.${s.user.id.slice(0, 8)}@zu.ac.ae`,
      institution: "Zayed University",
      verifiedAt,
      expiresAt: verificationExpiry(verifiedAt),
    })
    .where(eq(studentProfiles.userId, s.user.id));

  // Signed in again from a phone: the export names that session's device.
  const phone = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: s.input.email, password: PASSWORD },
    remoteAddress: s.remoteAddress,
    headers: { "user-agent": ANDROID_CHROME },
  });
  const cookie = cookieFrom(phone, SESSION_COOKIE)!;
  const call = (method: "PUT" | "POST", url: string, body?: { payload: Buffer; contentType: string }) =>
    t.app.inject({
      method,
      url,
      remoteAddress: s.remoteAddress,
      ...(body ? { payload: body.payload } : {}),
      headers: { cookie, ...(body ? { "content-type": body.contentType } : {}) },
    });
  const photo = multipart(
    {},
    { field: "photo", filename: "me.png", contentType: "image/png", bytes: await realImage("png", 300, 400) },
  );
  expect((await call("PUT", "/api/card/photo", photo)).statusCode).toBe(200);

  const [offer] = await insertOffers(db, {
    title: `Offer for ${tag}`,
    brandName: `Brand ${tag}`,
    code: `CODE-${tag}`,
  });
  expect((await call("POST", `/api/offers/${offer!.id}/redeem`)).statusCode).toBe(200);
  expect((await call("PUT", `/api/favorites/${offer!.id}`)).statusCode).toBeLessThan(300);
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.name, `Brand ${tag}`));
  await db.insert(brandMembers).values({ brandId: brand!.id, userId: s.user.id, role: "owner" });
  return { ...s, cookie, offer: offer! };
}

let a: Awaited<ReturnType<typeof fullStudent>>;
let b: Awaited<ReturnType<typeof fullStudent>>;
let answer: LightMyRequestResponse;
let files: Map<string, Buffer>;
let data: DataExport;

describe("POST /api/students/export", () => {
  beforeAll(async () => {
    a = await fullStudent("alpha");
    b = await fullStudent("bravo");
    answer = await exportAs(a.cookie);
    files = await unzip(answer.rawPayload);
    data = dataExportSchema.parse(JSON.parse(files.get("studentperks-data.json")!.toString("utf8")));
  });

  it("answers a ZIP to save, never cached", () => {
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/zip");
    const day = t.clock.now().toISOString().slice(0, 10);
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="studentperks-data-${day}.zip"`);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("holds the JSON and the student's own files, byte for byte, and nothing else", async () => {
    expect([...files.keys()].sort()).toEqual([
      "documents/1-student_id.pdf",
      "documents/2-enrollment_letter.jpg",
      "photo/card-photo.webp",
      "studentperks-data.json",
    ]);
    const documents = await t.database.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.userId, a.user.id))
      .orderBy(verificationDocuments.createdAt);
    expect(files.get("documents/1-student_id.pdf")).toEqual(await storedBytes(documents[0]!.storageKey));
    expect(files.get("documents/2-enrollment_letter.jpg")).toEqual(
      await storedBytes(documents[1]!.storageKey),
    );
    const [photo] = await t.database.db.select().from(cardPhotos).where(eq(cardPhotos.userId, a.user.id));
    expect(files.get("photo/card-photo.webp")).toEqual(await storedBytes(photo!.storageKey));
  });

  it("says exactly what is kept about the student", () => {
    expect(data.profile).toMatchObject({
      firstName: "Student alpha",
      lastName: a.input.lastName,
      email: a.input.email,
      phone: a.input.phone,
      locale: "en",
      role: "student",
    });
    // The sign-up form's two answers are the first choices on record.
    expect(data.consents).toEqual({
      current: { email: true, whatsapp: false },
      history: [
        { channel: "email", given: true, source: "sign_up", at: expect.any(String) },
        { channel: "whatsapp", given: false, source: "sign_up", at: expect.any(String) },
      ],
    });
    expect(data.verification.current).toMatchObject({
      status: "active",
      institution: "Zayed University",
      studentEmail: expect.stringMatching(/^alpha\./),
    });
    expect(data.verification.documents).toEqual([
      expect.objectContaining({
        file: "documents/1-student_id.pdf",
        originalName: "alpha-id.pdf",
        documentType: "student_id",
        contentType: "application/pdf",
        status: "pending",
        sizeBytes: files.get("documents/1-student_id.pdf")!.length,
      }),
      expect.objectContaining({
        file: "documents/2-enrollment_letter.jpg",
        originalName: "alpha-letter.jpg",
        documentType: "enrollment_letter",
        contentType: "image/jpeg",
      }),
    ]);
    expect(data.cardPhoto).toMatchObject({ file: "photo/card-photo.webp", status: "pending" });
    expect(data.codes).toEqual([
      {
        offerTitle: "Offer for alpha",
        brand: "Brand alpha",
        code: "CODE-alpha",
        receivedAt: expect.any(String),
      },
    ]);
    expect(data.favourites).toEqual([
      { offerTitle: "Offer for alpha", brand: "Brand alpha", savedAt: expect.any(String) },
    ]);
    expect(data.partnerMemberships).toEqual([
      { brand: "Brand alpha", role: "owner", since: expect.any(String) },
    ]);
    // The sign-up browser (no agent) and the phone, which made the export.
    expect(data.sessions).toEqual([
      expect.objectContaining({ device: null, current: false }),
      expect.objectContaining({ device: "Chrome on Android", current: true }),
    ]);
  });

  it("leaks nothing of another student and no secret", async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.id, a.user.id));
    const tokenHashes = await t.database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, a.user.id));
    const keys = await t.database.db
      .select({ key: verificationDocuments.storageKey })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.userId, a.user.id));
    const token = a.cookie.split("=")[1]!;
    const forbidden = [
      user!.passwordHash,
      PASSWORD,
      token,
      sha256(token),
      ...tokenHashes.map((row) => row.tokenHash),
      ...keys.map((row) => row.key),
      a.user.id,
      b.input.email,
      b.user.id,
      "Student bravo",
      "CODE-bravo",
      "Brand bravo",
      "bravo-id.pdf",
    ];
    // The archive as sent (names, headers, the stored files) and every entry as read back.
    const everything = [answer.rawPayload, ...files.values()]
      .map((bytes) => bytes.toString("latin1"))
      .join("\n");
    const json = files.get("studentperks-data.json")!.toString("utf8");
    for (const secret of forbidden) {
      expect(everything, secret).not.toContain(secret);
      expect(json, secret).not.toContain(secret);
    }
  });

  it("is written in the audit log", async () => {
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "account.export"), eq(auditLog.entityId, a.user.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: a.user.id,
      actorEmail: a.input.email,
      entityType: "student",
    });
  });

  it("leaves out a file gone from storage, and says so", async () => {
    const [document] = await t.database.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.userId, b.user.id))
      .orderBy(verificationDocuments.createdAt);
    await t.storage.private.delete(document!.storageKey);
    const zip = await unzip((await exportAs(b.cookie)).rawPayload);
    expect([...zip.keys()].sort()).toEqual([
      "documents/2-enrollment_letter.jpg",
      "photo/card-photo.webp",
      "studentperks-data.json",
    ]);
    const bData = dataExportSchema.parse(JSON.parse(zip.get("studentperks-data.json")!.toString("utf8")));
    expect(bData.verification.documents.map((d) => d.file)).toEqual([
      null,
      "documents/2-enrollment_letter.jpg",
    ]);
    expect(bData.profile.email).toBe(b.input.email);
  });
});

describe("who may export", () => {
  it("answers 401 signed out", async () => {
    const response = await exportAs(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "SIGNED_OUT" });
  });

  it("refuses a wrong password with the server's message, and no ZIP", async () => {
    const s = await student(t);
    const response = await exportAs(s.cookie, "Not-the-password-1");
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["content-disposition"]).toBeUndefined();
    expect(response.json()).toEqual({
      message: "Your current password is incorrect.",
      code: "WRONG_PASSWORD",
    });
    const missing = await exportAs(s.cookie, "");
    expect(missing.statusCode).toBe(400);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, s.user.id));
    expect(audited).toEqual([]);
  });

  it("allows 3 exports an hour per account; a mistyped password costs none", async () => {
    const s = await student(t);
    expect((await exportAs(s.cookie, "Not-the-password-1")).statusCode).toBe(400);
    for (let i = 0; i < 3; i += 1) expect((await exportAs(s.cookie)).statusCode).toBe(200);
    // From another address too: the limit is the account's.
    const fourth = await exportAs(s.cookie);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
    expect(fourth.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("stops password guessing after 10 tries in 15 minutes", async () => {
    const s = await student(t);
    for (let i = 0; i < 10; i += 1)
      expect((await exportAs(s.cookie, `Wrong-${i}-password`)).statusCode).toBe(400);
    expect((await exportAs(s.cookie)).statusCode).toBe(429);
  });
});
