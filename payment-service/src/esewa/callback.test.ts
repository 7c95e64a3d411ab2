import { describe, expect, it } from 'vitest';
import { UAT_TEST_SECRET_KEY } from '../config.js';
import { decodeCallbackData, readFlatJsonObject, verifyCallback, type ExpectedPayment } from './callback.js';
import { hmacBase64 } from './signature.js';

// The success callback from eSewa's ePay v2 documentation, base64 as published (total_amount is the text "1000.0").
const documentedData =
  'eyJ0cmFuc2FjdGlvbl9jb2RlIjoiMDAwQVdFTyIsInN0YXR1cyI6IkNPTVBMRVRFIiwidG90YWxfYW1vdW50IjoiMTAwMC4wIiwidHJhbnNhY3Rpb25fdXVpZCI6IjI1MDYxMC0xNjI0MTMiLCJwcm9kdWN0X2NvZGUiOiJFUEFZVEVTVCIsInNpZ25lZF9maWVsZF9uYW1lcyI6InRyYW5zYWN0aW9uX2NvZGUsc3RhdHVzLHRvdGFsX2Ftb3VudCx0cmFuc2FjdGlvbl91dWlkLHByb2R1Y3RfY29kZSxzaWduZWRfZmllbGRfbmFtZXMiLCJzaWduYXR1cmUiOiI2MkdjZlpUbVZremh0VWVoK1FKMUFxaUpyam9XV0dvZjNVK2VUUFRaN2ZBPSJ9';
const documentedPayment: ExpectedPayment = { esewaUuid: '250610-162413', productCode: 'EPAYTEST', amountPaisa: 100000 };

const signedNames = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

/** Writes a callback as eSewa would, from JSON text (so number formatting is exactly what the test says). */
function callbackData(fields: Record<string, string>, totalAmountJson: string, key = UAT_TEST_SECRET_KEY): string {
  const message = signedNames
    .split(',')
    .map((name) => `${name}=${name === 'total_amount' ? totalAmountJson.replaceAll('"', '') : fields[name]}`)
    .join(',');
  const signature = hmacBase64(key, message);
  const json =
    '{' +
    Object.entries(fields)
      .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
      .concat([`"total_amount":${totalAmountJson}`, `"signature":${JSON.stringify(signature)}`])
      .join(',') +
    '}';
  return Buffer.from(json, 'utf8').toString('base64');
}

const ourPayment: ExpectedPayment = {
  esewaUuid: 'txn-1726567890123-k3j9x2ab',
  productCode: 'EPAYTEST',
  amountPaisa: 150000,
};
const ourFields = {
  transaction_code: '000B7QX',
  status: 'COMPLETE',
  transaction_uuid: ourPayment.esewaUuid,
  product_code: 'EPAYTEST',
  signed_field_names: signedNames,
};

describe('reading the callback', () => {
  it('decodes the documented example and keeps values as written', () => {
    const decoded = decodeCallbackData(documentedData);
    expect(decoded).toEqual({
      ok: true,
      fields: expect.objectContaining({ total_amount: '1000.0', transaction_code: '000AWEO', status: 'COMPLETE' }),
    });
  });

  it('keeps a JSON number exactly as written', () => {
    expect(readFlatJsonObject('{ "a" : 1000.0 , "b":"x\\"y", "c": null, "d":true }')).toEqual({
      a: '1000.0',
      b: 'x"y',
      c: '',
      d: 'true',
    });
  });

  it('refuses nested values and broken input', () => {
    expect(() => readFlatJsonObject('{"a":{"b":1}}')).toThrow();
    expect(() => readFlatJsonObject('{"a":[1]}')).toThrow();
    expect(() => readFlatJsonObject('[1]')).toThrow();
    expect(() => readFlatJsonObject('{"a":1')).toThrow();
    expect(decodeCallbackData('not base64!')).toMatchObject({ ok: false });
    expect(decodeCallbackData(Buffer.from('hello').toString('base64'))).toMatchObject({ ok: false });
    expect(decodeCallbackData('')).toMatchObject({ ok: false });
  });

  it('repairs "+" turned into a space in a query string', () => {
    // Base64 of ASCII JSON holds a "+" only where a "~" or ">" ends a 3-byte group: "~~~" guarantees one.
    const withPlus = callbackData({ ...ourFields, transaction_code: '000~~~B' }, '"1,500.0"');
    expect(withPlus).toContain('+');
    const mangled = withPlus.replaceAll('+', ' ');
    expect(decodeCallbackData(mangled)).toEqual(decodeCallbackData(withPlus));
    expect(verifyCallback(mangled, UAT_TEST_SECRET_KEY, ourPayment)).toMatchObject({ kind: 'complete' });
  });
});

