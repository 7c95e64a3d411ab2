import { createHmac } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from '../src/app.js';

const key = '8gBm/:&EnhH.1/q';
const hmac = (message: string) => createHmac('sha256', key).update(message).digest('base64');

function merchantForm(overrides: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {
    amount: '1500',
    tax_amount: '0',
    total_amount: '1500',
    transaction_uuid: 'txn-1726567890123-k3j9x2ab',
    product_code: 'EPAYTEST',
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: 'http://school.test/payment-success',
    failure_url: 'http://school.test/payment-failure',
    signed_field_names: 'total_amount,transaction_uuid,product_code',
    ...overrides,
  };
  // Signed correctly unless the test brings its own signature.
  fields.signature ??= hmac(
    `total_amount=${fields.total_amount},transaction_uuid=${fields.transaction_uuid},product_code=${fields.product_code}`,
  );
  return fields;
}

describe('eSewa sandbox', () => {
  const app = buildSandbox({ secretKey: key, productCode: 'EPAYTEST', logLevel: 'silent' });
  const http = () => request(app.server);
  beforeAll(() => app.ready());
  afterAll(() => app.close());
  beforeEach(async () => {
    await http().post('/__sandbox/reset');
  });

  const postForm = (fields: Record<string, string>) => http().post('/api/epay/main/v2/form').type('form').send(fields);
  const checkoutPath = (html: string, button: 'pay' | 'cancel') => {
    const path = new RegExp(`action="(/api/epay/main/v2/checkout/[0-9a-f]+/${button})"`).exec(html)?.[1];
    expect(path, `the page has a ${button} button`).toBeTruthy();
    return path!;
  };
  const status = (query: Record<string, string>) => http().get('/api/epay/transaction/status/').query(query);
  const ourQuery = { product_code: 'EPAYTEST', total_amount: '1500', transaction_uuid: 'txn-1726567890123-k3j9x2ab' };

  it('shows Pay and Cancel for a correctly signed form', async () => {
    const response = await postForm(merchantForm());
    expect(response.status).toBe(200);
    expect(response.text).toContain('>Pay</button>');
    expect(response.text).toContain('>Cancel</button>');
    expect(response.text).toContain('Rs. 1,500.00');
  });

  it.each([
    ['a wrong signature', { signature: hmac('total_amount=1,transaction_uuid=x,product_code=EPAYTEST') }, 'ES104'],
    ['a missing field', { tax_amount: '' }, 'ES101'],
    ['a total that does not add up', { total_amount: '1600', amount: '1500' }, 'ES102'],
    ['a uuid with underscores', { transaction_uuid: 'txn_1726567890123_k3j9x2ab' }, 'ES103'],
    ['another product code', { product_code: 'OTHER' }, 'ES105'],
    ['a return address that is not http', { success_url: 'javascript:alert(1)' }, 'ES106'],
    ['unsigned required fields', { signed_field_names: 'total_amount,product_code' }, 'ES104'],
  ])('refuses %s with an error page', async (_name, overrides, code) => {
    const response = await postForm(merchantForm(overrides));
    expect(response.status).toBe(400);
    expect(response.text).toContain(code);
    expect(response.text).not.toContain('>Pay</button>');
  });

  it('Pay sends the parent to success_url with data signed like eSewa, the amount formatted as eSewa does', async () => {
    const page = await postForm(merchantForm());
    const paid = await http().post(checkoutPath(page.text, 'pay'));
    expect(paid.status).toBe(302);
    const location = paid.headers.location as string;
    expect(location.startsWith('http://school.test/payment-success?data=')).toBe(true);

    const data = location.slice(location.indexOf('data=') + 5);
    const callback = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, string>;
    expect(callback).toMatchObject({
      status: 'COMPLETE',
      total_amount: '1,500.0',
      transaction_uuid: 'txn-1726567890123-k3j9x2ab',
      product_code: 'EPAYTEST',
      signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    });
    const message = callback
      .signed_field_names!.split(',')
      .map((name) => `${name}=${callback[name]}`)
      .join(',');
    expect(callback.signature).toBe(hmac(message));

    const answer = await status(ourQuery);
    expect(answer.body).toEqual({
      ...ourQuery,
      total_amount: 1500,
      status: 'COMPLETE',
      ref_id: callback.transaction_code,
    });

    // The session is over: paying again is refused, and so is reusing the uuid.
    expect((await http().post(checkoutPath(page.text, 'pay'))).status).toBe(400);
    expect((await postForm(merchantForm())).text).toContain('ES107');
  });

  it('Cancel sends the parent to failure_url and the status API then says NOT_FOUND', async () => {
    const page = await postForm(merchantForm());
    const canceled = await http().post(checkoutPath(page.text, 'cancel'));
    expect(canceled.status).toBe(302);
    expect(canceled.headers.location).toBe('http://school.test/payment-failure');
    expect((await status(ourQuery)).body.status).toBe('NOT_FOUND');
  });

  it('answers the status API as eSewa documents it', async () => {
    expect((await status(ourQuery)).body).toEqual({
      ...ourQuery,
      total_amount: 1500,
      status: 'NOT_FOUND',
      ref_id: null,
    });
    await postForm(merchantForm());
    expect((await status(ourQuery)).body).toEqual({ ...ourQuery, total_amount: 1500, status: 'PENDING', ref_id: null });
    // Another amount is another payment.
    expect((await status({ ...ourQuery, total_amount: '15' })).body.status).toBe('NOT_FOUND');
    expect((await http().get('/api/epay/transaction/status/')).status).toBe(400);
  });

  it('lets a test change what eSewa knows about a payment', async () => {
    await postForm(merchantForm());
    const changed = await http()
      .put(`/__sandbox/payments/${ourQuery.transaction_uuid}`)
      .send({ status: 'COMPLETE', ref_id: '000TEST' });
    expect(changed.body).toMatchObject({ status: 'COMPLETE', refId: '000TEST' });
    expect((await status(ourQuery)).body).toMatchObject({ status: 'COMPLETE', ref_id: '000TEST' });
    expect((await http().put('/__sandbox/payments/unknown').send({ status: 'COMPLETE' })).status).toBe(404);
    expect((await http().put(`/__sandbox/payments/${ourQuery.transaction_uuid}`).send({ status: 'DONE' })).status).toBe(
      400,
    );
  });

  it('forces a status, a delay or an outage on the status API', async () => {
    await http().put('/__sandbox/behaviour').send({ forcedStatus: 'AMBIGUOUS' });
    expect((await status(ourQuery)).body.status).toBe('AMBIGUOUS');

    await http().put('/__sandbox/behaviour').send({ forcedStatus: null, outage: true });
    const down = await status(ourQuery);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ code: 0, error_message: 'Service is currently unavailable' });

    await http().put('/__sandbox/behaviour').send({ outage: false, statusDelayMs: 300 });
    const started = Date.now();
    expect((await status(ourQuery)).body.status).toBe('NOT_FOUND');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    // Every status API call is counted, an outage's included (benchmarks read it).
    expect((await http().get('/__sandbox/stats')).body).toEqual({ statusCalls: 3 });

    await http().post('/__sandbox/reset');
    expect((await http().get('/__sandbox/stats')).body).toEqual({ statusCalls: 0 });
    expect((await http().put('/__sandbox/behaviour').send({})).body).toEqual({
      forcedStatus: null,
      statusDelayMs: 0,
      outage: false,
    });
  });
});
