// The photo on the in-store card (issue 35): a verified student sends one (PUT /api/card/photo), checked
// as document photos are and re-encoded to a small WebP without metadata, kept privately; staff approve
// or reject it in the verification queue (audited); the cashier's check page shows it inline once
// approved and says "No photo — ask for a photo ID" until then. Nobody but its student and staff can
// read it.
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageMessages } from "@studentperks/contracts/images";
import { DOCUMENT_MAX_BYTES } from "@studentperks/contracts/verification";
import { cardPhotos, verificationDocuments } from "#server/db/schema.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { newAddress } from "./helpers/accounts.ts";
import { auditOf, queue } from "./helpers/admin-verifications.ts";
import { blankPng, realImage } from "./helpers/merchants.ts";
import { person } from "./helpers/redemption.ts";
import { filesUnder, JPEG, PDF, readAll } from "./helpers/sample-files.ts";
import { asStaff, staff } from "./helpers/staff.ts";
import { multipart, type FilePart } from "./helpers/verification.ts";

const NO_PHOTO = "No photo — ask for a photo ID";
const BAD_TYPE = "Please upload a JPEG, PNG or WebP photo.";
type Person = Awaited<ReturnType<typeof person>>;

let t: TestApp;
let staffCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  staffCookie = (await staff(t)).cookie;
});
afterAll(() => t.close());

const privateFiles = () => filesUnder(join(t.dataDir, "uploads/private"));
const publicFiles = () => filesUnder(join(t.dataDir, "uploads/public"));

/** A camera photo: 1200 x 900 with EXIF (camera, GPS-like comment) that must not survive. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCam", Copyright: "Layla's phone" }, IFD3: { GPSLatitudeRef: "N" } })
    .toBuffer();
}

const photoPart = (bytes: Buffer, filename = "me.jpg", contentType = "image/jpeg"): FilePart => ({
  field: "photo",
  filename,
  contentType,
  bytes,
});

function putPhoto(cookie: string | null, file: FilePart | undefined, remoteAddress = newAddress()) {
  const body = multipart({}, file);
  return t.app.inject({
    method: "PUT",
    url: "/api/card/photo",
    payload: body.payload,
    remoteAddress,
    headers: { ...(cookie ? { cookie } : {}), "content-type": body.contentType },
  });
}

const upload = (s: Person, file: FilePart | undefined) => putPhoto(s.cookie, file, s.remoteAddress);

async function cardOf(s: Person) {
  const answer = await s.call("GET", "/api/card");
  expect(answer.statusCode).toBe(200);
  return answer.json().card;
}

/** The cashier's check page for the student's card as it is now. */
async function checkPage(s: Person) {
  const { checkUrl } = await cardOf(s);
  return t.app.inject({ method: "GET", url: new URL(checkUrl).pathname, remoteAddress: newAddress() });
}

async function photoRow(s: Person) {
  const [row] = await t.database.db.select().from(cardPhotos).where(eq(cardPhotos.userId, s.user.id));
  return row ?? null;
}

async function storedPhoto(s: Person): Promise<Buffer> {
  const row = await photoRow(s);
  const file = await t.storage.private.get(row!.storageKey);
  return readAll(file!.body);
}

async function queuedPhoto(s: Person) {
  return (await queue(t, staffCookie)).cardPhotos.items.find((item) => item.userId === s.user.id);
}

const decide = (s: Person, decision: "approve" | "reject", body: object) =>
  asStaff(t, staffCookie, "POST", `/api/admin/verifications/card-photos/${s.user.id}/${decision}`, body);

/** A verified student whose photo waits for staff; answers its id in the queue. */
async function studentWithPhoto(): Promise<{ s: Person; photoId: string }> {
  const s = await person(t, "verified");
  const answer = await upload(s, photoPart(await realImage("png", 300, 400), "me.png", "image/png"));
  expect(answer.statusCode, answer.body).toBe(200);
  return { s, photoId: (await queuedPhoto(s))!.photoId };
}

