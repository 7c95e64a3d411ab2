/**
 * Wrong dates of birth, counted per child, so that nobody finds a child's date by trying: a class's birthdays span
 * about 700 days, and a pool of addresses would get past any per-address limit. After `perDay` wrong dates within
 * 24 hours, the child's records answer 429 to every lookup, the right date included (else the answers would still
 * tell the right date from the wrong ones), until the oldest of those misses is a day old.
 *
 * Held in memory: at most `perDay` moments for each child whose name, class and roll someone matched, so it cannot
 * grow past the school's roll. A restart forgets them, which gives a guesser one more day's budget at most.
 */
export const wrongBirthDatesPerDay = 10;

const dayMs = 24 * 60 * 60_000;

export class WrongBirthDates {
  private readonly misses = new Map<string, number[]>();

  constructor(
    readonly perDay: number = wrongBirthDatesPerDay,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Whether the child's lookups are refused for now. */
  isLimited(child: string): boolean {
    return this.recent(child).length >= this.perDay;
  }

  /** Counts a wrong date of birth for the child. */
  add(child: string): void {
    this.misses.set(child, [...this.recent(child), this.now().getTime()]);
  }

  /** The child's misses of the last 24 hours (older ones forgotten). */
  private recent(child: string): number[] {
    const since = this.now().getTime() - dayMs;
    const times = (this.misses.get(child) ?? []).filter((time) => time > since);
    if (times.length === 0) this.misses.delete(child);
    return times;
  }
}
