// Verification by document (POST /api/students/verify-document): students only; a JPEG, PNG, WebP or
// PDF up to 5 MB, its type decided by content whatever its name says; the file is kept in private
// storage and recorded for staff, the student is pending and gets a receipt; anything refused leaves
// nothing stored; a verified student cannot upload; no public URL ever serves a stored document.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { eq } from "drizzle-orm";
import { imageMessages } from "@studentperks/contracts/images";
import { DOCUMENT_MAX_BYTES } from "@studentperks/contracts/verification";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, verificationDocuments } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { blankPng } from "./helpers/merchants.ts";
import { asPdf, filesUnder, pdfOfSize, readAll } from "./helpers/sample-files.ts";
import { EXE, ELF, GIF, HTML, JPEG, PDF, PNG, WEBP } from "./helpers/sample-files.ts";
import { codeMailedTo, multipart, student, studentEmail, withInstitutions } from "./helpers/verification.ts";

const RECEIVED =
  "Your document has been submitted for manual verification. We will review it within 12-24 hours and confirm by email.";
const BAD_TYPE = "Please upload a JPEG, PNG, WebP image, or PDF.";
const FIELDS = { documentType: "student_id", institution: "Zayed University" };
type Student = Awaited<ReturnType<typeof student>>;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await withInstitutions(t);
});
afterAll(() => t.close());

const privateFiles = () => filesUnder(join(t.dataDir, "uploads/private"));
const documentsOf = (s: Student, app: TestApp = t) =>
  app.database.db.select().from(verificationDocuments).where(eq(verificationDocuments.userId, s.user.id));
async function stored(key: string, app: TestApp = t): Promise<Buffer | null> {
  const file = await app.storage.private.get(key);
  return file && readAll(file.body);
}

/** Runs `upload` and checks that it left no file, no document row and no verification change. */
async function expectNothingKept(s: Student, upload: () => ReturnType<Student["upload"]>) {
  const filesBefore = privateFiles();
  const statusBefore = (await s.status()).json();
  const answer = await upload();
  expect(privateFiles()).toEqual(filesBefore);
  expect(await documentsOf(s)).toEqual([]);
  expect((await s.status()).json()).toEqual(statusBefore);
  return answer;
}

describe("who may upload", () => {
  it("answers 401 to visitors and 403 to accounts that are not students", async () => {
    const body = multipart(FIELDS, asPdf());
    const filesBefore = privateFiles();
    const visitor = await t.app.inject({
      method: "POST",
      url: "/api/students/verify-document",
      payload: body.payload,
      headers: { "content-type": body.contentType },
    });
    expect(visitor.statusCode).toBe(401);
    expect(privateFiles()).toEqual(filesBefore);
    const staff = await student(t);
    await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, staff.user.id));
    const answer = await expectNothingKept(staff, () => staff.upload(FIELDS, asPdf()));
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe("Only student accounts can do this.");
  });
});

describe("accepted documents", () => {
  it.each([
    ["a JPEG", JPEG, "id.jpg", "image/jpeg"],
    ["a PNG", PNG, "id.png", "image/png"],
    ["a WebP", WEBP, "id.webp", "image/webp"],
    ["a PDF", PDF, "letter.pdf", "application/pdf"],
  ])("accepts %s, keeps it privately and makes the student pending", async (_, bytes, filename, type) => {
    const s = await student(t);
    const fields = { documentType: "enrollment_letter", institution: "Khalifa University" };
    const answer = await s.upload(fields, { filename, contentType: type, bytes });
    expect(answer.statusCode).toBe(201);
    const verification = {
      status: "pending",
      stage: "document_review",
      studentEmail: null,
      institution: "Khalifa University",
      verifiedAt: null,
      expiresAt: null,
    };
    expect(answer.json()).toEqual({ message: RECEIVED, verification });
    expect((await s.status()).json()).toEqual({ verification });
    expect((await s.me()).json().user.verification.status).toBe("pending");

    const [row, ...more] = await documentsOf(s);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ ...fields, contentType: type, sizeBytes: bytes.length, status: "pending" });
    expect(row!.storageKey).toMatch(/^documents\/[\w-]+\.\w+$/);
    expect(await stored(row!.storageKey)).toEqual(bytes);
    expect(readFileSync(join(t.dataDir, "uploads/private", row!.storageKey))).toEqual(bytes);
  });

  it("decides the type from content, not from the file name or declared type", async () => {
    const s = await student(t);
    const answer = await s.upload(FIELDS, asPdf(PNG, "scan.pdf"));
    expect(answer.statusCode).toBe(201);
    const [row] = await documentsOf(s);
    expect(row!.contentType).toBe("image/png");
    expect(row!.storageKey).toMatch(/\.png$/);
    expect(await stored(row!.storageKey)).toEqual(PNG);
  });

  it("mails a receipt to the account's own e-mail", async () => {
    const s = await student(t);
    expect(
      (await s.upload(FIELDS, { filename: "id.jpg", contentType: "image/jpeg", bytes: JPEG })).statusCode,
    ).toBe(201);
    const [newest, ...older] = (await t.mail()).filter((m) => m.to === s.input.email);
    expect(newest!.subject).toBe("We received your StudentPerks verification document");
    expect(older.map((m) => m.subject)).toEqual(["Welcome to StudentPerks"]);
  });
});

