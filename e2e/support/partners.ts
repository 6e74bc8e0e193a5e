// Partner portal fixtures (issue 37): a brand of its own with a live offer and a pool of codes, made
// through the staff console's calls, and an invitation to it read from the dev outbox. Brands start
// with "E2E " and are of category Other, so specs reading the seeded catalogue never count them.
import { expect, type Browser, type Page } from "@playwright/test";
import { baseURL } from "./base-url.ts";
import { findMail } from "./outbox.ts";
import { signInAsStaff } from "./staff.ts";

export interface PartnerBrand {
  brand: string;
  slug: string;
  offerId: number;
  title: string;
}

/** A live discount offer of a new brand with `codes` in its pool, made by staff; answers its brand. */
export async function staffBrandWithOffer(
  page: Page,
  tag: string,
  codes: string[],
  named: { brand?: string; title?: string } = {},
): Promise<PartnerBrand> {
  await signInAsStaff(page);
  const brand =
    named.brand ?? `E2E ${tag} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = named.title ?? `20% off at ${brand}`;
  const created = await page.request.post("/api/admin/offers", {
    data: {
      title,
      description: "Twenty percent off everything for students.",
      brandName: brand,
      businessName: `${brand} LLC`,
      businessCategory: "other",
      offerType: "discount",
      redemptionChannel: "online",
      usageLimit: "once",
      discountType: "percentage",
      discountValue: "20",
      code: "",
      discountRedemptionGuide: [{ instruction: "Enter the code at checkout" }],
      termsAndConditions: "For verified students.",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const uploaded = await page.request.post(`/api/admin/offers/${id}/codes`, {
    multipart: { file: { name: "codes.csv", mimeType: "text/csv", buffer: Buffer.from(codes.join("\n")) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const published = await page.request.post(`/api/admin/offers/${id}/publish`);
  expect(published.status(), await published.text()).toBe(200);
  const brands = (await (await page.request.get("/api/admin/brands")).json()) as {
    brands: { name: string; slug: string }[];
  };
  const slug = brands.brands.find((b) => b.name === brand)?.slug;
  expect(slug, `the brand ${brand} in the console's list`).toBeTruthy();
  return { brand, slug: slug!, offerId: id, title };
}

/** Staff invite `email` to the brand as `role`; answers the link from the invitation e-mail. */
export async function inviteFromConsole(
  page: Page,
  slug: string,
  email: string,
  role: "owner" | "editor" | "viewer",
): Promise<string> {
  await signInAsStaff(page);
  const invited = await page.request.post(`/api/admin/brands/${slug}/invitations`, { data: { email, role } });
  expect(invited.status(), await invited.text()).toBe(201);
  return invitationLink(email);
}

/** The /partners/join#<token> link of the newest invitation mailed to `email`. */
export async function invitationLink(email: string): Promise<string> {
  const link = /https?:\/\/\S+\/partners\/join#[\w-]+/;
  const message = await findMail((m) => m.to === email && link.test(m.text), `an invitation to ${email}`);
  return new URL(link.exec(message.text)![0]).href.replace(/^https?:\/\/[^/]+/, "");
}

/** A partner brand and an owner invited to it, in a context of its own that staff signed in to. */
export async function brandWithInvitedOwner(
  browser: Browser,
  tag: string,
  email: string,
  codes: string[],
  named: { brand?: string; title?: string } = {},
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    const brand = await staffBrandWithOffer(page, tag, codes, named);
    const link = await inviteFromConsole(page, brand.slug, email, "owner");
    return { ...brand, link };
  } finally {
    await context.close();
  }
}
