// Types for the npm date converters that ship none; they are devDependencies, used only by bikramSambat.test.ts.
declare module 'bikram-sambat' {
  /** Gregorian "YYYY-MM-DD" to BS "YYYY-MM-DD". */
  export function toBik_euro(gregorian: string): string;
  /** BS year, month 1–12, day to the Gregorian day (month 1–12). */
  export function toGreg(year: number, month: number, day: number): { year: number; month: number; day: number };
}

declare module '@sbmdkl/nepali-date-converter' {
  /** Gregorian "YYYY-MM-DD" to BS "YYYY-MM-DD". */
  export function adToBs(gregorian: string): string;
  /** BS "YYYY-MM-DD" to Gregorian "YYYY-MM-DD". */
  export function bsToAd(bikramSambat: string): string;
}
