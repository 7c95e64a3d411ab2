/**
 * Wrong dates of birth, counted per child, so that nobody finds a child's date by trying: a class's birthdays span
 * about 700 days, and a pool of addresses would get past any per-address limit. After `perDay` wrong dates within
 * 24 hours, the child's records answer 429 to every lookup, the right date included (else the answers would still
 * tell the right date from the wrong ones), until the oldest of those misses is a day old.
 *
 * Held in memory (RecentCounts): at most `perDay` moments for each child whose name, class and roll someone
 * matched, so it cannot grow past the school's roll. A restart forgets them, which gives a guesser one more day's
 * budget at most.
 */
import { RecentCounts } from '@school/service-kit';

export const wrongBirthDatesPerDay = 10;

const dayMs = 24 * 60 * 60_000;

export class WrongBirthDates {
  private readonly misses: RecentCounts;

  constructor(
    readonly perDay: number = wrongBirthDatesPerDay,
    now: () => Date = () => new Date(),
  ) {
    this.misses = new RecentCounts(perDay, dayMs, now);
  }

  /** Whether the child's lookups are refused for now. */
  isLimited(child: string): boolean {
    return this.misses.isLimited(child);
  }

  /** Counts a wrong date of birth for the child. */
  add(child: string): void {
    this.misses.add(child);
  }
}
