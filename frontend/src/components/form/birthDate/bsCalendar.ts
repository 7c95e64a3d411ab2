/**
 * The Bikram Sambat conversion for the date of birth, fetched the first time the field needs it (focused, its
 * calendar changed, or a B.S. date in it): its calendar table stays out of the admission page's first JavaScript,
 * which is near its budget.
 */
import { laterModule } from '../../../lib/laterModule';
import type * as bsConversion from './bsConversion';

export type BsCalendar = typeof bsConversion;

const bsCalendar = laterModule<BsCalendar>(() => import('./bsConversion'));

/** The calendar module, fetched once; a failed fetch (offline) is tried again on the next call. */
export const loadBsCalendar = bsCalendar.load;
/** Starts fetching the calendar when it is not here yet; a failure is left for the submit to report. */
export const prefetchBsCalendar = bsCalendar.prefetch;
/** The calendar module if it has arrived, for code outside React (the form's checks). */
export const loadedBsCalendar = bsCalendar.loaded;
/** The calendar module once it has arrived, re-rendering the component then (undefined while the page hydrates). */
export const useBsCalendar = bsCalendar.useLoaded;
