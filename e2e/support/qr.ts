// Reads a QR code off the page as a phone camera would: a picture of the element, decoded.
import type { Locator } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";

/** What the QR drawn in `element` encodes, or null when it cannot be read. */
export async function readQr(element: Locator): Promise<string | null> {
  const png = await element.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}
