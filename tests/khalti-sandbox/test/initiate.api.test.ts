import { describe, expect, it } from 'vitest';
import { initiatePayload, secretKey, useSandbox } from './support.js';

describe('Khalti sandbox: initiate', () => {
  const sandbox = useSandbox();
  const initiateWith = (authorization: string | undefined, body: object = initiatePayload) => {
    const call = sandbox.http().post('/api/v2/epayment/initiate/');
    return (authorization === undefined ? call : call.set('Authorization', authorization)).send(body);
  };

  it('answers pidx, a payment_url on the sandbox, and a link good for 60 minutes, in Nepal time', async () => {
    const response = await sandbox.initiate();
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['expires_at', 'expires_in', 'payment_url', 'pidx']);
    const pidx = response.body.pidx as string;
    expect(pidx).toMatch(/^[A-Za-z0-9]{22}$/);
    const paymentUrl = new URL(response.body.payment_url as string);
    expect(paymentUrl.hostname).toBe('127.0.0.1');
    expect(paymentUrl.pathname).toBe('/');
    expect(paymentUrl.searchParams.get('pidx')).toBe(pidx);
    // The clock stands at 2026-04-14T04:00:00Z: an hour on, in +05:45.
    expect(response.body.expires_at).toBe('2026-04-14T10:45:00.000000+05:45');
    expect(response.body.expires_in).toBe(3600);
  });

  it('takes the documented optional fields and the amount as a string of digits', async () => {
    const response = await sandbox.initiate({
      ...initiatePayload,
      amount: '150000',
      customer_info: { name: 'Sita Yadav', email: 'sita@example.com', phone: '9800000001' },
      amount_breakdown: [
        { label: 'Tuition', amount: 120000 },
        { label: 'Transport', amount: 30000 },
      ],
      product_details: [
        { identity: 'fee-2083-01', name: 'Tuition', total_price: 150000, quantity: 1, unit_price: 150000 },
      ],
      merchant_class: 'Grade 3',
    });
    expect(response.status).toBe(200);
    const known = await sandbox.http().get(`/__sandbox/payments/${response.body.pidx}`);
    expect(known.body).toMatchObject({
      amountPaisa: 150000,
      status: 'Initiated',
      customerInfo: { name: 'Sita Yadav' },
      merchantExtras: { merchant_class: 'Grade 3' },
    });
  });

  it("refuses a wrong key with Khalti's 401 body", async () => {
    const response = await initiateWith('Key not-the-key');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ detail: 'Invalid token.', status_code: 401 });
  });

  it('refuses a missing key, or one without the "Key" prefix, as no credentials', async () => {
    for (const authorization of [undefined, secretKey, `Bearer ${secretKey}`]) {
      const response = await initiateWith(authorization);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: 'Authentication credentials were not provided.', status_code: 401 });
    }
  });

  it('checks the key before the payload', async () => {
    const response = await initiateWith('Key not-the-key', {});
    expect(response.status).toBe(401);
  });

  it("answers a body it cannot read with Khalti's {detail, status_code}, not Fastify's error", async () => {
    const response = await sandbox
      .http()
      .post('/api/v2/epayment/initiate/')
      .set('Authorization', `Key ${secretKey}`)
      .set('Content-Type', 'application/json')
      .send('{"amount": 1000');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: expect.stringContaining('Could not read the request'), status_code: 400 });
  });

  it('refuses an amount below Rs 10 and takes exactly Rs 10', async () => {
    const below = await sandbox.initiate({ ...initiatePayload, amount: 999 });
    expect(below.status).toBe(400);
    expect(below.body).toEqual({
      amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'],
      error_key: 'validation_error',
    });
    expect((await sandbox.initiate({ ...initiatePayload, amount: 1000 })).status).toBe(200);
  });

  it.each([
    ['a blank return_url', { return_url: '' }, { return_url: ['This field may not be blank.'] }],
    ['an invalid return_url', { return_url: 'payment-success' }, { return_url: ['Enter a valid URL.'] }],
    ['a blank website_url', { website_url: '' }, { website_url: ['This field may not be blank.'] }],
    ['an invalid website_url', { website_url: 'http://web/' }, { website_url: ['Enter a valid URL.'] }],
    ['an amount in rupees with decimals', { amount: 1500.5 }, { amount: ['A valid integer is required.'] }],
    ['a blank purchase_order_id', { purchase_order_id: '' }, { purchase_order_id: ['This field may not be blank.'] }],
    [
      'a blank purchase_order_name',
      { purchase_order_name: '  ' },
      { purchase_order_name: ['This field may not be blank.'] },
    ],
    [
      'a breakdown that does not add up',
      { amount_breakdown: [{ label: 'Tuition', amount: 1000 }] },
      { amount: ['Amount Breakdown mismatch.'] },
    ],
  ])("refuses %s with Khalti's validation shape", async (_name, overrides, errors) => {
    const response = await sandbox.initiate({ ...initiatePayload, ...overrides });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ...errors, error_key: 'validation_error' });
  });

  it('names every missing field at once', async () => {
    const response = await sandbox.initiate({});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      return_url: ['This field is required.'],
      website_url: ['This field is required.'],
      amount: ['This field is required.'],
      purchase_order_id: ['This field is required.'],
      purchase_order_name: ['This field is required.'],
      error_key: 'validation_error',
    });
  });
});
