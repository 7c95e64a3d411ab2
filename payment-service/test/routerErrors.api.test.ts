/**
 * Every error is {"message"} in plain words and never echoes the request, the router's own refusals included:
 * an address too long for the router, a method no route has, a preflight without its headers, a malformed address.
 */
import { join } from 'node:path';
import { invalidPreflightMessage } from '@school/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, tempDir, testConfig, type TestApp } from './support/harness.js';

const marker = 'zqmarker';

describe('payment-service router-level errors', () => {
  const temp = tempDir();
  let service: TestApp;
  beforeAll(async () => {
    service = await startApp(testConfig(join(temp.dir, 'payments.sqlite'), 'http://127.0.0.1:9'));
  });
  afterAll(async () => {
    await service?.close();
    temp.remove();
  });

  it.each([
    ['a too-long path', (h: TestApp['http']) => h().get(`/api/esewa/${marker}${'x'.repeat(5000)}`), 404, 'Not found.'],
    ['an unknown method', (h: TestApp['http']) => h().propfind(`/api/esewa/initiate?${marker}`), 404, 'Not found.'],
    [
      'a method the route lacks',
      (h: TestApp['http']) => h().delete(`/api/esewa/initiate?${marker}`),
      404,
      'Not found.',
    ],
    [
      'OPTIONS without an Origin',
      (h: TestApp['http']) => h().options(`/api/esewa/initiate?${marker}`),
      400,
      invalidPreflightMessage,
    ],
    [
      'OPTIONS with an Origin but no method',
      (h: TestApp['http']) => h().options(`/api/payment-status?${marker}`).set('Origin', `http://${marker}.test`),
      400,
      invalidPreflightMessage,
    ],
    ['a malformed address', (h: TestApp['http']) => h().get(`/api/%zz${marker}`), 400, 'Bad request.'],
    [
      'a field that is not accepted',
      (h: TestApp['http']) =>
        h()
          .post('/api/payment-status')
          .send({ product_id: 'x', status: 'FAILED', [marker]: 1 }),
      400,
      'The request has a field that is not accepted.',
    ],
  ])('%s', async (_name, send, status, message) => {
    const response = await send(service.http);
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ message });
    expect(response.text).not.toContain(marker);
  });
});
