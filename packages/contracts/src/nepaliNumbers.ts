/**
 * Numbers and rupee amounts as each language of the site writes them, through the platform's own `Intl` (ICU):
 * English in Indian style (en-IN: 1,00,000), Nepali with Devanagari digits and the same lakh grouping
 * (१,००,०००). Pure functions, the same for the pages and for the services' emails.
 *
 * Nepali is en-IN's text with its digits made Devanagari, not Intl's ne-NP: a browser's ICU may lack Nepali
 * (Chromium's does, and writes ne-NP in Latin digits), and a page pre-rendered by Node (full ICU) must hydrate to
 * the same text. ne-NP and en-IN group and separate alike.
 *
 * Money is integer paisa everywhere; formatting only writes it, it never rounds or converts the amount.
 */
import { withDevanagariDigits } from './digits.js';
import type { SiteLanguage } from './languages.js';

export type { SiteLanguage } from './languages.js';

/** A formatted number in the language's digits. */
function inDigitsOf(language: SiteLanguage, text: string): string {
  return language === 'ne' ? withDevanagariDigits(text) : text;
}

// Building an Intl formatter is slow next to using one: one of each kind, made on first use.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(kind: 'grouped' | 'plain' | 'money'): Intl.NumberFormat {
  let made = formatters.get(kind);
  if (!made) {
    const options: Intl.NumberFormatOptions =
      kind === 'plain'
        ? { useGrouping: false, maximumFractionDigits: 20 }
        : kind === 'money'
          ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
          : { maximumFractionDigits: 20 };
    made = new Intl.NumberFormat('en-IN', options);
    formatters.set(kind, made);
  }
  return made;
}

/** A number with lakh grouping: formatNumber(1234567, 'ne') is "१२,३४,५६७"; 'en' gives "12,34,567". */
export function formatNumber(value: number, language: SiteLanguage): string {
  return inDigitsOf(language, formatter('grouped').format(value));
}

/** A number's digits in the language, without grouping, e.g. a year or a day: formatDigits(2082, 'ne') is "२०८२". */
export function formatDigits(value: number, language: SiteLanguage): string {
  return inDigitsOf(language, formatter('plain').format(value));
}

/**
 * An amount of integer paisa as rupees with two decimals after the language's rupee sign (the page's own word, so
 * that no other language's sign comes with this module): formatRupees(10000050, 'en', 'Rs.') is "Rs. 1,00,000.50",
 * formatRupees(10000050, 'ne', 'रु.') "रु. १,००,०००.५०". A non-integer or unsafe amount is refused, never rounded.
 */
export function formatRupees(paisa: number, language: SiteLanguage, rupeeSign: string): string {
  if (!Number.isSafeInteger(paisa)) {
    throw new RangeError(`An amount must be a whole number of paisa, not ${String(paisa)}.`);
  }
  const sign = paisa < 0 ? '-' : '';
  const whole = Math.abs(paisa);
  // Handed to Intl as an exact decimal string: dividing by 100 in floating point could change the last paisa.
  const rupees = `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
  return `${rupeeSign} ${inDigitsOf(language, formatter('money').format(rupees as Intl.StringNumericLiteral))}`;
}
