/**
 * Counts of recent events per key within a sliding window (wrong dates of birth per child, sign-in codes per email
 * and per address): `add` records one, `isLimited` says whether the key has reached its limit within the window.
 *
 * Held in memory: at most `limit` moments per key, and a key is forgotten once its moments are older than the
 * window, so it cannot grow past the keys recently used. A restart forgets them, which gives a guesser one more
 * window's budget at most.
 */
export class RecentCounts {
  private readonly moments = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  isLimited(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  add(key: string): void {
    this.moments.set(key, [...this.recent(key), this.now().getTime()].slice(-this.limit));
  }

  /** Seconds until the key is under its limit again (0 when it is). */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    return Math.max(1, Math.ceil((recent[0]! + this.windowMs - this.now().getTime()) / 1000));
  }

  private recent(key: string): number[] {
    const since = this.now().getTime() - this.windowMs;
    const times = (this.moments.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.moments.delete(key);
    return times;
  }
}
