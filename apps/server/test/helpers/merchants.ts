// Helpers for merchant tests: real images made by sharp, the logo upload as a browser sends it, and
// partnership requests that pass every rule unless told otherwise.
import { crc32, deflateSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import type { PartnershipRequestInput } from "@studentperks/contracts/merchants";
import type { TestApp } from "./build-test-app.ts";
import { newAddress } from "./accounts.ts";
import { multipart } from "./verification.ts";

export type ImageFormat = "png" | "jpeg" | "gif" | "webp";

/** A real, decodable image: a gradient-free coloured square with some transparency where supported. */
export async function realImage(format: ImageFormat, width = 64, height = 64): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 4, background: { r: 87, g: 204, b: 151, alpha: 0.8 } },
  });
  return image.toFormat(format).toBuffer();
}

/**
 * A valid 1-bit PNG of width x height pixels: a few kilobytes on the wire that would decode to
 * width x height pixels (a decompression bomb when large).
 */
export function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, no interlace
  // Every row: filter byte 0, then black pixels; all zeros.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  const pixels = deflateSync(rows, { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export interface LogoFile {
  bytes: Buffer;
  filename?: string;
  contentType?: string;
}

type UploadOptions = { remoteAddress?: string; fields?: Record<string, string> };

/** POST /api/upload/<kind> with the spec's fields (folder merchants, fileType <kind>). */
function uploadPicture(
  t: TestApp,
  kind: "logo" | "cover",
  file: LogoFile,
  options: UploadOptions,
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipart(options.fields ?? { folder: "merchants", fileType: kind }, {
    field: "file",
    filename: file.filename ?? `${kind}.png`,
    contentType: file.contentType ?? "image/png",
    bytes: file.bytes,
  });
  return t.app.inject({
    method: "POST",
    url: `/api/upload/${kind}`,
    payload,
    headers: { "content-type": contentType },
    remoteAddress: options.remoteAddress ?? newAddress(),
  });
}

export const uploadLogo = (t: TestApp, file: LogoFile, options: UploadOptions = {}) =>
  uploadPicture(t, "logo", file, options);

export const uploadCover = (t: TestApp, file: LogoFile, options: UploadOptions = {}) =>
  uploadPicture(t, "cover", file, options);

/** A logo URL we issued. */
export async function issuedLogoUrl(t: TestApp): Promise<string> {
  const response = await uploadLogo(t, { bytes: await realImage("png") });
  if (response.statusCode !== 201)
    throw new Error(`logo upload answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { url: string }).url;
}

/** Any field may be overridden with anything, as a client can send anything. */
export type RequestOverrides = { [K in keyof PartnershipRequestInput]?: unknown };

const steps = (...instructions: string[]) =>
  JSON.stringify(instructions.map((instruction, i) => ({ id: `step-${i + 1}`, step: i + 1, instruction })));

/** A discount offer with an expiry and three guide steps, as the form sends it. */
export function discountRequest(logoUrl: string, overrides: RequestOverrides = {}) {
  const request = {
    logoUrl,
    brandName: "Karak House",
    brandCategory: "restaurant",
    businessDescription: "Karak tea and Emirati breakfast in Al Quoz and JLT.",
    generalInfo: "Valid at both branches.",
    offerType: "discount",
    discountCode: "KARAKSP20",
    discountType: "percentage",
    discountValue: "20",
    referralLink: "",
    hasExpiry: true,
    expiryDate: "2099-12-31",
    websiteLink: "https://karakhouse.example",
    discountRedemptionGuide: steps("Open the offer", "Copy the code", "Show it at the counter"),
    termsAndConditions: "One use per student per visit. Not valid with other offers.",
    contactEmail: "partners@karakhouse.example",
    contactName: "Omar Saeed",
    contactPhone: "+971 50 765 4321",
  } satisfies PartnershipRequestInput;
  return { ...request, ...overrides };
}

/** A referral offer without expiry, one guide step, no optional fields. */
export function referralRequest(logoUrl: string, overrides: RequestOverrides = {}) {
  const request = {
    logoUrl,
    brandName: "Swift Scooters",
    brandCategory: "services",
    businessDescription: "Electric scooter rentals across Dubai.",
    offerType: "referral",
    discountCode: "",
    discountType: "percentage",
    discountValue: "",
    referralLink: "https://swift.example/r/studentperks",
    hasExpiry: false,
    expiryDate: "",
    websiteLink: "",
    discountRedemptionGuide: steps("Sign up through the link"),
    termsAndConditions: "New riders only. First ride free up to 30 minutes.",
    contactEmail: "hello@swift.example",
    contactName: "Mira Khan",
    contactPhone: "",
  } satisfies PartnershipRequestInput;
  return { ...request, ...overrides };
}

export function submitRequest(t: TestApp, payload: object, remoteAddress = newAddress()) {
  return t.app.inject({ method: "POST", url: "/api/merchants/partnership-request", payload, remoteAddress });
}
