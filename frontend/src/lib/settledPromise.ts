/**
 * A promise that, once settled, carries its outcome in the fields React's `use` looks for (its thenable protocol):
 * something loaded before hydration (a page's texts, a news post) then renders on the first pass, without
 * suspending.
 */
export type SettledPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks `promise` with its outcome when it settles, and answers it. `onRejected` lets a cache forget a failed load,
 * so the next call tries again.
 */
export function settledPromise<T>(promise: Promise<T>, onRejected?: () => void): SettledPromise<T> {
  const settled: SettledPromise<T> = promise;
  promise.then(
    (value) => {
      settled.status = 'fulfilled';
      settled.value = value;
    },
    (reason: unknown) => {
      settled.status = 'rejected';
      settled.reason = reason;
      onRejected?.();
    },
  );
  return settled;
}
