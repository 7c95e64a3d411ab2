/**
 * The Bikram Sambat conversion for the date of birth, fetched the first time the field needs it (focused, its
 * calendar changed, or a B.S. date in it): its calendar table stays out of the admission page's first JavaScript,
 * which is near its budget.
 */
import { useSyncExternalStore } from 'react';
import type * as bsConversion from './bsConversion';

export type BsCalendar = typeof bsConversion;

let calendar: BsCalendar | undefined;
let loading: Promise<BsCalendar> | undefined;
const listeners = new Set<() => void>();

/** The calendar module, fetched once; a failed fetch (offline) is tried again on the next call. */
export function loadBsCalendar(): Promise<BsCalendar> {
  loading ??= import('./bsConversion').then(
    (module) => {
      calendar = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the calendar when it is not here yet; a failure is left for the submit to report. */
export function prefetchBsCalendar(): void {
  if (!calendar) loadBsCalendar().catch(() => undefined);
}

/** The calendar module if it has arrived, for code outside React (the form's checks). */
export function loadedBsCalendar(): BsCalendar | undefined {
  return calendar;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The calendar module once it has arrived, re-rendering the component then. Undefined while the page hydrates, as in
 * the pre-rendered markup, which never has it.
 */
export function useBsCalendar(): BsCalendar | undefined {
  return useSyncExternalStore(subscribe, loadedBsCalendar, () => undefined);
}
