import { describe, expect, it } from 'vitest';
import { useSandbox } from './support.js';

describe('Khalti sandbox: the test controls under /__sandbox/', () => {
  const sandbox = useSandbox();

  it('shows and changes what Khalti knows about a payment', async () => {
    const { pidx } = await sandbox.newPayment();
    const known = await sandbox.http().get(`/__sandbox/payments/${pidx}`);
    expect(known.body).toMatchObject({ pidx, status: 'Initiated', amountPaisa: 150000, transactionId: null });

    const changed = await sandbox
      .http()
      .put(`/__sandbox/payments/${pidx}`)
      .send({ status: 'Completed', transaction_id: 'GFq9PFS7b2iYvL8Lir9oXe' });
    expect(changed.body).toMatchObject({ status: 'Completed', transactionId: 'GFq9PFS7b2iYvL8Lir9oXe' });
    expect((await sandbox.lookup(pidx)).body).toMatchObject({
      status: 'Completed',
      transaction_id: 'GFq9PFS7b2iYvL8Lir9oXe',
    });

    expect((await sandbox.http().get('/__sandbox/payments/unknown')).status).toBe(404);
    expect((await sandbox.http().put('/__sandbox/payments/unknown').send({ status: 'Completed' })).status).toBe(404);
    expect((await sandbox.http().put(`/__sandbox/payments/${pidx}`).send({ status: 'Paid' })).status).toBe(400);
  });

  it('refunds only a completed payment, and no more than was paid', async () => {
    const { pidx } = await sandbox.newPayment();
    const refund = (body: object) => sandbox.http().post(`/__sandbox/payments/${pidx}/refund`).send(body);
    expect((await refund({})).status).toBe(409);

    await sandbox.pay(pidx);
    expect((await refund({ amount: 150001 })).status).toBe(409);
    expect((await refund({ amount: 100000 })).body).toMatchObject({
      status: 'Partially Refunded',
      refundedPaisa: 100000,
    });
    expect((await refund({ amount: 50001 })).status).toBe(409);
    expect((await refund({})).body).toMatchObject({ status: 'Refunded', refundedPaisa: 150000 });
    expect((await refund({})).status).toBe(409);
  });

  it('moves the clock over HTTP, for tests that drive the sandbox from another process', async () => {
    const { pidx } = await sandbox.newPayment();
    const moved = await sandbox.http().post('/__sandbox/clock').send({ advanceSeconds: 3600 });
    expect(moved.body).toEqual({ now: '2026-04-14T05:00:00.000Z' });
    expect((await sandbox.lookup(pidx)).body.status).toBe('Expired');

    await sandbox.http().post('/__sandbox/reset');
    const { pidx: next } = await sandbox.newPayment();
    expect((await sandbox.lookup(next)).body.status).toBe('Initiated');
  });

  it('fails the next lookups, or all of them during an outage, with HTTP 503', async () => {
    const { pidx } = await sandbox.newPayment();
    await sandbox.http().put('/__sandbox/behaviour').send({ failNextLookups: 2 });
    for (let i = 0; i < 2; i += 1) {
      const failed = await sandbox.lookup(pidx);
      expect(failed.status).toBe(503);
      expect(failed.body).toEqual({ detail: 'Service temporarily unavailable, try again later.', status_code: 503 });
    }
    expect((await sandbox.lookup(pidx)).status).toBe(200);

    await sandbox.http().put('/__sandbox/behaviour').send({ outage: true });
    expect((await sandbox.lookup(pidx)).status).toBe(503);
    expect((await sandbox.lookup(pidx)).status).toBe(503);
    await sandbox.http().put('/__sandbox/behaviour').send({ outage: false });
    expect((await sandbox.lookup(pidx)).status).toBe(200);
  });

  it('slows lookups down, and counts every call', async () => {
    const { pidx } = await sandbox.newPayment();
    await sandbox.http().put('/__sandbox/behaviour').send({ lookupDelayMs: 300 });
    const started = Date.now();
    expect((await sandbox.lookup(pidx)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    expect((await sandbox.http().get('/__sandbox/stats')).body).toEqual({ initiateCalls: 1, lookupCalls: 1 });
    await sandbox.http().post('/__sandbox/reset');
    expect((await sandbox.http().get('/__sandbox/stats')).body).toEqual({ initiateCalls: 0, lookupCalls: 0 });
    expect((await sandbox.http().put('/__sandbox/behaviour').send({})).body).toEqual({
      lookupDelayMs: 0,
      outage: false,
      failNextLookups: 0,
    });
    expect((await sandbox.http().put('/__sandbox/behaviour').send({ outage: 'yes' })).status).toBe(400);
  });
});
