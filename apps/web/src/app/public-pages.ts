// The pages a visitor can land on without an account: the build renders each one to HTML in every
// language (vite/prerender-pages.ts), and the server sends that HTML for its path. Everything else in
// `paths` is drawn by the browser alone, from the plain shell.
import { brandHref, paths } from "#web/lib/paths.ts";

/** Page name (also its module: src/pages/<name>-page.tsx) → path. */
export const publicPages = {
  home: paths.home,
  "for-merchants": paths.forMerchants,
  "how-it-works": paths.howItWorks,
  "contact-us": paths.contactUs,
  "privacy-policy": paths.privacyPolicy,
  "terms-of-service": paths.termsOfService,
  login: paths.login,
  signup: paths.signup,
  "forgot-password": paths.forgotPassword,
} as const;

/**
 * Every brand's page (/brands/<slug>) starts as this one document, rendered at a path no brand has: the
 * page loading, which the server sends with the brand's own head tags, or the 404 page when no live
 * offer has that brand.
 */
export const brandPage = { name: "brand", path: brandHref("_") } as const;

/** The 404 page, rendered for a path no route has. */
export const notFoundPage = { name: "not-found", path: "/404" } as const;

/** The signed-in pages, served as the plain shell: every other path in `paths` (the console with all below it). */
export function appRoutes(): string[] {
  const isPublic = new Set<string>(Object.values(publicPages));
  return Object.values(paths)
    .filter((path) => !isPublic.has(path))
    .map((path) => (path === paths.admin ? `${path}/*` : path));
}
