import { describe, expect, it } from 'vitest';
import { UAT_TEST_SECRET_KEY } from '../config.js';
import { FORM_SIGNED_FIELD_NAMES, signFields, signaturesMatch, signedMessage } from './signature.js';

// Examples from eSewa's ePay v2 developer documentation (developer.esewa.com.np/pages/Epay), UAT key 8gBm/:&EnhH.1/q.
// Note: the page's stand-alone "Result" for total_amount=100,transaction_uuid=11-201-13 (4Ov7pCI1…) is not the
// HMAC of that message under that key; the page's worked form and callback examples below do verify.
describe('eSewa signature', () => {
  it("builds the documented message in signed_field_names' order", () => {
    const fields = { transaction_uuid: '11-201-13', product_code: 'EPAYTEST', total_amount: '100' };
    expect(signedMessage(fields, FORM_SIGNED_FIELD_NAMES)).toBe(
      'total_amount=100,transaction_uuid=11-201-13,product_code=EPAYTEST',
    );
  });

  it("matches the documentation's form example (total 110, uuid 241028)", () => {
    const fields = { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' };
    expect(signFields(UAT_TEST_SECRET_KEY, fields, FORM_SIGNED_FIELD_NAMES)).toBe(
      'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    );
  });

  it("matches the documentation's success callback example, values exactly as received", () => {
    const callback = {
      transaction_code: '000AWEO',
      status: 'COMPLETE',
      total_amount: '1000.0',
      transaction_uuid: '250610-162413',
      product_code: 'EPAYTEST',
      signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    };
    expect(signFields(UAT_TEST_SECRET_KEY, callback, callback.signed_field_names)).toBe(
      '62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=',
    );
    // "1000" is not "1000.0": the signature is over the text, which is why values are never reformatted.
    expect(
      signFields(UAT_TEST_SECRET_KEY, { ...callback, total_amount: '1000' }, callback.signed_field_names),
    ).not.toBe('62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=');
  });

  it('depends on the key', () => {
    const fields = { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' };
    expect(signFields('another key', fields, FORM_SIGNED_FIELD_NAMES)).not.toBe(
      'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    );
  });

  it('compares signatures exactly', () => {
    const good = 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=';
    expect(signaturesMatch(good, good)).toBe(true);
    expect(signaturesMatch(good, good.replace('i94', 'i95'))).toBe(false);
    expect(signaturesMatch(good, good.slice(0, -1))).toBe(false);
    expect(signaturesMatch(good, '')).toBe(false);
  });
});
