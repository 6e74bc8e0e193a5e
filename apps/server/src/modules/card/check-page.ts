// The cashier's check page (/v/<token>, /v): one small HTML page with no script, readable on an old
// phone in sunlight. The state fills the top of the screen in a colour and a word; then the time of the
// check, and for a valid card only what a cashier needs to match a face: the photo staff approved (or
// a word to ask for a photo ID), first name, the surname's initial, institution and the end of the
// verification. Every box has a fixed place, so nothing moves.
import { CARD_PHOTO_HEIGHT, CARD_PHOTO_WIDTH } from "@studentperks/contracts/card-photo";
import { escapeHtml } from "@studentperks/contracts/page-head";
import { DUBAI_TIME_ZONE } from "@studentperks/contracts/dubai-time";
import { intlTagOf, type Locale } from "@studentperks/contracts/i18n/locales";
import { t } from "#server/i18n/index.ts";
import { renderPlainPage } from "#server/lib/plain-page.ts";
import type { CardCheck, CheckResult } from "./service.ts";

const FACES: Record<CheckResult, { mark: string; colour: string }> = {
  valid: { mark: "✓", colour: "#0b6b3a" },
  expired: { mark: "!", colour: "#8a4b00" },
  not_valid: { mark: "✕", colour: "#a1141c" },
  not_verified: { mark: "✕", colour: "#a1141c" },
};

/** Half the stored photo's size: sharp on a phone's screen, large enough to match a face. */
const CHECK_PHOTO_BOX = { width: CARD_PHOTO_WIDTH / 2, height: CARD_PHOTO_HEIGHT / 2 };

const STATE_TEXT = {
  valid: ["card.check.valid", "card.check.validHint"],
  expired: ["card.check.expired", "card.check.expiredHint"],
  not_valid: ["card.check.notValid", "card.check.notValidHint"],
  not_verified: ["card.check.notVerified", "card.check.notVerifiedHint"],
} as const;

const STYLE = `*{box-sizing:border-box}body{margin:0;font:18px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif;color:#111;background:#fff}
main{max-width:30rem;margin:0 auto;padding:0 0 2rem}header{display:flex;justify-content:space-between;align-items:center;padding:.75rem 1rem;font-weight:700}
header a{color:#0b4a2c;font-weight:600;padding:.5rem;min-height:44px;display:inline-flex;align-items:center}
.state{color:#fff;padding:1.25rem 1rem;text-align:center;min-height:10.5rem}.mark{font-size:3.5rem;line-height:1;display:block}
h1{margin:.25rem 0 0;font-size:2.5rem;line-height:1.1}.state p{margin:.5rem 0 0;font-size:1.05rem}
.when{padding:.75rem 1rem;margin:0;border-bottom:1px solid #ccc;font-variant-numeric:tabular-nums}
dl{margin:0;padding:.5rem 1rem}dt{font-size:.9rem;color:#444;margin-top:.75rem}dd{margin:0;font-size:1.35rem;font-weight:700}
.face{display:block;margin:1rem auto 0;border-radius:6px;background:#eee;object-fit:cover}.photo{margin:.75rem 1rem;padding:.75rem;border:2px solid #8a4b00;font-weight:600}
form{padding:1rem;border-top:1px solid #ccc;margin-top:1rem}label{display:block;font-weight:600;margin-bottom:.35rem}
.row{display:flex;gap:.5rem}input{flex:1;min-width:0;font:inherit;font-size:1.35rem;letter-spacing:.2em;text-transform:uppercase;padding:.5rem;border:2px solid #333;border-radius:6px;direction:ltr}
button{font:inherit;font-weight:700;padding:.5rem 1rem;border:0;border-radius:6px;background:#0b4a2c;color:#fff;min-height:44px}
.lead{padding:0 1rem}.lead h1{font-size:1.75rem}
:focus-visible{outline:3px solid #1a56db;outline-offset:2px}`;

export interface CheckPageInput {
  locale: Locale;
  /** The check, or null for the bare form at /v (and for a link preview, which sees no verdict). */
  check: CardCheck | null;
  /** The address of this page in the other language. */
  otherLanguageHref: string;
  typedCode?: string;
  /** A sentence in place of the check (too many checks from this address). */
  notice?: string;
}

function formatters(locale: Locale) {
  const tag = intlTagOf(locale);
  return {
    time: new Intl.DateTimeFormat(tag, {
      dateStyle: "medium",
      timeStyle: "medium",
      hourCycle: "h23",
      timeZone: DUBAI_TIME_ZONE,
    }),
    date: new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: DUBAI_TIME_ZONE }),
  };
}
const FORMATS: Record<Locale, ReturnType<typeof formatters>> = { en: formatters("en"), ar: formatters("ar") };

/**
 * The approved photo inline (the page loads nothing else and runs no script), in a box of fixed size
 * set before it decodes, so nothing moves; the CSP's img-src allows data: for this.
 */
function photoFigure(webp: Buffer): string {
  const { width, height } = CHECK_PHOTO_BOX;
  return `<img class="face" src="data:image/webp;base64,${webp.toString("base64")}" width="${width}" height="${height}" alt="${escapeHtml(t("card.check.photoAlt"))}">`;
}

function stateSection(check: CardCheck, locale: Locale): string {
  const face = FACES[check.result];
  const [title, hint] = STATE_TEXT[check.result];
  const formats = FORMATS[locale];
  const holder = check.holder
    ? `${check.holder.photo ? photoFigure(check.holder.photo) : ""}<dl>
<dt>${escapeHtml(t("card.check.name"))}</dt><dd><bdi dir="ltr">${escapeHtml(check.holder.shortName)}</bdi></dd>
<dt>${escapeHtml(t("card.check.institution"))}</dt><dd>${escapeHtml(check.holder.institution)}</dd>
<dt>${escapeHtml(t("card.check.validUntil"))}</dt><dd>${escapeHtml(formats.date.format(check.holder.validUntil))}</dd>
</dl>${check.holder.photo ? "" : `<p class="photo">${escapeHtml(t("card.check.noPhoto"))}</p>`}`
    : "";
  return `<section class="state" style="background:${face.colour}" role="status" aria-live="polite">
<span class="mark" aria-hidden="true">${face.mark}</span><h1>${escapeHtml(t(title))}</h1><p>${escapeHtml(t(hint))}</p>
</section>
<p class="when">${escapeHtml(t("card.check.checkedAt", { time: formats.time.format(check.checkedAt) }))}</p>
${holder}`;
}

/** The whole page, in the request's language (withLocale is set by the locale plugin or the caller). */
export function renderCheckPage({
  locale,
  check,
  otherLanguageHref,
  typedCode,
  notice,
}: CheckPageInput): string {
  return renderPlainPage({
    locale,
    title: t("card.check.title"),
    style: STYLE,
    referrerPolicy: "no-referrer",
    extraHead: '<meta name="theme-color" content="#0b4a2c">',
    otherLanguageHref,
    body: `${check ? stateSection(check, locale) : `<div class="lead"><h1>${escapeHtml(t("card.check.title"))}</h1><p${notice ? ' role="alert"' : ""}>${escapeHtml(notice ?? t("card.check.intro"))}</p></div>`}
<form action="/v" method="get">
<input type="hidden" name="lang" value="${locale}">
<label for="code">${escapeHtml(t("card.check.codeLabel"))}</label>
<div class="row"><input id="code" name="code" required minlength="6" maxlength="8" autocomplete="off" autocapitalize="characters" spellcheck="false" value="${escapeHtml(typedCode ?? "")}"><button type="submit">${escapeHtml(t("card.check.submit"))}</button></div>
</form>`,
  });
}
