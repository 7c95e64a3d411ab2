// Which day it is in Nepal, where the school's dates are: the same for every visitor, wherever they are.

/** Today's date in Nepal (ISO), where the school's closing dates are: the same for every visitor, wherever they are. */
export function todayInNepal(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(now);
}

/** Whether a vacancy is past its last day to apply (ISO dates), judged by the visitor's clock when they ask. */
export function isPastClosingDate(closes: string, now: Date = new Date()): boolean {
  return todayInNepal(now) > closes;
}