/** Runs `send` and checks it left no file and no photo row. */
async function expectNothingKept(s: Person, send: () => Promise<{ statusCode: number }>) {
  const before = privateFiles();
  const answer = await send();
  expect(privateFiles()).toEqual(before);
  expect(await photoRow(s)).toBeNull();
  return answer as Awaited<ReturnType<typeof upload>>;
}

describe("who may send a photo", () => {
  it("answers 401 to visitors and 403 NOT_VERIFIED to students not verified and to staff", async () => {
    const before = privateFiles();
    expect((await putPhoto(null, photoPart(await cameraJpeg()))).statusCode).toBe(401);
    expect(privateFiles()).toEqual(before);

    for (const standing of ["unverified", "expired", "staff"] as const) {
      const s = await person(t, standing);
      const answer = await expectNothingKept(s, async () => upload(s, photoPart(await cameraJpeg())));
      expect(answer.statusCode, standing).toBe(403);
      expect(answer.json()).toEqual({
        message: "Please verify your student status to add a photo to your card.",
        code: "NOT_VERIFIED",
      });
    }
  });
});

describe("refused files, as documents are refused", () => {
  it.each([
    ["a text file named .jpg", Buffer.from("just some text, not a picture\n"), "me.jpg", "image/jpeg"],
    ["a PDF (a document may be one, a photo not)", PDF, "me.pdf", "application/pdf"],
    ["a GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), "me.gif", "image/gif"],
  ])("refuses %s with 415 and keeps nothing", async (_, bytes, filename, contentType) => {
    const s = await person(t, "verified");
    const answer = await expectNothingKept(s, () => upload(s, photoPart(bytes, filename, contentType)));
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({ message: BAD_TYPE, code: "UNSUPPORTED_TYPE" });
  });

  it("refuses a file over 5 MB with 413 and keeps nothing", async () => {
    const s = await person(t, "verified");
    const oversized = Buffer.concat([JPEG.subarray(0, -2), Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const answer = await expectNothingKept(s, () => upload(s, photoPart(oversized)));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ message: "Please upload a file smaller than 5MB.", code: "TOO_LARGE" });
  });

  it("refuses a picture over the document limits, or one that cannot be read, with 400", async () => {
    const s = await person(t, "verified");
    const huge = await expectNothingKept(s, () =>
      upload(s, photoPart(blankPng(9_000, 1), "me.png", "image/png")),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ message: imageMessages.documentTooLarge, code: "IMAGE_TOO_LARGE" });
    // A JPEG's header and nothing to decode.
    const broken = await expectNothingKept(s, () => upload(s, photoPart(JPEG)));
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      message: "This photo could not be read. Please upload another one.",
      code: "UNREADABLE_IMAGE",
    });
  });

  it("answers 400 when the form has no photo in it", async () => {
    const s = await person(t, "verified");
    const answer = await expectNothingKept(s, () => upload(s, undefined));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: "No file selected", code: "NO_FILE" });
  });
});

