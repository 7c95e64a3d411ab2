/**
 * Numbers and rupee amounts as each language of the site writes them, through the platform's own `Intl` (ICU):
 * English in Indian style (en-IN: 1,00,000), Nepali with Devanagari digits and the same lakh grouping
 * (ne-NP: १,००,०००). Pure functions, the same for the pages and for the services' emails.
 *
 * Money is integer paisa everywhere; formatting only writes it, it never rounds or converts the amount.
 */

/** The languages the site is written in. */
export type SiteLanguage = 'en' | 'ne';

const intlLocale: Record<SiteLanguage, string> = { en: 'en-IN', ne: 'ne-NP' };

/** The rupee sign each language writes before an amount ("Rs. 1,500.00", "रु. १,५००.००"). */
export const rupeeSign: Record<SiteLanguage, string> = { en: 'Rs.', ne: 'रु.' };

// Building an Intl formatter is slow next to using one: one of each kind per language, made on first use.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(language: SiteLanguage, kind: 'grouped' | 'plain' | 'money'): Intl.NumberFormat {
  const key = `${language} ${kind}`;
  let made = formatters.get(key);
  if (!made) {
    const options: Intl.NumberFormatOptions =
      kind === 'plain'
        ? { useGrouping: false, maximumFractionDigits: 20 }
        : kind === 'money'
          ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
          : { maximumFractionDigits: 20 };
    made = new Intl.NumberFormat(intlLocale[language], options);
    formatters.set(key, made);
  }
  return made;
}

/** A number with lakh grouping: formatNumber(1234567, 'ne') is "१२,३४,५६७"; 'en' gives "12,34,567". */
export function formatNumber(value: number, language: SiteLanguage): string {
  return formatter(language, 'grouped').format(value);
}

/** A number's digits in the language, without grouping, e.g. a year or a day: formatDigits(2082, 'ne') is "२०८२". */
export function formatDigits(value: number, language: SiteLanguage): string {
  return formatter(language, 'plain').format(value);
}

/**
 * An amount of integer paisa as rupees with two decimals: formatRupees(10000050, 'en') is "Rs. 1,00,000.50" and
 * 'ne' gives "रु. १,००,०००.५०". A non-integer or unsafe amount is refused, never rounded.
 */
export function formatRupees(paisa: number, language: SiteLanguage): string {
  if (!Number.isSafeInteger(paisa)) {
    throw new RangeError(`An amount must be a whole number of paisa, not ${String(paisa)}.`);
  }
  const sign = paisa < 0 ? '-' : '';
  const whole = Math.abs(paisa);
  // Handed to Intl as an exact decimal string: dividing by 100 in floating point could change the last paisa.
  const rupees = `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
  return `${rupeeSign[language]} ${formatter(language, 'money').format(rupees as Intl.StringNumericLiteral)}`;
}
