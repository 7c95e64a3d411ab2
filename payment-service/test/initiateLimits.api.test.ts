import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  paymentRequest,
  payOnSandbox,
  startApp,
  startSandbox,
  tempDir,
  testConfig,
  type Sandbox,
  type TestApp,
} from './support/harness.js';

const minutes = (n: number) => n * 60_000;

describe('initiate limits', () => {
  let temp: ReturnType<typeof tempDir>;
  let sandbox: Sandbox;
  let service: TestApp;
  let clock = new Date('2025-09-17T04:00:00.000Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  const start = async (env: Record<string, string>) => {
    temp = tempDir();
    sandbox = await startSandbox();
    service = await startApp(testConfig(join(temp.dir, 'payments.sqlite'), sandbox.url, env), { now: () => clock });
  };
  beforeEach(() => {
    clock = new Date('2025-09-17T04:00:00.000Z');
  });
  afterEach(async () => {
    await service?.close();
    await sandbox?.close();
    temp?.remove();
  });

  /** A parent's request, from `address` (nginx, a trusted loopback proxy, names the client in X-Forwarded-For). */
  const initiate = (address: string, body = paymentRequest()) =>
    service.http().post('/api/esewa/initiate').set('X-Forwarded-For', address).send(body);

  it('refuses an address its 11th unpaid payment in an hour: 429, Retry-After and a plain message', async () => {
    await start({ PAYMENT_INITIATE_LIMIT_PER_ADDRESS: '10' });
    for (let i = 0; i < 10; i += 1) {
      expect((await initiate('203.0.113.7')).status).toBe(200);
      advance(minutes(1));
    }
    const refused = await initiate('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message:
        'Too many payments were started from your connection in the last hour without being paid. Please try again in 50 minutes.',
    });
    // The first of the ten is an hour old in 50 minutes: then one place is free.
    expect(refused.headers['retry-after']).toBe(String(50 * 60));

    // Another parent is not held up by it.
    expect((await initiate('203.0.113.8')).status).toBe(200);
    // A retry of a payment already started is not a new payment: never refused.
    const again = paymentRequest();
    advance(minutes(50));
    expect((await initiate('203.0.113.7', again)).status).toBe(200);
    expect((await initiate('203.0.113.7')).status).toBe(429);
    expect((await initiate('203.0.113.7', again)).status).toBe(200);
  });

  it('counts only payments nobody paid: a school office paying fee after fee is never refused', async () => {
    await start({ PAYMENT_INITIATE_LIMIT_PER_ADDRESS: '3' });
    for (let i = 0; i < 8; i += 1) {
      const body = paymentRequest();
      const started = await initiate('198.51.100.20', body);
      expect(started.status, `payment ${i + 1}`).toBe(200);
      const data = await payOnSandbox(started.body.form as string);
      await service
        .http()
        .post('/api/payment-status')
        .send({ product_id: body.transactionId, status: 'SUCCESS', data });
    }
    for (let i = 0; i < 3; i += 1) expect((await initiate('198.51.100.20')).status).toBe(200);
    expect((await initiate('198.51.100.20')).status).toBe(429);
  });

  it('caps the unpaid payments all addresses start in an hour, even a burst arriving at once', async () => {
    await start({ PAYMENT_INITIATE_LIMIT_PER_ADDRESS: '5', PAYMENT_INITIATE_LIMIT_PER_HOUR: '12' });
    // Five addresses, four each: every address's first payment, then the cap's room (7 more), then 429.
    const first = await Promise.all(Array.from({ length: 5 }, (_, i) => initiate(`192.0.2.${i + 1}`)));
    expect(first.every((r) => r.status === 200)).toBe(true);
    const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => initiate(`192.0.2.${(i % 5) + 1}`)));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(7);
    const refused = burst.filter((r) => r.status === 429);
    expect(refused).toHaveLength(8);
    for (const answer of refused) {
      expect(answer.body).toEqual({
        message: "The school's payment service is very busy right now. Please try again in 60 minutes.",
      });
      expect(answer.headers['retry-after']).toBe(String(60 * 60));
    }
    expect(service.app.payments.store.unpaidSince('2025-09-17T00:00:00.000Z').count).toBe(12);

    // A parent on another address, with no unpaid payment of their own, still gets through the full cap
    // (a flood must not lock parents out of paying), but only with that one.
    expect((await initiate('192.0.2.99')).status).toBe(200);
    expect((await initiate('192.0.2.99')).status).toBe(429);
    // An hour later the first ones no longer count.
    advance(minutes(61));
    expect((await initiate('192.0.2.1')).status).toBe(200);
  });
});
