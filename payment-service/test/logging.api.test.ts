import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LogCapture,
  payOnSandbox,
  paymentRequest,
  startApp,
  startSandbox,
  tempDir,
  testConfig,
  type Sandbox,
  type TestApp,
} from './support/harness.js';

// A key that cannot appear in a log by accident; the sandbox is told the same key so payments still verify.
const secretKey = 'sch00l-Secret-K3y/+=:&.!';

describe('logs', () => {
  const temp = tempDir();
  const logs = new LogCapture();
  let sandbox: Sandbox;
  let service: TestApp;

  beforeAll(async () => {
    sandbox = await startSandbox({ secretKey });
    service = await startApp(
      testConfig(join(temp.dir, 'payments.sqlite'), sandbox.url, { LOG_LEVEL: 'trace', ESEWA_SECRET_KEY: secretKey }),
      { logStream: logs },
    );
  });
  afterAll(async () => {
    await service?.close();
    await sandbox?.close();
    temp.remove();
  });

  it('never contain the eSewa secret key, at the most verbose level, through a whole payment and its errors', async () => {
    const http = service.http;
    const body = paymentRequest();
    const form = (await http().post('/api/esewa/initiate').send(body)).body.form as string;
    expect(form).not.toContain(secretKey);
    const data = await payOnSandbox(form);
    expect(
      (await http().post('/api/payment-status').send({ product_id: body.transactionId, status: 'SUCCESS', data })).body
        .status,
    ).toBe('COMPLETED');
    await http().post('/api/payment-status').send({ product_id: body.transactionId, status: 'FAILED' });
    await http().post('/api/payment-status').send({ product_id: body.transactionId, status: 'SUCCESS', data: 'x' });
    await http().post('/api/esewa/initiate').send({ secretKey, amount: 'x' });
    await http().post('/api/esewa/initiate').set('content-type', 'application/json').send('{');
    const pending = paymentRequest();
    await http().post('/api/esewa/initiate').send(pending);
    await sandbox.control('PUT', 'behaviour', { outage: true });
    await http().post('/api/payment-status').send({ product_id: pending.transactionId, status: 'SUCCESS' });
    await service.app.payments.reconciler.runOnce();
    // Even if someone logged the settings by mistake, the key is redacted.
    service.app.log.info(
      { config: service.config, esewa: service.config.esewa, secretKey },
      'settings (should never be logged)',
    );

    expect(logs.lines.length).toBeGreaterThan(8);
    for (const line of logs.lines) expect(line).not.toContain(secretKey);
    expect(logs.lines.join('\n')).toContain('[redacted]');
  });

  it('are JSON, one line per request and one per status change with transaction, from, to, source and amount', async () => {
    const before = logs.lines.length;
    const body = paymentRequest({ amount: 2500.5 });
    const form = (await service.http().post('/api/esewa/initiate').send(body)).body.form as string;
    await sandbox.control('PUT', 'behaviour', { outage: false });
    const data = await payOnSandbox(form);
    await service.http().post('/api/payment-status').send({ product_id: body.transactionId, status: 'SUCCESS', data });
    await service.http().get('/api/health');

    const entries = logs.entries.slice(before);
    const requests = entries.filter((e) => e.msg === 'request');
    expect(requests.map((e) => `${e.method as string} ${e.url as string} ${e.statusCode as number}`)).toEqual([
      'POST /api/esewa/initiate 200',
      'POST /api/payment-status 200',
      'GET /api/health 200',
    ]);
    expect(requests[0]).toMatchObject({ level: 30, service: 'payment-service', ip: '127.0.0.1' });
    expect(entries.filter((e) => e.msg === 'payment status changed')).toEqual([
      expect.objectContaining({
        transactionId: body.transactionId,
        from: 'PENDING',
        to: 'COMPLETED',
        source: 'callback',
        amount: '2500.50',
        esewaRef: expect.any(String),
      }),
    ]);
    // Parents' names stay out of the logs.
    expect(logs.lines.slice(before).join('\n')).not.toContain('Sita Yadav');
  });
});
