// The dev outbox as a page a developer can read: newest first, text bodies inline, HTML one click away.
import type { StoredMail } from "#server/services/mailer/mailer.ts";
import { escapeHtml } from "@studentperks/contracts/page-head";

export function renderOutboxPage(messages: StoredMail[]): string {
  const items = messages
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(m.sentAt)}</time> · <a href="/dev/mail/${encodeURIComponent(m.id)}">view HTML</a></p>
<pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox · StudentPerks</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:760px;padding:24px;color:#0f172a}
article{border:1px solid #cbd5e1;border-radius:12px;padding:16px;margin:16px 0}
h2{font-size:18px;margin:0 0 4px}.meta{color:#475569;font-size:14px;margin:0 0 12px}
pre{white-space:pre-wrap;background:#f8fafc;padding:12px;border-radius:8px;margin:0}
a{color:#166534}
</style></head>
<body><h1>Dev outbox</h1>
<p>E-mail the server would have sent, newest first. Also as JSON at <a href="/dev/mail.json">/dev/mail.json</a>. Only in development: set SMTP_URL to send real mail.</p>
<form method="post" action="/dev/mail/weekly-email"><button type="submit">Send this week's "New for students" e-mail now</button> (to students who agreed and have not had this week's)</form>
${items || "<p>No e-mail yet.</p>"}
</body></html>`;
}
