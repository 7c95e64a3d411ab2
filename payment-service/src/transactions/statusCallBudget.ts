/**
 * The global budget of eSewa status calls (ESEWA_STATUS_CALLS_PER_MINUTE): every call to eSewa's status API, the
 * reconciler's and the payment pages', takes one, and none is made without one. It is a sliding window (the
 * times of the last `perMinute` calls), so no 60 seconds ever hold more than `perMinute` calls, whatever is due
 * and however the calls fall across clock minutes. The clock is the app's, so tests and the benchmark move it.
 */
const windowMs = 60_000;

export interface StatusCallBudget {
  readonly perMinute: number;
  /** Takes one call if the window has room; false: none may be made now. */
  take(): boolean;
  /** Calls that may be made now. */
  remaining(): number;
  /** When `count` calls (at most `perMinute`) may be made (now if there is room). */
  freeAt(count: number): Date;
}

export function createStatusCallBudget(perMinute: number, now: () => Date): StatusCallBudget {
  // A ring of the last `perMinute` call times; the oldest is the next to leave the window.
  const calls = new Array<number>(perMinute).fill(Number.NEGATIVE_INFINITY);
  let oldest = 0;
  const inWindow = (time: number, at: number) => time > at - windowMs;

  return {
    perMinute,
    take() {
      const at = now().getTime();
      if (inWindow(calls[oldest]!, at)) return false;
      calls[oldest] = at;
      oldest = (oldest + 1) % perMinute;
      return true;
    },
    remaining() {
      const at = now().getTime();
      return calls.filter((time) => !inWindow(time, at)).length;
    },
    freeAt(count) {
      const at = now().getTime();
      // The calls leave the window oldest first: `count` are free once the count-th oldest has left.
      const time = calls[(oldest + Math.min(Math.max(count, 1), perMinute) - 1) % perMinute]!;
      return new Date(inWindow(time, at) ? time + windowMs : at);
    },
  };
}
