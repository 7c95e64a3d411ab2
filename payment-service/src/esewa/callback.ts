/**
 * eSewa's success callback: after a payment eSewa sends the parent to success_url?data=<base64 JSON>. The JSON
 * names the fields it signed (`signed_field_names`) and carries `signature`. We trust it only if the signature
 * verifies over the values exactly as received AND it is about the stored transaction (uuid, product code,
 * amount) AND it says COMPLETE.
 */
import { parseEsewaAmount } from '../money.js';
import { signFields, signaturesMatch } from './signature.js';

/** The callback's fields as text, exactly as eSewa wrote them (a JSON number keeps its written form, "1000.0"). */
export type CallbackFields = Record<string, string>;

export type DecodeResult = { ok: true; fields: CallbackFields } | { ok: false; reason: string };

/** Fields that must be covered by the signature, or the callback proves nothing about this payment. */
const mustBeSigned = ['transaction_code', 'status', 'total_amount', 'transaction_uuid', 'product_code'];

const maxDataLength = 4096;

export function decodeCallbackData(data: string): DecodeResult {
  if (data.length === 0 || data.length > maxDataLength) return { ok: false, reason: 'data is empty or too long' };
  // A "+" in a query string may have been turned into a space on the way; base64 never contains spaces.
  const base64 = data.replaceAll(' ', '+');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    return { ok: false, reason: 'data is not base64' };
  }
  const json = Buffer.from(base64, 'base64').toString('utf8');
  try {
    return { ok: true, fields: readFlatJsonObject(json) };
  } catch (error) {
    return { ok: false, reason: `data is not a flat JSON object (${(error as Error).message})` };
  }
}

/**
 * Parses a JSON object whose values are all strings, numbers, booleans or null, keeping each value's text
 * as written: JSON.parse would turn 1000.0 into 1000 and break the signature.
 */
export function readFlatJsonObject(json: string): CallbackFields {
  JSON.parse(json); // well-formed JSON first; the scan below then only has to find where each value is.
  // No prototype: a key like "__proto__" or "constructor" is then just a key.
  const fields: CallbackFields = Object.create(null) as CallbackFields;
  let at = 0;
  const skipSpace = () => {
    while (at < json.length && ' \t\n\r'.includes(json[at] ?? '')) at += 1;
  };
  const expect = (char: string) => {
    skipSpace();
    if (json[at] !== char) throw new Error(`expected '${char}' at ${at}`);
    at += 1;
  };
  const readString = (): string => {
    skipSpace();
    const start = at;
    if (json[at] !== '"') throw new Error(`expected a string at ${at}`);
    at += 1;
    while (at < json.length && json[at] !== '"') at += json[at] === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(json.slice(start, at)) as string;
  };

  expect('{');
  skipSpace();
  if (json[at] === '}') return fields;
  for (;;) {
    const key = readString();
    expect(':');
    skipSpace();
    if (json[at] === '"') {
      fields[key] = readString();
    } else {
      const start = at;
      while (at < json.length && !',}'.includes(json[at] ?? '') && !' \t\n\r'.includes(json[at] ?? '')) at += 1;
      const raw = json.slice(start, at);
      if (raw.startsWith('{') || raw.startsWith('[')) throw new Error(`'${key}' is not a plain value`);
      fields[key] = raw === 'null' ? '' : raw;
    }
    skipSpace();
    if (json[at] === ',') {
      at += 1;
      continue;
    }
    expect('}');
    return fields;
  }
}

export interface ExpectedPayment {
  esewaUuid: string;
  productCode: string;
  amountPaisa: number;
}

export type CallbackVerdict =
  | { kind: 'complete'; esewaRef: string }
  /** Signed by eSewa and about this payment, but not a completed payment (eSewa said something else). */
  | { kind: 'not-complete'; status: string }
  | { kind: 'rejected'; reason: string };

export function verifyCallback(data: string, secretKey: string, expected: ExpectedPayment): CallbackVerdict {
  const decoded = decodeCallbackData(data);
  if (!decoded.ok) return { kind: 'rejected', reason: decoded.reason };
  const fields = decoded.fields;

  const signedFieldNames = fields.signed_field_names;
  const signature = fields.signature;
  if (!signedFieldNames || !signature) return { kind: 'rejected', reason: 'signed_field_names or signature missing' };
  const signedNames = signedFieldNames.split(',');
  const missing = signedNames.filter((name) => !(name in fields));
  if (missing.length > 0) return { kind: 'rejected', reason: `signed fields missing: ${missing.join(', ')}` };
  const unsigned = mustBeSigned.filter((name) => !signedNames.includes(name));
  if (unsigned.length > 0)
    return { kind: 'rejected', reason: `fields not covered by the signature: ${unsigned.join(', ')}` };

  if (!signaturesMatch(signFields(secretKey, fields, signedFieldNames), signature)) {
    return { kind: 'rejected', reason: 'signature does not verify' };
  }
  // Signed by eSewa, but is it about this payment? A genuine callback for another payment must not count.
  if (fields.transaction_uuid !== expected.esewaUuid) return { kind: 'rejected', reason: 'transaction_uuid differs' };
  if (fields.product_code !== expected.productCode) return { kind: 'rejected', reason: 'product_code differs' };
  if (parseEsewaAmount(fields.total_amount ?? '') !== expected.amountPaisa) {
    return { kind: 'rejected', reason: `total_amount ${fields.total_amount ?? ''} differs from the stored amount` };
  }
  if (fields.status !== 'COMPLETE') return { kind: 'not-complete', status: fields.status ?? '' };
  const esewaRef = fields.transaction_code ?? '';
  if (esewaRef === '') return { kind: 'rejected', reason: 'transaction_code is empty' };
  return { kind: 'complete', esewaRef };
}
