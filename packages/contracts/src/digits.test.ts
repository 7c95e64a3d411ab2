import { describe, expect, it } from 'vitest';
import { withAsciiDigits, withDevanagariDigits } from './digits.js';

describe('digits', () => {
  it('writes ASCII digits in Devanagari and leaves the rest', () => {
    expect(withDevanagariDigits('Rs. 1,00,000.50 on 2082-05-12')).toBe('Rs. १,००,०००.५० on २०८२-०५-१२');
  });

  it('reads Devanagari digits as ASCII ones and leaves the rest', () => {
    expect(withAsciiDigits('रोल ०७, ५,०००.५०, ९८४१२३४५६७')).toBe('रोल 07, 5,000.50, 9841234567');
    expect(withAsciiDigits('0123456789')).toBe('0123456789');
  });

  it('goes there and back for every digit', () => {
    expect(withAsciiDigits(withDevanagariDigits('0123456789'))).toBe('0123456789');
  });
});
