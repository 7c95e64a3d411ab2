/** The developer's page: the mails received, newest first, every value escaped (mails carry what visitors typed). */
import type { ReceivedMail } from './mailbox.js';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

function mailSection(mail: ReceivedMail): string {
  const row = (label: string, value: string | undefined) =>
    value === undefined ? '' : `<tr><th>${label}</th><td>${escapeHtml(value)}</td></tr>`;
  const attachments = mail.attachments
    .map(
      (attachment, index) =>
        `<li><a href="/messages/${mail.id}/attachments/${index}">${escapeHtml(attachment.filename ?? `attachment ${index + 1}`)}</a> (${escapeHtml(attachment.contentType)}, ${attachment.size} bytes)</li>`,
    )
    .join('');
  return `<section>
<h2>#${mail.id} ${escapeHtml(mail.subject ?? '(no subject)')}</h2>
<table>${row('Received', mail.receivedAt)}${row('From', mail.from)}${row('To', mail.to)}${row('Reply-To', mail.replyTo)}${row('Envelope to', mail.envelope.to.join(', '))}${row('Message-ID', mail.messageId)}</table>
${attachments ? `<ul>${attachments}</ul>` : ''}
<pre>${escapeHtml(mail.text ?? '')}</pre>
<p><a href="/messages/${mail.id}/raw">Raw source</a></p>
</section>`;
}

export function mailboxPage(newestFirst: ReceivedMail[]): string {
  const body = newestFirst.length ? newestFirst.map(mailSection).join('\n') : '<p>No mail received yet.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mail sandbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem}th{text-align:left;padding-right:1rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:.5rem}section{border-bottom:1px solid #ccc;padding-bottom:1rem}</style>
</head><body><h1>Mail sandbox</h1><p>Mail the site sent, kept on this machine until the sandbox stops. Reload to see new mail.</p>
${body}
</body></html>`;
}
