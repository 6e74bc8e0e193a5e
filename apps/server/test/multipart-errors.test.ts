// A multipart body the server cannot parse (cut off, no boundary, the wrong boundary, broken part
// headers) is the client's doing: every upload route answers 400 with a message, never a 500, and
// keeps nothing. The three upload routes read their bodies through one helper (plugins/uploads.ts).
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadMessages } from "#server/plugins/uploads.ts";
import { buildTestApp, type TestApp } from "./helpers/build-test-app.ts";
import { newAddress } from "./helpers/accounts.ts";
import { insertOffers } from "./helpers/offer-fixtures.ts";
import { filesUnder, PDF, PNG } from "./helpers/sample-files.ts";
import { staff } from "./helpers/staff.ts";
import { multipart, student, withInstitutions } from "./helpers/verification.ts";

let t: TestApp;
let studentCookie: string;
let staffCookie: string;
let offerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  await withInstitutions(t);
  studentCookie = (await student(t)).cookie;
  staffCookie = (await staff(t)).cookie;
  offerId = (await insertOffers(t.database.db, { status: "draft" }))[0]!.id;
});
afterAll(() => t.close());

interface UploadRoute {
  url: string;
  cookie: string | undefined;
  field: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

const routes = (): UploadRoute[] => [
  { url: "/api/upload/logo", cookie: undefined, field: "file", bytes: PNG, fields: {} },
  {
    url: "/api/students/verify-document",
    cookie: studentCookie,
    field: "document",
    bytes: PDF,
    fields: { documentType: "student_id", institution: "Zayed University" },
  },
  {
    url: `/api/admin/offers/${offerId}/codes`,
    cookie: staffCookie,
    field: "file",
    bytes: Buffer.from("code\nSAVE10\nSAVE20\n"),
    fields: {},
  },
];

/** A whole form for the route, then broken in the given way. */
function broken(route: UploadRoute, harm: string) {
  const form = multipart(route.fields, {
    field: route.field,
    filename: "file.bin",
    contentType: "application/octet-stream",
    bytes: route.bytes,
  });
  const boundary = form.contentType.split("boundary=")[1]!;
  switch (harm) {
    case "cut off inside the file":
      return {
        ...form,
        payload: form.payload.subarray(0, form.payload.length - route.bytes.length / 2 - 20),
      };
    case "only the closing line":
      return { ...form, payload: Buffer.from(`--${boundary}--\r\n`), contentType: "multipart/form-data" };
    case "no boundary":
      return { ...form, contentType: "multipart/form-data" };
    case "the wrong boundary":
      return { ...form, contentType: "multipart/form-data; boundary=not-the-one" };
    case "a boundary of 300 characters":
      return { ...form, contentType: `multipart/form-data; boundary=${"b".repeat(300)}` };
    case "no closing boundary":
      return {
        ...form,
        payload: form.payload.subarray(0, form.payload.length - `--${boundary}--\r\n`.length),
      };
    default:
      throw new Error(harm);
  }
}

const HARMS = [
  "cut off inside the file",
  "only the closing line",
  "no boundary",
  "the wrong boundary",
  "a boundary of 300 characters",
  "no closing boundary",
];

describe("a broken multipart body", () => {
  for (const harm of HARMS) {
    it(`answers 400 on every upload route when it has ${harm}, and keeps nothing`, async () => {
      for (const route of routes()) {
        const before = filesUnder(join(t.dataDir, "uploads"));
        const body = broken(route, harm);
        const response = await t.app.inject({
          method: "POST",
          url: route.url,
          payload: body.payload,
          remoteAddress: newAddress(),
          headers: {
            "content-type": body.contentType,
            origin: "http://localhost:3000",
            ...(route.cookie ? { cookie: route.cookie } : {}),
          },
        });
        expect({ url: route.url, status: response.statusCode }).toEqual({ url: route.url, status: 400 });
        expect(response.json().message).toEqual(expect.any(String));
        expect(filesUnder(join(t.dataDir, "uploads"))).toEqual(before);
      }
    });
  }

  it("is told in words a person can act on", async () => {
    const route = routes()[0]!;
    const body = broken(route, "only the closing line");
    const response = await t.app.inject({
      method: "POST",
      url: route.url,
      payload: body.payload,
      remoteAddress: newAddress(),
      headers: { "content-type": body.contentType, origin: "http://localhost:3000" },
    });
    expect(response.json()).toEqual({ message: uploadMessages.malformed, code: "MALFORMED_UPLOAD" });
  });
});