describe("refused files", () => {
  it.each([
    ["a Linux executable named .pdf", ELF, "transcript.pdf", "application/pdf"],
    ["a Windows executable named .pdf", EXE, "id.pdf", "application/pdf"],
    ["an HTML page named .pdf", HTML, "letter.pdf", "application/pdf"],
    ["a GIF", GIF, "photo.gif", "image/gif"],
  ])("refuses %s with 415 and keeps nothing", async (_, bytes, filename, contentType) => {
    const s = await student(t);
    const answer = await expectNothingKept(s, () => s.upload(FIELDS, { filename, contentType, bytes }));
    expect(answer.statusCode).toBe(415);
    expect(answer.json().message).toBe(BAD_TYPE);
  });

  it("accepts a file of exactly 5 MB and refuses one byte more with 413, keeping nothing", async () => {
    const s = await student(t);
    const largest = pdfOfSize(DOCUMENT_MAX_BYTES);
    const tooLarge = pdfOfSize(DOCUMENT_MAX_BYTES + 1);
    const refused = await expectNothingKept(s, () => s.upload(FIELDS, asPdf(tooLarge)));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe("Please upload a file smaller than 5MB.");

    const accepted = await s.upload(FIELDS, asPdf(largest));
    expect(accepted.statusCode).toBe(201);
    const [row] = await documentsOf(s);
    expect(row!.sizeBytes).toBe(DOCUMENT_MAX_BYTES);
    // Buffer.equals: a deep toEqual over 5 MB is very slow.
    expect((await stored(row!.storageKey))?.equals(largest)).toBe(true);
  });

  // Staff open documents in a browser: a photo's header must declare a size one can show. The
  // 1 x 50,000,000 PNG is 97 KB on the wire.
  it(
    "refuses a photo over 8192 px on a side or 50 megapixels with 400, keeping nothing",
    { timeout: 20_000 },
    async () => {
      const s = await student(t);
      for (const [width, height] of [
        [1, 50_000_000],
        [9_000, 1],
        [8_000, 8_000],
      ] as const) {
        const photo = { filename: "id.png", contentType: "image/png", bytes: blankPng(width, height) };
        const answer = await expectNothingKept(s, () => s.upload(FIELDS, photo));
        expect(answer.statusCode, `${width} x ${height}`).toBe(400);
        expect(answer.json()).toEqual({ message: imageMessages.documentTooLarge, code: "IMAGE_TOO_LARGE" });
      }
      // A 48-megapixel phone photo is fine.
      const photo = { filename: "id.png", contentType: "image/png", bytes: blankPng(8_000, 6_000) };
      expect((await s.upload(FIELDS, photo)).statusCode).toBe(201);
    },
  );

  it("answers 400 with the form's messages when a piece is missing, keeping nothing", async () => {
    const s = await student(t);
    const pdf = asPdf();
    for (const [fields, file, message] of [
      [FIELDS, undefined, "No file selected"],
      [{ institution: "Zayed University" }, pdf, "Please select a document type"],
      [{ ...FIELDS, documentType: "library_card" }, pdf, "Please select a document type"],
      [{ ...FIELDS, institution: "" }, pdf, "Please enter your institution name"],
      [{ ...FIELDS, institution: "   " }, pdf, "Please enter your institution name"],
    ] as const) {
      const answer = await expectNothingKept(s, () => s.upload(fields, file));
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().message).toBe(message);
    }
  });

  it("answers 415 to a request that is not multipart", async () => {
    const s = await student(t);
    const answer = await expectNothingKept(s, () =>
      t.app.inject({
        method: "POST",
        url: "/api/students/verify-document",
        payload: { ...FIELDS, document: PDF.toString("base64") },
        remoteAddress: s.remoteAddress,
        headers: { cookie: s.cookie },
      }),
    );
    expect(answer.statusCode).toBe(415);
    expect(answer.json().message).toBe("Please send the file as multipart/form-data.");
  });
});

