import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

/** Where staff mail goes, as the server says. */
export async function supportEmail(request: APIRequestContext): Promise<string> {
  const site = (await (await request.get("/api/site")).json()) as { supportEmail: string };
  return site.supportEmail;
}

/** A real, decodable PNG: a coloured rectangle. */
export async function pngLogo(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({
    create: { width: 160, height: 96, channels: 4, background: { r: 87, g: 204, b: 151, alpha: 1 } },
  })
    .png()
    .toBuffer();
  return { name: "logo.png", mimeType: "image/png", buffer };
}

/** A brand name no other test uses, so its e-mails can be told apart. */
export function uniqueBrand(tag: string): string {
  return `E2E ${tag} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export const offerForm = (page: Page): Locator => page.getByRole("form", { name: "Submit Your Offer" });

export interface BrandDetails {
  brand: string;
  contactEmail: string;
}

/** Fills what every offer needs except the offer itself and the guide. */
export async function fillBrandAndContact(page: Page, { brand, contactEmail }: BrandDetails): Promise<void> {
  const form = offerForm(page);
  const logo = form.getByLabel("Logo Picture");
  // The prerendered form takes a file only once React has it (setInputFiles would not wait).
  await expect(logo).toBeEnabled();
  await logo.setInputFiles(await pngLogo());
  await expect(form.getByRole("img", { name: "Preview of your logo" })).toBeVisible();
  await form.getByLabel("Brand Name").fill(brand);
  await form.getByLabel("Brand Category").selectOption({ label: "Retail" });
  await form.getByLabel("Business Description").fill("Fresh karak tea and snacks across Dubai.");
  await form.getByLabel("Terms and Conditions").fill("One use per student, in store only.");
  await form.getByLabel("Contact Name").fill("Omar Haddad");
  await form.getByLabel("Contact Email").fill(contactEmail);
  await form.getByLabel("Contact Phone").fill("+971 50 765 4321");
}
