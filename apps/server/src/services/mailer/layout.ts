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
  /** The mail's next step: a button in HTML, the label and the address on a line of the text. */
  action?: { label: string; url: string };
  /** Lists of offers (the weekly e-mail): a small picture, a linked title and a line under it. */
  sections?: EmailSection[];
  /** A closing line in small print. */
  footnote?: string;
  /** A marketing mail's way out, in the footer: the label and the personal unsubscribe link. */
  unsubscribe?: { label: string; url: string };
}

export interface EmailSection {
  heading: string;
  items: { title: string; detail: string; url: string; imageUrl: string | null }[];
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
  const { subject, heading, paragraphs, code, action, sections = [], footnote, unsubscribe } = content;
  const locale = currentLocale();
  const dir = directionOf(locale);
  const align = dir === "rtl" ? "right" : "left";
  const text = [heading, "", ...paragraphs.flatMap((p) => [p, ""]), ...(code ? [code, ""] : [])]
    .concat(sections.flatMap(sectionText))
    .concat(action ? [`${action.label}: ${action.url}`, ""] : [])
    .concat(footnote ? [footnote, ""] : [])
    .concat([t("email.footerText")])
    .concat(unsubscribe ? ["", `${unsubscribe.label}: ${unsubscribe.url}`] : [])
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
${sections.map((section) => sectionHtml(section, align)).join("\n")}
${action ? button(action) : ""}
${footnote ? `<p style="margin:0;font-size:13px;line-height:20px;color:#475569">${escapeHtml(footnote)}</p>` : ""}
</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;font-size:12px;color:#475569">${escapeHtml(t("email.footer"))}${unsubscribe ? `<br><a href="${escapeHtml(unsubscribe.url)}" style="color:#475569;text-decoration:underline">${escapeHtml(unsubscribe.label)}</a>` : ""}</td></tr>
</table></body></html>`;
  return { subject, text, html };
}

/**
 * A link drawn as a button: a table cell with its colour as an attribute too and Outlook's own padding
 * (Outlook ignores a link's padding), its address beside it for clients that show no button.
 */
function button({ label, url }: { label: string; url: string }): string {
  const href = escapeHtml(url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td bgcolor="#0b6b47" style="background:#0b6b47;border-radius:8px;mso-padding-alt:12px 24px">
<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;border-radius:8px;font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none">${escapeHtml(label)}</a></td></tr></table>
<p dir="ltr" style="margin:0 0 16px;font-size:13px;line-height:20px;color:#475569;word-break:break-all">${href}</p>`;
}

function sectionText({ heading, items }: EmailSection): string[] {
  return [heading, ...items.flatMap((item) => [`- ${item.title} (${item.detail})`, `  ${item.url}`]), ""];
}

/** Each offer a row of a table: its picture (a fixed box, so nothing moves as it loads) and its words. */
function sectionHtml({ heading, items }: EmailSection, align: string): string {
  const rows = items
    .map((item) => {
      const href = escapeHtml(item.url);
      const picture = item.imageUrl
        ? `<td width="128" style="padding:0 0 12px;vertical-align:top"><a href="${href}"><img src="${escapeHtml(item.imageUrl)}" width="120" height="63" alt="" style="display:block;width:120px;height:63px;border-radius:6px;object-fit:cover;background:#e2e8f0;border:0"></a></td>`
        : "";
      return `<tr>${picture}<td style="padding:0 8px 12px;vertical-align:top;text-align:${align}"><a href="${href}" style="font-size:16px;font-weight:bold;color:#0b6b47;text-decoration:none">${escapeHtml(item.title)}</a><br><span style="font-size:14px;line-height:20px;color:#475569">${escapeHtml(item.detail)}</span></td></tr>`;
    })
    .join("");
  return `<h2 style="margin:8px 0 12px;font-size:18px;color:#0f172a">${escapeHtml(heading)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>`;
}
