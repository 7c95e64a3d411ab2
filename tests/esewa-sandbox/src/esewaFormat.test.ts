import { describe, expect, it } from 'vitest';
import {
  amountToPaisa,
  esewaCallbackAmount,
  esewaSignature,
  rupeesForPeople,
  sameSignature,
  transactionCodes,
  UAT_SECRET_KEY,
} from './esewaFormat.js';

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

describe("the sandbox's eSewa app formats", () => {
  it('shows amounts in rupees with thousands separators, and paisa only when there are some', () => {
    expect(rupeesForPeople(3500)).toBe('Rs 3,500');
    expect(rupeesForPeople(3500.5)).toBe('Rs 3,500.50');
    expect(rupeesForPeople(8450.05)).toBe('Rs 8,450.05');
    expect(rupeesForPeople(5)).toBe('Rs 5');
  });

  it('makes uppercase seven-character transaction codes, each once', () => {
    const next = transactionCodes();
    const codes = Array.from({ length: 500 }, next);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{7}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