describe('verifying the callback', () => {
  it("accepts the documentation's example for its payment", () => {
    expect(verifyCallback(documentedData, UAT_TEST_SECRET_KEY, documentedPayment)).toEqual({
      kind: 'complete',
      esewaRef: '000AWEO',
    });
  });

  it.each([
    ['"1500"', 'a plain string'],
    ['"1,500.0"', 'thousands separators'],
    ['1500.0', 'a JSON number with a decimal'],
    ['1500', 'a JSON number'],
  ])('accepts total_amount written as %s (%s)', (amountJson) => {
    const data = callbackData(ourFields, amountJson);
    expect(verifyCallback(data, UAT_TEST_SECRET_KEY, ourPayment)).toEqual({ kind: 'complete', esewaRef: '000B7QX' });
  });

  it('rejects a callback signed with another key', () => {
    const data = callbackData(ourFields, '"1500.0"', 'not the school key');
    expect(verifyCallback(data, UAT_TEST_SECRET_KEY, ourPayment)).toMatchObject({ kind: 'rejected' });
  });

  it('rejects a tampered amount, uuid or signature', () => {
    const json = Buffer.from(callbackData(ourFields, '"1500.0"'), 'base64').toString('utf8');
    const tamper = (from: string, to: string) => Buffer.from(json.replace(from, to)).toString('base64');
    expect(
      verifyCallback(tamper('"1500.0"', '"15.0"'), UAT_TEST_SECRET_KEY, { ...ourPayment, amountPaisa: 1500 }),
    ).toEqual({
      kind: 'rejected',
      reason: 'signature does not verify',
    });
    expect(verifyCallback(tamper('k3j9x2ab', 'zzzzzzzz'), UAT_TEST_SECRET_KEY, ourPayment)).toMatchObject({
      kind: 'rejected',
    });
    const signature = JSON.parse(json).signature as string;
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(verifyCallback(tamper(signature, flipped), UAT_TEST_SECRET_KEY, ourPayment)).toEqual({
      kind: 'rejected',
      reason: 'signature does not verify',
    });
  });

  it('rejects a genuine callback for another payment or another amount', () => {
    const data = callbackData(ourFields, '"1500.0"');
    expect(verifyCallback(data, UAT_TEST_SECRET_KEY, { ...ourPayment, esewaUuid: 'txn-1726567890999-other1' })).toEqual(
      {
        kind: 'rejected',
        reason: 'transaction_uuid differs',
      },
    );
    expect(verifyCallback(data, UAT_TEST_SECRET_KEY, { ...ourPayment, amountPaisa: 150001 })).toMatchObject({
      kind: 'rejected',
    });
    expect(verifyCallback(data, UAT_TEST_SECRET_KEY, { ...ourPayment, productCode: 'NP-ES-SCHOOL' })).toEqual({
      kind: 'rejected',
      reason: 'product_code differs',
    });
  });

  it('rejects a callback whose signature leaves out the status or the amount', () => {
    const names = 'transaction_uuid,product_code,signed_field_names';
    const fields = { ...ourFields, signed_field_names: names, total_amount: '1500' };
    const signature = hmacBase64(
      UAT_TEST_SECRET_KEY,
      names
        .split(',')
        .map((n) => `${n}=${fields[n as keyof typeof fields]}`)
        .join(','),
    );
    const data = Buffer.from(JSON.stringify({ ...fields, signature })).toString('base64');
    expect(verifyCallback(data, UAT_TEST_SECRET_KEY, ourPayment)).toMatchObject({
      kind: 'rejected',
      reason: expect.stringContaining('not covered by the signature'),
    });
  });

  it('does not count a signed callback that is not COMPLETE', () => {
    const data = callbackData({ ...ourFields, status: 'PENDING' }, '"1500.0"');
    expect(verifyCallback(data, UAT_TEST_SECRET_KEY, ourPayment)).toEqual({ kind: 'not-complete', status: 'PENDING' });
  });
});
