import { describe, expect, it } from 'vitest';
import { receiptAddress, receiptTokenFrom } from './receiptApi';
import { sampleReceiptToken } from './receiptFixtures';

describe("a receipt's address", () => {
  it('carries the token in the fragment, under the language of the page', () => {
    expect(receiptAddress(sampleReceiptToken, 'en')).toBe(`/receipt#${sampleReceiptToken}`);
    expect(receiptAddress(sampleReceiptToken, 'ne')).toBe(`/ne/receipt#${sampleReceiptToken}`);
  });

  it('reads a token from the fragment, and nothing that is not one', () => {
    expect(receiptTokenFrom(`#${sampleReceiptToken}`)).toBe(sampleReceiptToken);
    expect(receiptTokenFrom('')).toBeUndefined();
    expect(receiptTokenFrom('#')).toBeUndefined();
    expect(receiptTokenFrom(`#${sampleReceiptToken.slice(1)}`)).toBeUndefined();
    expect(receiptTokenFrom(`#${sampleReceiptToken}x`)).toBeUndefined();
    expect(receiptTokenFrom(`#${sampleReceiptToken.slice(1)}/`)).toBeUndefined();
  });
});
