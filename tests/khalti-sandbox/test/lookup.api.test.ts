import { describe, expect, it } from 'vitest';
import { authorization, useSandbox } from './support.js';

describe('Khalti sandbox: lookup', () => {
  const sandbox = useSandbox();
  const setStatus = (pidx: string, status: string) =>
    sandbox.http().put(`/__sandbox/payments/${pidx}`).send({ status });

  it('answers Initiated for a payment nobody has paid yet', async () => {
    const { pidx } = await sandbox.newPayment();
    const response = await sandbox.lookup(pidx);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      pidx,
      total_amount: 150000,
      status: 'Initiated',
      transaction_id: null,
      fee: 0,
      refunded: false,
    });
  });

  it('answers Completed with the transaction_id the return carried', async () => {
    const { pidx } = await sandbox.newPayment();
    const paid = await sandbox.pay(pidx);
    const transactionId = new URL(paid.headers.location as string).searchParams.get('transaction_id');
    const response = await sandbox.lookup(pidx);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      pidx,
      total_amount: 150000,
      status: 'Completed',
      transaction_id: transactionId,
      fee: 0,
      refunded: false,
    });
  });

  it('answers Pending with HTTP 200 and no transaction_id', async () => {
    const { pidx } = await sandbox.newPayment();
    await setStatus(pidx, 'Pending');
    const response = await sandbox.lookup(pidx);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'Pending', transaction_id: null, refunded: false });
  });

  it('answers Refunded and Partially Refunded with HTTP 200 and refunded true', async () => {
    const { pidx } = await sandbox.newPayment();
    await sandbox.pay(pidx);
    await sandbox.http().post(`/__sandbox/payments/${pidx}/refund`).send({ amount: 50000 });
    const partly = await sandbox.lookup(pidx);
    expect(partly.status).toBe(200);
    expect(partly.body).toMatchObject({ status: 'Partially Refunded', total_amount: 150000, refunded: true });
    expect(partly.body.transaction_id).toMatch(/^[A-Za-z0-9]{22}$/);

    await sandbox.http().post(`/__sandbox/payments/${pidx}/refund`).send({});
    const whole = await sandbox.lookup(pidx);
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({ status: 'Refunded', refunded: true });
  });

  it('answers User canceled with HTTP 400 and the usual body: a status, not an error', async () => {
    const { pidx } = await sandbox.newPayment();
    await sandbox.http().post(`/pay/${pidx}/cancel`);
    const response = await sandbox.lookup(pidx);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      pidx,
      total_amount: 150000,
      status: 'User canceled',
      transaction_id: null,
      fee: 0,
      refunded: false,
    });
  });

  it('answers Expired with HTTP 400 once the 60 minutes are up on the injected clock', async () => {
    const { pidx, pagePath } = await sandbox.newPayment();
    sandbox.moveClock(59 * 60 + 59);
    expect((await sandbox.lookup(pidx)).body.status).toBe('Initiated');
    expect((await sandbox.http().get(pagePath)).status).toBe(200);

    sandbox.moveClock(1);
    const response = await sandbox.lookup(pidx);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      pidx,
      total_amount: 150000,
      status: 'Expired',
      transaction_id: null,
      fee: 0,
      refunded: false,
    });
    // The payer can no longer pay on the link.
    const page = await sandbox.http().get(pagePath);
    expect(page.status).toBe(400);
    expect(page.text).toContain('This payment link has expired.');
    expect(
      (await sandbox.http().post(`/pay/${pidx}/login`).type('form').send({ mobile: '9800000000', mpin: '1111' }))
        .status,
    ).toBe(400);
  });

  it('does not expire a payment that was completed within the hour', async () => {
    const { pidx } = await sandbox.newPayment();
    await sandbox.pay(pidx);
    sandbox.moveClock(2 * 60 * 60);
    expect((await sandbox.lookup(pidx)).body.status).toBe('Completed');
  });

  it("answers an unknown pidx with Khalti's not-found body", async () => {
    const response = await sandbox.lookup('H889Er9gq4j92oCrePrDwf');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: 'Not found.', error_key: 'validation_error' });
  });

  it('refuses a lookup without a pidx, or without the key', async () => {
    const missing = await sandbox.http().post('/api/v2/epayment/lookup/').set('Authorization', authorization).send({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ pidx: ['This field is required.'], error_key: 'validation_error' });

    const { pidx } = await sandbox.newPayment();
    const keyless = await sandbox.http().post('/api/v2/epayment/lookup/').send({ pidx });
    expect(keyless.status).toBe(401);
    expect(keyless.body).toEqual({ detail: 'Authentication credentials were not provided.', status_code: 401 });
    const wrongKey = await sandbox
      .http()
      .post('/api/v2/epayment/lookup/')
      .set('Authorization', 'Key wrong')
      .send({ pidx });
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body).toEqual({ detail: 'Invalid token.', status_code: 401 });
  });
});
