// The frame of the server's own HTML pages that run no script and load nothing (the cashier's check
// page, the unsubscribe page): a header with the site's name and a link to the same page in the other
// language, then the page's body.
import { directionOf, type Locale } from "@studentperks/contracts/i18n/locales";
import { escapeHtml, SITE_NAME } from "@studentperks/contracts/page-head";

const OTHER: Record<Locale, { locale: Locale; name: string }> = {
  en: { locale: "ar", name: "العربية" },
  ar: { locale: "en", name: "English" },
};

export interface PlainPageInput {
  locale: Locale;
  /** The page's own title, before " · " and the site's name; escaped here. */
  title: string;
  /** The page's whole stylesheet, inlined. */
  style: string;
  /** no-referrer, unless the page posts its own form: that needs same-origin (see the unsubscribe page). */
  referrerPolicy: "no-referrer" | "same-origin";
  /** Trusted markup placed before the title, such as a theme-color. */
  extraHead?: string;
  /** The address of this page in the other language. */
  otherLanguageHref: string;
  /** Trusted markup after the header, inside <main>. */
  body: string;
}

export function renderPlainPage({
  locale,
  title,
  style,
  referrerPolicy,
  extraHead,
  otherLanguageHref,
  body,
}: PlainPageInput): string {
  const other = OTHER[locale];
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="${referrerPolicy}">
${extraHead ? `${extraHead}\n` : ""}<title>${escapeHtml(title)} · ${SITE_NAME}</title>
<style>${style}</style>
</head>
<body>
<main>
<header><span>${SITE_NAME}</span><a href="${escapeHtml(otherLanguageHref)}" hreflang="${other.locale}" lang="${other.locale}">${other.name}</a></header>
${body}
</main>
</body>
</html>`;
}
