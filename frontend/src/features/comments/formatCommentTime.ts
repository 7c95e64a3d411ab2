/** A comment's time in the reader's own language and time zone, e.g. "17 Sept 2025, 10:15" or "Sep 17, 2025, 10:15 AM". */
export function formatCommentTime(date: Date, locales?: string | string[]): string {
  return new Intl.DateTimeFormat(locales, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
