/**
 * What keeps a parent's words from becoming anything but words in an email: HTML is escaped, and a line that
 * goes into a header (the subject) is one line, whatever it holds. The checks at the door refuse control
 * characters in names already; this is the second wall, where the header is written.
 */
import type { SiteLanguage } from '@school/contracts/languages';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** One line for a header: every run of line breaks, tabs and other control characters becomes one space. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what a header line must not hold
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/gu, ' ').trim();
}

/** A block of labelled fields, as plain text and as an escaped HTML table. */
export function fieldsBlock(fields: readonly (readonly [string, string])[]): { text: string; html: string } {
  const text = fields.map(([label, value]) => `${label}:\n${value || '—'}`).join('\n\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value || '—')}</td></tr>`,
    )
    .join('');
  return { text, html: `<table cellspacing="0" cellpadding="0">${rows}</table>` };
}

/**
 * An email's HTML body in a language of the site: an English one as it is, another marked with its language, so a
 * mail client's screen reader reads it in the right voice.
 */
export function inLanguage(language: SiteLanguage, html: string): string {
  return language === 'en' ? html : `<div lang="${language}">${html}</div>`;
}