describe("status flows", () => {
  it("answers 409 to a verified student and keeps nothing", async () => {
    const s = await student(t);
    const email = studentEmail("zu.ac.ae");
    await s.submit(email);
    expect((await s.verifyOtp(email, await codeMailedTo(t, email))).statusCode).toBe(200);
    const answer = await expectNothingKept(s, () => s.upload(FIELDS, asPdf()));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe("Your student status is already verified.");
    expect((await s.me()).json().user.verification.status).toBe("active");
  });

  it("lets a student with a pending document verify by student e-mail instead", async () => {
    const s = await student(t);
    expect((await s.upload(FIELDS, asPdf())).statusCode).toBe(201);
    const email = studentEmail("zu.ac.ae");
    expect((await s.submit(email)).statusCode).toBe(200);
    expect((await s.status()).json().verification).toMatchObject({ status: "pending", studentEmail: email });
    expect((await s.verifyOtp(email, await codeMailedTo(t, email))).statusCode).toBe(200);
    expect((await s.me()).json().user.verification).toMatchObject({ status: "active", studentEmail: email });
  });
});

describe("no public URL serves a document", () => {
  const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
  // The web app's shell as an English visitor gets it: its <html> names the language and direction.
  const SHELL = INDEX.replace("<html>", '<html lang="en" dir="ltr">');
  let dist: string;
  let web: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "studentperks-dist-"));
    writeFileSync(join(dist, "index.html"), INDEX);
    web = await buildTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers guessable URLs with 404 or the web app, never the file", async () => {
    const s = await student(web);
    const secret = Buffer.concat([PDF, Buffer.from(`%private-${s.user.id}\n`)]);
    expect((await s.upload(FIELDS, asPdf(secret))).statusCode).toBe(201);
    const [row] = await documentsOf(s, web);
    const key = row!.storageKey;
    expect(await stored(key, web)).toEqual(secret);
    const file = basename(key);
    const up = `../${basename(web.dataDir)}/uploads/private/${key}`;
    const urls = [
      `/uploads/private/${key}`,
      `/uploads/${key}`,
      `/${key}`, // = /documents/<file>
      `/${file}`,
      `/data/uploads/private/${key}`,
      `/api/uploads/${key}`,
      `/private/${key}`,
      `/uploads/private/${file}`,
      // Out of the web build folder into the data folder beside it.
      `/${up}`,
      `/${encodeURIComponent(up)}`,
      `/assets/..%2f${encodeURIComponent(up)}`,
    ];
    // The SPA fallback is on, as in production.
    expect((await web.app.inject({ url: "/dashboard", headers: { accept: "text/html" } })).body).toBe(SHELL);
    for (const url of urls) {
      for (const accept of ["*/*", "text/html,application/xhtml+xml"]) {
        const answer = await web.app.inject({ method: "GET", url, headers: { accept, cookie: s.cookie } });
        expect(answer.rawPayload.includes(secret), url).toBe(false);
        expect(answer.body, url).not.toContain(`%private-${s.user.id}`);
        if (answer.statusCode < 400) expect([answer.statusCode, answer.body], url).toEqual([200, SHELL]);
      }
    }
  });
});
