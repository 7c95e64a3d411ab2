import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDigits, formatNumber, formatRupees } from './nepaliNumbers.js';

const fromDevanagari = (text: string) => text.replace(/[०-९]/g, (digit) => String('०१२३४५६७८९'.indexOf(digit)));

describe('numbers in each language', () => {
  it('writes Nepali with Devanagari digits and English in Latin digits, both with lakh grouping', () => {
    expect(formatNumber(100000, 'ne')).toBe('१,००,०००');
    expect(formatNumber(100000, 'en')).toBe('1,00,000');
    expect(formatNumber(12345678, 'ne')).toBe('१,२३,४५,६७८');
    expect(formatNumber(12345678, 'en')).toBe('1,23,45,678');
    expect(formatNumber(999, 'ne')).toBe('९९९');
    expect(formatNumber(1234.5, 'ne')).toBe('१,२३४.५');
    expect(formatNumber(0, 'ne')).toBe('०');
  });

  it('writes bare digits, without grouping, for years and days', () => {
    expect(formatDigits(2082, 'ne')).toBe('२०८२');
    expect(formatDigits(2082, 'en')).toBe('2082');
    expect(formatDigits(7, 'ne')).toBe('७');
  });
});

describe('on a platform whose ICU lacks Nepali (Chromium: ne-NP falls back to Latin digits)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('still writes Devanagari digits, as Node writes them when it pre-renders the page', async () => {
    const Platform = Intl.NumberFormat;
    function withoutNepali(locales?: string | string[], options?: Intl.NumberFormatOptions) {
      return new Platform(String(locales).startsWith('ne') ? 'en-US' : locales, options);
    }
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: withoutNepali });
    vi.resetModules();
    const numbers = await import('./nepaliNumbers.js');
    expect(new Intl.NumberFormat('ne-NP').format(24)).toBe('24');
    expect(numbers.formatNumber(12345678, 'ne')).toBe('१,२३,४५,६७८');
    expect(numbers.formatDigits(2082, 'ne')).toBe('२०८२');
    expect(numbers.formatRupees(10000050, 'ne', 'रु.')).toBe('रु. १,००,०००.५०');
    expect(numbers.formatNumber(12345678, 'en')).toBe('1,23,45,678');
  });
});

describe('formatRupees', () => {
  it('writes integer paisa as rupees with two decimals, as the receipt does', () => {
    expect(formatRupees(0, 'en', 'Rs.')).toBe('Rs. 0.00');
    expect(formatRupees(1, 'en', 'Rs.')).toBe('Rs. 0.01');
    expect(formatRupees(150000, 'en', 'Rs.')).toBe('Rs. 1,500.00');
    expect(formatRupees(10000050, 'en', 'Rs.')).toBe('Rs. 1,00,000.50');
    expect(formatRupees(10000050, 'ne', 'रु.')).toBe('रु. १,००,०००.५०');
    expect(formatRupees(29, 'ne', 'रु.')).toBe('रु. ०.२९');
    // The largest exact amount: dividing it by 100 in floating point would end in .90, not .91.
    expect(formatRupees(Number.MAX_SAFE_INTEGER, 'en', 'Rs.')).toBe('Rs. 9,00,71,99,25,47,409.91');
  });

  it('never changes the amount: the digits written are the paisa given', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 101, 29, 57, 1005, 123456789, Number.MAX_SAFE_INTEGER];
    for (let paisa = 0; paisa < 100_000; paisa += 7) amounts.push(paisa);
    for (const paisa of amounts) {
      expect(Number(formatRupees(paisa, 'en', 'Rs.').replace(/[^0-9]/g, '')), `${paisa}`).toBe(paisa);
      expect(Number(fromDevanagari(formatRupees(paisa, 'ne', 'रु.')).replace(/[^0-9]/g, '')), `${paisa}`).toBe(paisa);
    }
  });

  it('refuses an amount that is not whole paisa rather than round it', () => {
    for (const paisa of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => formatRupees(paisa, 'en', 'Rs.')).toThrow(
        `An amount must be a whole number of paisa, not ${paisa}.`,
      );
    }
  });
});
