// Every page's <title> (WCAG 2.4.2): what it is, then the site. Set by each lazy page as it shows
// (app/titled-page.tsx) and written into the prerendered pages' heads (entry-server.tsx).
import { brandHref, paths, type RoutePath } from "./paths.ts";
import { t, type MessageKey } from "./i18n/index.ts";

const SITE = "StudentPerks";

const titles: Record<Exclude<RoutePath, typeof paths.home | typeof paths.admin>, MessageKey> = {
  [paths.login]: "title.login",
  [paths.signup]: "title.signup",
  [paths.createPassword]: "title.createPassword",
  [paths.forgotPassword]: "title.forgotPassword",
  [paths.dashboard]: "title.dashboard",
  [paths.card]: "title.card",
  [paths.studentVerification]: "title.studentVerification",
  [paths.otpVerification]: "title.otpVerification",
  [paths.documentVerification]: "title.documentVerification",
  [paths.howItWorks]: "title.howItWorks",
  [paths.privacyPolicy]: "title.privacyPolicy",
  [paths.termsOfService]: "title.termsOfService",
  [paths.forMerchants]: "title.forMerchants",
  [paths.contactUs]: "title.contactUs",
  [paths.partners]: "title.partners",
  [paths.partnerJoin]: "title.partnerJoin",
};

/** A console screen by its place under /admin: a list, or (with one more part) one of its items. */
const consoleTitles: Record<string, [list: MessageKey, item?: MessageKey]> = {
  verifications: ["title.admin.verifications"],
  partnerships: ["title.admin.partnerships", "title.admin.partnership"],
  offers: ["title.admin.offers", "title.admin.offer"],
  institutions: ["title.admin.institutions"],
  insights: ["title.admin.insights"],
  audit: ["title.admin.audit"],
};

function consoleTitle(path: string): string {
  const parts = path.slice(paths.admin.length + 1).split("/");
  const [list, item] = consoleTitles[parts[0]!] ?? [];
  const isNewOffer = parts[0] === "offers" && parts[1] === "new";
  const key =
    parts.length === 1 ? list : parts.length === 2 ? (isNewOffer ? "title.admin.newOffer" : item) : undefined;
  const console = `${t("title.admin")} — ${SITE}`;
  return key ? `${t(key)} — ${console}` : console;
}

const BRAND_PAGES = brandHref("");

/** A brand's page: "<brand> student discounts — StudentPerks". */
export const brandPageTitle = (brand: string) => `${t("title.brand", { brand })} — ${SITE}`;

/**
 * Whether the page at this path names itself once it knows what it shows (a brand's page, by the
 * brand's name), so the address's title is only its title until then.
 */
export const namesItself = (pathname: string) => pathname.startsWith(BRAND_PAGES);

/** The 404 page's title. */
export const notFoundTitle = () => `${t("title.notFound")} — ${SITE}`;

/** "<page> — StudentPerks"; the home page keeps the site's own line; unknown paths are "not found". */
export function pageTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === paths.home) return t("title.home");
  if (namesItself(path)) return `${t("title.brandPage")} — ${SITE}`;
  if (path === paths.admin || path.startsWith(`${paths.admin}/`)) return consoleTitle(path);
  const key = titles[path as keyof typeof titles] as MessageKey | undefined;
  return key ? `${t(key)} — ${SITE}` : notFoundTitle();
}
