// The page an unsubscribe link opens (issue 38): one question and one button, or what was done, in the
// reader's language, with no script, so it works in any mail app's browser. The button posts to the
// link itself, the same call a mail app's one-click unsubscribe makes.
import type { ConsentChannel } from "@studentperks/contracts/consent";
import type { Locale } from "@studentperks/contracts/i18n/locales";
import { escapeHtml } from "@studentperks/contracts/page-head";
import { t } from "#server/i18n/index.ts";
import { renderPlainPage } from "#server/lib/plain-page.ts";

export type UnsubscribeState = "ask" | "done" | "invalid";

const STYLE = `*{box-sizing:border-box}body{margin:0;font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif;color:#111;background:#f1f5f9}
main{max-width:32rem;margin:2rem max(1rem, calc(50% - 16rem));padding:1.5rem;background:#fff;border-radius:12px}header{display:flex;justify-content:space-between;align-items:center;font-weight:700;margin-bottom:1rem}
a{color:#0b4a2c;font-weight:600}header a{padding:.5rem;min-height:44px;display:inline-flex;align-items:center}
h1{font-size:1.6rem;line-height:1.2;margin:0 0 .75rem}p{margin:0 0 1rem}
button{font:inherit;font-weight:700;padding:.75rem 1.25rem;border:0;border-radius:8px;background:#0b4a2c;color:#fff;min-height:44px;cursor:pointer}
:focus-visible{outline:3px solid #1a56db;outline-offset:2px}`;

export interface UnsubscribePageInput {
  locale: Locale;
  state: UnsubscribeState;
  channel: ConsentChannel | null;
  /** This page's address (the form posts to it), and the same in the other language. */
  action: string;
  otherLanguageHref: string;
  dashboardHref: string;
}

function body({ state, channel, action, locale, dashboardHref }: UnsubscribePageInput): string {
  const dashboard = `<p><a href="${escapeHtml(dashboardHref)}">${escapeHtml(t("unsubscribe.dashboard"))}</a></p>`;
  if (state === "invalid") {
    return `<h1>${escapeHtml(t("unsubscribe.invalid"))}</h1><p>${escapeHtml(t("unsubscribe.invalidHint"))}</p>${dashboard}`;
  }
  if (state === "done") {
    return `<h1>${escapeHtml(t("unsubscribe.done"))}</h1>
<p>${escapeHtml(t(channel === "whatsapp" ? "unsubscribe.doneWhatsapp" : "unsubscribe.doneEmail"))}</p>
<p>${escapeHtml(t("unsubscribe.stillTransactional"))}</p>${dashboard}`;
  }
  return `<h1>${escapeHtml(t("unsubscribe.title"))}</h1>
<p>${escapeHtml(t(channel === "whatsapp" ? "unsubscribe.askWhatsapp" : "unsubscribe.askEmail"))}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="lang" value="${locale}"><button type="submit">${escapeHtml(t("unsubscribe.button"))}</button></form>`;
}

/** The whole page, written in `input.locale` (the caller sets withLocale). */
export function renderUnsubscribePage(input: UnsubscribePageInput): string {
  return renderPlainPage({
    locale: input.locale,
    title: t("unsubscribe.title"),
    style: STYLE,
    // Under no-referrer a browser posts this page's own form with "Origin: null", which the
    // cross-site check refuses.
    referrerPolicy: "same-origin",
    otherLanguageHref: input.otherLanguageHref,
    body: body(input),
  });
}
