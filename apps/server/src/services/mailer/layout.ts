// The branded frame of every e-mail: the same content as HTML (inline styles, as mail clients want)
// and as plain text.
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

const BRAND = "#57CC97";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderEmail(content: EmailContent): { subject: string; text: string; html: string } {
  const { subject, heading, paragraphs, code, footnote } = content;
  const text = [heading, "", ...paragraphs.flatMap((p) => [p, ""]), ...(code ? [code, ""] : [])]
    .concat(footnote ? [footnote, ""] : [])
    .concat(["StudentPerks, Dubai"])
    .join("\n");
  const p = (value: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1e293b;white-space:pre-line">${escapeHtml(value)}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND};padding:20px 28px;font-size:22px;font-weight:bold;color:#052e1c">StudentPerks</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;color:#0f172a">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join("\n")}
${code ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:bold;color:#0f172a">${escapeHtml(code)}</p>` : ""}
${footnote ? `<p style="margin:0;font-size:13px;line-height:20px;color:#475569">${escapeHtml(footnote)}</p>` : ""}
</td></tr>
<tr><td style="padding:16px 28px;background:#f8fafc;font-size:12px;color:#475569">StudentPerks, Dubai, United Arab Emirates</td></tr>
</table></body></html>`;
  return { subject, text, html };
}
