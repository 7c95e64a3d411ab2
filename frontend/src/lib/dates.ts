const displayDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2025-09-10" → "Sep 10, 2025": a calendar date, the same in every time zone. */
export function formatCalendarDate(isoDate: string): string {
  return displayDate.format(new Date(`${isoDate}T00:00:00Z`));
}
