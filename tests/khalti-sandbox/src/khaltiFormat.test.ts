import { describe, expect, it } from 'vitest';
import {
  checkAuthorization,
  isValidUrl,
  lookupHttpStatus,
  maskMobile,
  nepalTimestamp,
  newKhaltiId,
  readInitiateRequest,
  rupees,
  withReturnParameters,
} from './khaltiFormat.js';

const goodPayload = {
  return_url: 'http://school.test/payment-success',
  website_url: 'http://school.test/',
  amount: 150000,
  purchase_order_id: 'txn_1726567890123_k3j9x2ab',
  purchase_order_name: 'School fees',
};

describe("the sandbox's Khalti formats", () => {
  it('accepts the key with the "Key" scheme in either case, and tells a missing key from a wrong one', () => {
    expect(checkAuthorization('Key secret-1', 'secret-1')).toBe('ok');
    expect(checkAuthorization('key secret-1', 'secret-1')).toBe('ok');
    expect(checkAuthorization('Key secret-2', 'secret-1')).toBe('invalid');
    expect(checkAuthorization('secret-1', 'secret-1')).toBe('missing');
    expect(checkAuthorization('Bearer secret-1', 'secret-1')).toBe('missing');
    expect(checkAuthorization(undefined, 'secret-1')).toBe('missing');
  });

  it('takes the URLs Khalti takes: http(s), with localhost, an IP address or a dotted host', () => {
    expect(isValidUrl('https://example.com/payment/')).toBe(true);
    expect(isValidUrl('http://127.0.0.1:8080/payment-success')).toBe(true);
    expect(isValidUrl('http://localhost:8080/')).toBe(true);
    expect(isValidUrl('http://web/payment-success')).toBe(false);
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
    expect(isValidUrl('school.test/payment')).toBe(false);
    expect(isValidUrl('http://school.test/a b')).toBe(false);
  });

  it('reads a good initiate payload, the amount as an integer or a string of digits, and keeps merchant_ extras', () => {
    const read = readInitiateRequest({ ...goodPayload, amount: '1000', merchant_extra: 'class 3', other: 'dropped' });
    expect(read).toEqual({
      ok: true,
      request: {
        returnUrl: goodPayload.return_url,
        websiteUrl: goodPayload.website_url,
        amountPaisa: 1000,
        purchaseOrderId: goodPayload.purchase_order_id,
        purchaseOrderName: goodPayload.purchase_order_name,
        customerInfo: null,
        merchantExtras: { merchant_extra: 'class 3' },
      },
    });
  });

  it("reports every problem of a payload at once, in Khalti's words", () => {
    expect(readInitiateRequest({ return_url: ' ', website_url: 'not a url', amount: 999 })).toEqual({
      ok: false,
      errors: {
        return_url: ['This field may not be blank.'],
        website_url: ['Enter a valid URL.'],
        amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'],
        purchase_order_id: ['This field is required.'],
        purchase_order_name: ['This field is required.'],
      },
    });
    expect(readInitiateRequest({ ...goodPayload, amount: 1000.5 })).toEqual({
      ok: false,
      errors: { amount: ['A valid integer is required.'] },
    });
    expect(readInitiateRequest({ ...goodPayload, amount: 'Rs 1500' })).toEqual({
      ok: false,
      errors: { amount: ['A valid integer is required.'] },
    });
  });

  it('checks that an amount breakdown adds up to the amount', () => {
    const breakdown = [
      { label: 'Tuition', amount: 100000 },
      { label: 'Transport', amount: 50000 },
    ];
    expect(readInitiateRequest({ ...goodPayload, amount_breakdown: breakdown }).ok).toBe(true);
    expect(readInitiateRequest({ ...goodPayload, amount_breakdown: breakdown.slice(0, 1) })).toEqual({
      ok: false,
      errors: { amount: ['Amount Breakdown mismatch.'] },
    });
  });

  it('makes identifiers like Khalti’s and masks the payer’s number as its return does', () => {
    expect(newKhaltiId()).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(newKhaltiId()).not.toBe(newKhaltiId());
    expect(maskMobile('9800000904')).toBe('98XXXXX904');
  });

  it("writes expires_at in Nepal's time with microseconds, and amounts in rupees", () => {
    expect(nepalTimestamp(new Date('2023-05-25T10:41:16.471Z'))).toBe('2023-05-25T16:26:16.471000+05:45');
    expect(rupees(130000)).toBe('Rs. 1,300.00');
    expect(rupees(1050)).toBe('Rs. 10.50');
  });

  it('answers Expired and User canceled lookups with HTTP 400, every other status with 200', () => {
    expect(lookupHttpStatus('Expired')).toBe(400);
    expect(lookupHttpStatus('User canceled')).toBe(400);
    for (const status of ['Initiated', 'Pending', 'Completed', 'Refunded', 'Partially Refunded'] as const) {
      expect(lookupHttpStatus(status)).toBe(200);
    }
  });

  it("appends the return's parameters after the merchant's own query, spaces written %20", () => {
    expect(withReturnParameters('http://school.test/paid', [['status', 'User canceled']])).toBe(
      'http://school.test/paid?status=User%20canceled',
    );
    expect(
      withReturnParameters('http://school.test/paid?lang=ne#top', [
        ['pidx', 'abc'],
        ['mobile', ''],
      ]),
    ).toBe('http://school.test/paid?lang=ne&pidx=abc&mobile=#top');
  });
});
