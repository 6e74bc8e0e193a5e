// The branded frame of every e-mail: the same content as HTML (inline styles, as mail clients want)
// and as plain text, in one language. Arabic mail is laid out right to left; a code stays left to
// right, as it is typed.
import { directionOf, type Locale } from "@studentperks/contracts/i18n/locales";
import { escapeHtml } from "@studentperks/contracts/page-head";
import { currentLocale, t, withLocale } from "#server/i18n/index.ts";

export interface EmailContent {
  subject: string;
  /** Short heading inside the mail. */
  heading: string;
  paragraphs: string[];
  /** A code shown large in the middle of the mail. */
  code?: string;
  /** A closing line in small print. */
  footnote?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = "#57CC97";

/**
 * The e-mail `build` describes, written in `locale`: its texts are said in that language (t() and the
 * contracts' messages inside `build` speak it) and it is laid out for it. E-mails are rendered when
 * they are queued, in the recipient's language, so the outbox holds them as they will be sent.
 */
export function renderEmailIn(locale: Locale, build: () => EmailContent): RenderedEmail {
  return withLocale(locale, () => renderEmail(build()));
}

function renderEmail(content: EmailContent): RenderedEmail {
  const { subject, heading, paragraphs, code, footnote } = content;
  const locale = currentLocale();
  const dir = directionOf(locale);
  const align = dir === "rtl" ? "right" : "left";
  const text = [heading, "", ...paragraphs.flatMap((p) => [p, ""]), ...(code ? [code, ""] : [])]
    .concat(footnote ? [footnote, ""] : [])
    .concat([t("email.footerText")])
    .join("\n");
  const p = (value: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1e293b;white-space:pre-line">${escapeHtml(value)}</p>`;
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;direction:${dir};text-align:${align}">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;overflow:hidden;direction:${dir};text-align:${align}">
<tr><td style="background:${BRAND};padding:20px 28px;font-size:22px;font-weight:bold;color:#052e1c">StudentPerks</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;color:#0f172a">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join("\n")}
${code ? `<p dir="ltr" style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:bold;color:#0f172a;direction:ltr;text-align:${align}">${escapeHtml(code)}</p>` : ""}
${footnote ? `<p style="margin:0;font-size:13px;line-height:20px;color:#475569">${escapeHtml(footnote)}</p>` : ""}
</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;font-size:12px;color:#475569">${escapeHtml(t("email.footer"))}</td></tr>
</table></body></html>`;
  return { subject, text, html };
}
