import { describe, expect, it } from 'vitest';
import { amountToPaisa, esewaCallbackAmount, esewaSignature, sameSignature, UAT_SECRET_KEY } from './esewaFormat.js';

describe("the sandbox's eSewa formats", () => {
  it("signs like eSewa's documented form example", () => {
    const values = { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' };
    expect(esewaSignature(UAT_SECRET_KEY, values, 'total_amount,transaction_uuid,product_code')).toBe(
      'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    );
  });

  it('compares signatures exactly', () => {
    expect(sameSignature('abc=', 'abc=')).toBe(true);
    expect(sameSignature('abc=', 'abd=')).toBe(false);
    expect(sameSignature('abc=', 'abc')).toBe(false);
  });

  it('reads plain amounts only', () => {
    expect(amountToPaisa('1500')).toBe(150000);
    expect(amountToPaisa('1500.5')).toBe(150050);
    expect(amountToPaisa('0')).toBe(0);
    expect(amountToPaisa('1,500')).toBeUndefined();
    expect(amountToPaisa('1.005')).toBeUndefined();
    expect(amountToPaisa('-1')).toBeUndefined();
  });

  it('writes callback amounts as eSewa does', () => {
    expect(esewaCallbackAmount(100000)).toBe('1,000.0');
    expect(esewaCallbackAmount(150050)).toBe('1,500.5');
    expect(esewaCallbackAmount(9975)).toBe('99.75');
    expect(esewaCallbackAmount(100)).toBe('1.0');
  });
});
