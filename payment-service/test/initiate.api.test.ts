import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newTransactionId,
  parseForm,
  paymentRequest,
  siteUrl,
  startApp,
  startSandbox,
  tempDir,
  testConfig,
  type Sandbox,
  type TestApp,
} from './support/harness.js';

const testKey = '8gBm/:&EnhH.1/q';

describe('POST /api/esewa/initiate', () => {
  const temp = tempDir();
  let sandbox: Sandbox;
  let service: TestApp;
  beforeAll(async () => {
    sandbox = await startSandbox();
    service = await startApp(
      testConfig(join(temp.dir, 'payments.sqlite'), sandbox.url, { PAYMENT_MAX_AMOUNT: '500000' }),
    );
  });
  afterAll(async () => {
    await service?.close();
    await sandbox?.close();
    temp.remove();
  });
  const initiate = (body: unknown) =>
    service
      .http()
      .post('/api/esewa/initiate')
      .send(body as object);

  it('answers a signed eSewa form with every ePay v2 field and records the payment as PENDING', async () => {
    const body = paymentRequest({ amount: 1500.5 });
    const response = await initiate(body);
    expect(response.status).toBe(200);
    expect(response.body.transactionId).toBe(body.transactionId);

    const { action, fields } = parseForm(response.body.form as string);
    expect(action).toBe(`${sandbox.url}/api/epay/main/v2/form`);
    const uuid = body.transactionId.replaceAll('_', '-');
    expect(fields).toEqual({
      amount: '1500.50',
      tax_amount: '0',
      total_amount: '1500.50',
      transaction_uuid: uuid,
      product_code: 'EPAYTEST',
      product_service_charge: '0',
      product_delivery_charge: '0',
      success_url: `${siteUrl}/payment-success`,
      failure_url: `${siteUrl}/payment-failure`,
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      signature: createHmac('sha256', testKey)
        .update(`total_amount=1500.50,transaction_uuid=${uuid},product_code=EPAYTEST`)
        .digest('base64'),
    });
    expect(response.body.form).not.toMatch(/<script/i);

    const stored = service.app.payments.store.findById(body.transactionId);
    expect(stored).toMatchObject({
      esewaUuid: uuid,
      studentName: 'Sita Yadav',
      className: 'Grade 3',
      roll: 7,
      parentName: 'Ram Yadav',
      amountPaisa: 150050,
      status: 'PENDING',
      esewaRef: null,
    });
  });

  it("sends eSewa the same signed fields whatever the class and roll number: they stay in the school's ledger", async () => {
    const transactionId = newTransactionId();
    const uuid = transactionId.replaceAll('_', '-');
    const formFor = async (child: Record<string, unknown>) => {
      // The same payment in three separate ledgers, so only the child's details differ between the forms.
      const own = await startApp(
        testConfig(join(temp.dir, `same-fields-${String(child.className)}.sqlite`), sandbox.url),
      );
      try {
        const body = { ...paymentRequest({ amount: 2500 }), transactionId, ...child };
        if (child.roll === undefined) delete (body as { roll?: number }).roll;
        const response = await own.http().post('/api/esewa/initiate').send(body);
        expect(response.status).toBe(200);
        return response.body.form as string;
      } finally {
        await own.close();
      }
    };
    const forms = [
      await formFor({ className: 'Nursery', roll: undefined }),
      await formFor({ className: 'Grade 3', roll: 7 }),
      await formFor({ className: 'Grade 6', roll: 9999 }),
    ];
    expect(forms[1]).toBe(forms[0]);
    expect(forms[2]).toBe(forms[0]);
    const { fields } = parseForm(forms[0]!);
    expect(Object.keys(fields).sort()).toEqual(
      [
        'amount',
        'failure_url',
        'product_code',
        'product_delivery_charge',
        'product_service_charge',
        'signature',
        'signed_field_names',
        'success_url',
        'tax_amount',
        'total_amount',
        'transaction_uuid',
      ].sort(),
    );
    expect(fields.signed_field_names).toBe('total_amount,transaction_uuid,product_code');
    expect(fields.signature).toBe(
      createHmac('sha256', testKey)
        .update(`total_amount=2500,transaction_uuid=${uuid},product_code=EPAYTEST`)
        .digest('base64'),
    );
    expect(forms[0]).not.toMatch(/Grade|Nursery|9999/);
  });

  it('stores the class, and the roll number only when the parent gave one', async () => {
    const withRoll = paymentRequest({ className: 'LKG', roll: 12 });
    const { roll: _roll, ...withoutRoll } = paymentRequest({ className: 'Grade 6' });
    expect((await initiate(withRoll)).status).toBe(200);
    expect((await initiate(withoutRoll)).status).toBe(200);
    const store = service.app.payments.store;
    expect(store.findById(withRoll.transactionId)).toMatchObject({ className: 'LKG', roll: 12 });
    expect(store.findById(withoutRoll.transactionId)).toMatchObject({ className: 'Grade 6', roll: null });
  });

  it('is accepted by the eSewa sandbox as correctly signed', async () => {
    const response = await initiate(paymentRequest({ amount: 99.75 }));
    const { action, fields } = parseForm(response.body.form as string);
    const page = await fetch(action, { method: 'POST', body: new URLSearchParams(fields) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('>Pay</button>');
  });

  it('stores names trimmed', async () => {
    const body = paymentRequest({ studentName: '  Sita  ', parentName: '\tRam ' });
    expect((await initiate(body)).status).toBe(200);
    expect(service.app.payments.store.findById(body.transactionId)).toMatchObject({
      studentName: 'Sita',
      parentName: 'Ram',
    });
  });

  it("sends a parent who paid from a Nepali page back to the Nepali result pages, with eSewa's fields otherwise the same", async () => {
    const returnsOf = (form: string) => {
      const { fields } = parseForm(form);
      return { success: fields.success_url, failure: fields.failure_url, signature: fields.signature };
    };
    const english = paymentRequest();
    const englishForm = await initiate({ ...english, language: 'en' });
    expect(englishForm.status).toBe(200);
    expect(returnsOf(englishForm.body.form as string)).toEqual(
      returnsOf((await initiate(english)).body.form as string),
    );
    expect(returnsOf(englishForm.body.form as string)).toMatchObject({
      success: `${siteUrl}/payment-success`,
      failure: `${siteUrl}/payment-failure`,
    });

    const nepali = paymentRequest({ language: 'ne' });
    const nepaliForm = await initiate(nepali);
    expect(nepaliForm.status).toBe(200);
    const { fields } = parseForm(nepaliForm.body.form as string);
    expect(fields.success_url).toBe(`${siteUrl}/ne/payment-success`);
    expect(fields.failure_url).toBe(`${siteUrl}/ne/payment-failure`);
    const uuid = nepali.transactionId.replaceAll('_', '-');
    // The return addresses are not signed: the signature is the one an English page's payment gets.
    expect(fields.signed_field_names).toBe('total_amount,transaction_uuid,product_code');
    expect(fields.signature).toBe(
      createHmac('sha256', testKey)
        .update(`total_amount=${fields.total_amount},transaction_uuid=${uuid},product_code=EPAYTEST`)
        .digest('base64'),
    );

    // Not one of the payment's details: a retry from the other language's page answers the same payment.
    const retried = await initiate({ ...nepali, language: 'en' });
    expect(retried.status).toBe(200);
    expect(retried.body.transactionId).toBe(nepali.transactionId);
    expect(parseForm(retried.body.form as string).fields.success_url).toBe(`${siteUrl}/payment-success`);
    expect(service.app.payments.store.findById(nepali.transactionId)).toMatchObject({ status: 'PENDING' });
  });

  it('refuses a language the site is not written in (400)', async () => {
    for (const language of ['hi', 'NE', '', 3]) {
      const response = await initiate(paymentRequest({ language }));
      expect(response.status, String(language)).toBe(400);
      expect(response.body).toEqual({ message: 'Language must be one of: en, ne.' });
    }
  });

  it('answers the same form again for the same transaction and details', async () => {
    const body = paymentRequest();
    const first = await initiate(body);
    const again = await initiate({ ...body, studentName: ` ${body.studentName} ` });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('refuses the same transaction id with other details (409)', async () => {
    const body = paymentRequest();
    await initiate(body);
    for (const change of [
      { amount: 1501 },
      { studentName: 'Gita Yadav' },
      { parentName: 'Shyam Yadav' },
      // The same name in another class, or with another roll number, is another child.
      { className: 'Grade 4' },
      { roll: 8 },
      { roll: undefined },
    ]) {
      const response = await initiate({ ...body, ...change });
      expect(response.status, JSON.stringify(change)).toBe(409);
      expect(response.body).toEqual({
        message: 'This transaction ID was already used for other payment details. Please start again.',
      });
    }
    expect(service.app.payments.store.findById(body.transactionId)?.amountPaisa).toBe(150000);
  });

  type Refusal = [string, Record<string, unknown> | unknown[] | undefined, number, string];
  it.each<Refusal>([
    ['no body', undefined, 400, 'The request body must be a JSON object.'],
    ['an array', [], 400, 'The request body must be a JSON object.'],
    ['a missing student name', { studentName: undefined }, 400, 'Student name is required.'],
    ['a missing parent name', { parentName: undefined }, 400, 'Parent name is required.'],
    ['a missing amount', { amount: undefined }, 400, 'Amount is required.'],
    ['a missing transaction id', { transactionId: undefined }, 400, 'Transaction ID is required.'],
    ['a missing class', { className: undefined }, 400, 'Class is required.'],
    ...['Grade 7', 'grade 3', '', 3, null].map((className): Refusal => [
      `the class ${JSON.stringify(className)}`,
      { className },
      400,
      'Class must be one of: Nursery, LKG, UKG, Grade 1, Grade 2, Grade 3, Grade 4, Grade 5, Grade 6.',
    ]),
    ...[0, 10000, 7.5, -1, '7', null].map((roll): Refusal => [
      `the roll number ${JSON.stringify(roll)}`,
      { roll },
      400,
      'Roll number must be a whole number from 1 to 9999, or left empty.',
    ]),
    ['a blank student name', { studentName: '   ' }, 400, 'Student name must not be blank.'],
    ['a blank parent name', { parentName: '' }, 400, 'Parent name must not be blank.'],
    ['a 101-character name', { studentName: 'a'.repeat(101) }, 400, 'Student name must be at most 100 characters.'],
    [
      'a name with a line break',
      { parentName: 'Ram\nYadav' },
      400,
      'Parent name contains characters that are not allowed.',
    ],
    [
      'a name with a right-to-left override',
      { studentName: '\u202eevil' },
      400,
      'Student name contains hidden characters that change the direction of the text, which are not allowed.',
    ],
    [
      'a name of zero-width characters only',
      { parentName: '\u200b\u200d\ufeff' },
      400,
      'Parent name must not be blank.',
    ],
    ['a numeric name', { studentName: 42 }, 400, 'Student name must be a string.'],
    ['an amount as text', { amount: '1500' }, 400, 'Amount must be a number.'],
    ['an amount of 0', { amount: 0 }, 400, 'Amount must be at least Rs. 1.'],
    ['an amount below 1', { amount: 0.5 }, 400, 'Amount must be at least Rs. 1.'],
    ['a negative amount', { amount: -100 }, 400, 'Amount must be at least Rs. 1.'],
    ['three decimals', { amount: 10.123 }, 400, 'Amount may have at most two decimal places.'],
    ['more than the maximum', { amount: 500000.01 }, 400, 'Amount must not be more than Rs. 5,00,000.'],
    [
      'a transaction id of another shape',
      { transactionId: 'abc' },
      400,
      'Transaction ID must look like txn_<time>_<random>.',
    ],
    [
      'a transaction id with HTML',
      { transactionId: 'txn_1726567890123_<b>x</b>' },
      400,
      'Transaction ID must look like txn_<time>_<random>.',
    ],
    ['a numeric transaction id', { transactionId: 123 }, 400, 'Transaction ID must be a string.'],
    ['an extra field', { note: 'hi' }, 400, 'The request has a field that is not accepted.'],
  ])('refuses %s with a plain message', async (_name, change, status, message) => {
    const body = change === undefined || Array.isArray(change) ? change : { ...paymentRequest(), ...change };
    const response =
      body === undefined
        ? await service.http().post('/api/esewa/initiate').set('content-type', 'application/json').send('null')
        : await initiate(body);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ message });
  });

  it("stores names without their zero-width characters (the service kit's rule for names)", async () => {
    const body = paymentRequest({ studentName: ' Si\u200bta\u2060 ', parentName: 'Ram\u200f' });
    expect((await initiate(body)).status).toBe(200);
    const stored = service.app.payments.store.findById(body.transactionId);
    expect([stored?.studentName, stored?.parentName]).toEqual(['Sita', 'Ram']);
  });

  it('accepts the maximum exactly and Rs. 1', async () => {
    expect((await initiate(paymentRequest({ amount: 500000 }))).status).toBe(200);
    expect((await initiate(paymentRequest({ amount: 1 }))).status).toBe(200);
  });

  it('names several problems at once', async () => {
    const response = await initiate({ studentName: 1, amount: 'x', transactionId: newTransactionId() });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Student name must be a string.');
    expect(response.body.message).toContain('Amount must be a number.');
    expect(response.body.message).toContain('Parent name is required.');
  });

  it('refuses broken JSON, other content types and oversized bodies with 4xx and a message', async () => {
    const broken = await service
      .http()
      .post('/api/esewa/initiate')
      .set('content-type', 'application/json')
      .send('{"a":');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'The request body is not valid JSON.' });

    const form = await service.http().post('/api/esewa/initiate').type('form').send({ amount: '1' });
    expect(form.status).toBe(415);
    expect(form.body.message).toMatch(/JSON/);

    const large = await initiate({ ...paymentRequest(), studentName: 'x'.repeat(9000) });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ message: 'The request is too large.' });
  });

  it('lets only the site’s origin call it from a browser', async () => {
    const preflight = await service
      .http()
      .options('/api/esewa/initiate')
      .set('origin', siteUrl)
      .set('access-control-request-method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBe(siteUrl);

    const foreign = await initiate(paymentRequest()).set('origin', 'https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await service.http().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found.' });
  });
});

describe('rate limit per client', () => {
  const temp = tempDir();
  let service: TestApp;
  beforeAll(async () => {
    service = await startApp(
      testConfig(join(temp.dir, 'payments.sqlite'), 'http://127.0.0.1:9', { PAYMENT_RATE_LIMIT_PER_MINUTE: '3' }),
    );
  });
  afterAll(async () => {
    await service.close();
    temp.remove();
  });

  it('counts each client address nginx names separately, on both POST routes', async () => {
    const from = (ip: string) => (path: string) =>
      service
        .http()
        .post(path)
        .set('x-forwarded-for', ip)
        .send({ product_id: 'txn_1726567890123_nothing', status: 'FAILED' });
    const parentA = from('203.0.113.7');
    const parentB = from('203.0.113.8');
    for (let i = 0; i < 3; i += 1) expect((await parentA('/api/payment-status')).status).toBe(404);
    const limited = await parentA('/api/payment-status');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many payment requests from your connection. Please wait a minute.' });
    expect((await parentB('/api/payment-status')).status).toBe(404);

    for (let i = 0; i < 3; i += 1) await parentB('/api/esewa/initiate');
    expect((await parentB('/api/esewa/initiate')).status).toBe(429);
  });
});