describe("a photo's way from upload to the check page", () => {
  it("is re-encoded small without metadata, kept privately, and waits: the card says pending, the check page 'No photo'", async () => {
    const s = await person(t, "verified");
    const publicBefore = publicFiles();
    const answer = await upload(s, photoPart(await cameraJpeg()));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      photo: "pending",
      message: "We received your photo. It shows on your card once our team approves it.",
    });

    const row = (await photoRow(s))!;
    expect(row).toMatchObject({ status: "pending", reviewedAt: null, rejectionReason: null });
    expect(row.storageKey).toMatch(/^card-photos\/[0-9a-f-]{36}\.webp$/);
    expect(publicFiles()).toEqual(publicBefore);
    const stored = await storedPhoto(s);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 360, height: 480 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.includes("PhoneCam")).toBe(false);

    expect(await cardOf(s)).toMatchObject({ photo: "pending" });
    expect((await cardOf(s)).photoRejectionReason).toBeUndefined();
    const page = await checkPage(s);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Valid");
    expect(page.body).toContain(NO_PHOTO);
    expect(page.body).not.toContain("data:image/webp");

    // The student sees what they sent, whatever staff decide.
    const own = await s.call("GET", "/api/card/photo");
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/webp");
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(own.rawPayload.equals(stored)).toBe(true);
  });

  it("once staff approve it, the card says approved and the check page shows it inline", async () => {
    const { s, photoId } = await studentWithPhoto();
    const queued = (await queuedPhoto(s))!;
    expect(queued).toMatchObject({
      studentName: `${s.user.firstName} ${s.user.lastName}`,
      accountEmail: s.user.email,
      institution: "Zayed University",
      studentStatus: "active",
      document: null,
    });
    const file = await asStaff(
      t,
      staffCookie,
      "GET",
      `/api/admin/verifications/card-photos/${s.user.id}/file`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect(file.headers["cache-control"]).toBe("private, no-store");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.rawPayload.equals(await storedPhoto(s))).toBe(true);

    const approved = await decide(s, "approve", { photoId });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toMatch(/approved/);
    expect(await queuedPhoto(s)).toBeUndefined();
    expect(await cardOf(s)).toMatchObject({ photo: "approved" });

    const page = await checkPage(s);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["content-security-policy"]).toMatch(/img-src 'self' data:/);
    expect(page.body).not.toContain(NO_PHOTO);
    const img =
      /<img class="face" src="data:image\/webp;base64,([A-Za-z0-9+/=]+)" width="180" height="240" alt="Photo of the student">/.exec(
        page.body,
      );
    expect(img).not.toBeNull();
    expect(Buffer.from(img![1]!, "base64").equals(await storedPhoto(s))).toBe(true);
    const arabic = await t.app.inject({
      method: "GET",
      url: `${new URL((await cardOf(s)).checkUrl).pathname}?lang=ar`,
      remoteAddress: newAddress(),
    });
    expect(arabic.body).toContain('alt="صورة الطالب"');

    // The same reviewer's second click is the first one's answer; the audit log has one entry.
    expect((await decide(s, "approve", { photoId })).statusCode).toBe(200);
    const entries = await auditOf(t, staffCookie, "card_photo", s.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "card_photo.approve",
      entityName: `${s.user.firstName} ${s.user.lastName}`,
      before: { status: "pending", photoId },
      after: { status: "approved", photoId },
    });
    expect((await decide(s, "reject", { photoId, reason: "Too late" })).statusCode).toBe(409);
  });

  it("the check page shows no photo when the card is not valid", async () => {
    const { s, photoId } = await studentWithPhoto();
    expect((await decide(s, "approve", { photoId })).statusCode).toBe(200);
    const { checkUrl } = await cardOf(s);
    t.clock.advance(5 * 60_000);
    const expired = await t.app.inject({
      method: "GET",
      url: new URL(checkUrl).pathname,
      remoteAddress: newAddress(),
    });
    expect(expired.body).toContain("Expired");
    expect(expired.body).not.toContain("<img");
  });

  it("staff reject with a reason (required): the student reads it on their card; audited", async () => {
    const { s, photoId } = await studentWithPhoto();
    const noReason = await decide(s, "reject", { photoId, reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("Please give a reason.");
    expect((await photoRow(s))!.status).toBe("pending");

    const reason = "Your face is not visible. Please send a photo of your face, looking at the camera.";
    const rejected = await decide(s, "reject", { photoId, reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await cardOf(s)).toMatchObject({ photo: "rejected", photoRejectionReason: reason });
    expect((await checkPage(s)).body).toContain(NO_PHOTO);
    // Still the student's to see.
    expect((await s.call("GET", "/api/card/photo")).statusCode).toBe(200);
    const [entry] = await auditOf(t, staffCookie, "card_photo", s.user.id);
    expect(entry).toMatchObject({
      action: "card_photo.reject",
      after: { status: "rejected", photoId, rejectionReason: reason },
    });
  });

  it("lists the document a student verified with beside their photo", async () => {
    const { s } = await studentWithPhoto();
    const documentId = randomUUID();
    await t.database.db.insert(verificationDocuments).values({
      id: documentId,
      userId: s.user.id,
      documentType: "student_id",
      institution: "Zayed University",
      storageKey: `documents/${documentId}.png`,
      contentType: "image/png",
      sizeBytes: 10,
      status: "approved",
      reviewedAt: t.clock.now(),
    });
    expect((await queuedPhoto(s))!.document).toEqual({
      id: documentId,
      documentType: "student_id",
      contentType: "image/png",
    });
  });
});

describe("replacing and removing", () => {
  it("a new photo replaces the last: its file is deleted, and it waits for staff again", async () => {
    const { s, photoId: first } = await studentWithPhoto();
    expect((await decide(s, "approve", { photoId: first })).statusCode).toBe(200);
    const firstKey = (await photoRow(s))!.storageKey;

    expect((await upload(s, photoPart(await cameraJpeg()))).statusCode).toBe(200);
    const row = (await photoRow(s))!;
    expect(row.storageKey).not.toBe(firstKey);
    expect(row).toMatchObject({ status: "pending", reviewedAt: null, reviewedBy: null });
    expect(await t.storage.private.get(firstKey)).toBeNull();
    expect(privateFiles().filter((file) => file.includes("card-photos"))).toContain(
      join(t.dataDir, "uploads/private", row.storageKey),
    );
    expect(await cardOf(s)).toMatchObject({ photo: "pending" });
    expect((await checkPage(s)).body).toContain(NO_PHOTO);

    // A decision on the photo staff saw before is refused: the new one nobody has looked at yet.
    const stale = await decide(s, "approve", { photoId: first });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("ALREADY_DECIDED");
    expect((await photoRow(s))!.status).toBe("pending");
  });

  it("DELETE removes the photo and its file", async () => {
    const { s } = await studentWithPhoto();
    const key = (await photoRow(s))!.storageKey;
    const removed = await s.call("DELETE", "/api/card/photo");
    expect(removed.statusCode).toBe(204);
    expect(await photoRow(s)).toBeNull();
    expect(await t.storage.private.get(key)).toBeNull();
    expect(await cardOf(s)).toMatchObject({ photo: "none" });
    expect((await s.call("GET", "/api/card/photo")).statusCode).toBe(404);
    expect((await s.call("DELETE", "/api/card/photo")).statusCode).toBe(204);
  });
});

describe("nobody else reads a photo", () => {
  it("not another student, a visitor, a non-staff account, nor a public URL", async () => {
    const { s, photoId } = await studentWithPhoto();
    const other = await person(t, "verified");
    expect((await other.call("GET", "/api/card/photo")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/card/photo" })).statusCode).toBe(401);

    const adminFile = `/api/admin/verifications/card-photos/${s.user.id}/file`;
    expect((await other.call("GET", adminFile)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: adminFile })).statusCode).toBe(401);
    const approve = `/api/admin/verifications/card-photos/${s.user.id}/approve`;
    expect((await other.call("POST", approve, { photoId })).statusCode).toBe(403);
    expect((await photoRow(s))!.status).toBe("pending");

    const stored = await storedPhoto(s);
    for (const url of [
      `/uploads/card-photos/${photoId}.webp`,
      `/uploads/private/card-photos/${photoId}.webp`,
      `/card-photos/${photoId}.webp`,
    ]) {
      const answer = await t.app.inject({ method: "GET", url });
      expect(answer.rawPayload.equals(stored), url).toBe(false);
    }
  });
});
