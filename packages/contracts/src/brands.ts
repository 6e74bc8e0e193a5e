// Brand pages (issue 20): /brands/<slug> shows one brand and its live offers. A brand is every offer
// whose brand name is the same once case and spacing are set aside; its slug is made from that name
// when the brand first appears, so it never changes with the name's case, and staff can set it.
// Plain constants and a regex here, so the web's brand links need no zod.

/** Lower-case letters and digits in words joined by single hyphens: "ounass", "five-guys-2". */
export const BRAND_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BRAND_SLUG_MAX = 60;

/** The path of a brand's page. */
export const brandPath = (slug: string) => `/brands/${slug}`;

/** What a brand name is known by: lower case, spaces trimmed and collapsed. */
export const brandKey = (brandName: string) => brandName.trim().replace(/\s+/g, " ").toLowerCase();
