import { describe, expect, it } from 'vitest';
import { formatPaisa, formatPaisaForEsewa, parseEsewaAmount, parseRupeesToPaisa } from './money.js';

describe('parseRupeesToPaisa', () => {
  it.each([
    [1, 100],
    [1500, 150000],
    [0.29, 29],
    [1234.56, 123456],
    [99.9, 9990],
  ])('%s NPR is %s paisa', (rupees, paisa) => {
    expect(parseRupeesToPaisa(rupees)).toBe(paisa);
  });

  it.each([1.005, 10.123, Number.NaN, Number.POSITIVE_INFINITY, 1e300])('refuses %s', (rupees) => {
    expect(parseRupeesToPaisa(rupees)).toBeUndefined();
  });
});

describe('formatting paisa', () => {
  it('writes whole rupees without decimals for eSewa and two decimals otherwise', () => {
    expect(formatPaisaForEsewa(150000)).toBe('1500');
    expect(formatPaisaForEsewa(150050)).toBe('1500.50');
    expect(formatPaisaForEsewa(105)).toBe('1.05');
  });

  it('writes two decimals for people', () => {
    expect(formatPaisa(150000)).toBe('1500.00');
    expect(formatPaisa(7)).toBe('0.07');
  });
});

describe('parseEsewaAmount', () => {
  it.each([
    ['100', 10000],
    ['100.0', 10000],
    ['1000.0', 100000],
    ['1,000.0', 100000],
    ['1,234,567.5', 123456750],
    ['99.75', 9975],
    ['99.750', 9975],
    [' 5 ', 500],
  ])('reads %s as %s paisa', (raw, paisa) => {
    expect(parseEsewaAmount(raw)).toBe(paisa);
  });

  it.each(['', 'abc', '1,00', '10,00.0', '-5', '1.005', '1e3', '1.2.3', '١٠٠'])('refuses %j', (raw) => {
    expect(parseEsewaAmount(raw)).toBeUndefined();
  });
});
