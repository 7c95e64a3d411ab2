// The Bikram Sambat conversion, for dates the page learns only at run time (a comment's time, a payment's): it
// brings the calendar table, so pages whose dates the build knows take them converted from the content instead.
import { adToBs, bsIso, BsDateError } from '@school/contracts/bikram-sambat';

/**
 * The B.S. date of a Gregorian calendar date: "2025-09-17" → "2082-06-01", for formatBothCalendars
 * (src/lib/dates.ts). Undefined for a date outside the calendar table: the page shows the Gregorian date alone.
 */
export function bsIsoOf(isoDate: string): string | undefined {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split('-').map(Number);
  try {
    return bsIso(adToBs({ year, month, day }));
  } catch (error) {
    if (error instanceof BsDateError) return undefined;
    throw error;
  }
}
