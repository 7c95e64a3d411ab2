import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, tempDir, testConfig, type TestApp } from './support/harness.js';

describe('GET /api/health', () => {
  const temp = tempDir('payment-health-');
  let service: TestApp;
  beforeAll(async () => {
    service = await startApp(testConfig(join(temp.dir, 'payments.sqlite'), 'http://127.0.0.1:9'));
  });
  afterAll(async () => {
    await service.close();
    temp.remove();
  });

  it('answers ok once the database answers', async () => {
    const response = await service.http().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    service.app.payments.store.close();
    const response = await service.http().get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'unavailable' });
  });
});
