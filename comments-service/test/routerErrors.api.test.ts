/**
 * Every error is {"message"} in plain words and never echoes the request, the router's own refusals included:
 * a path parameter longer than the router takes, a method no route has, a preflight without its headers.
 */
import { invalidPreflightMessage } from '@school/service-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { tempDatabase, testConfig } from './support.js';

const marker = 'zqmarker';

describe('comments-service router-level errors', () => {
  const db = tempDatabase('router-errors');
  const app = buildApp(testConfig(db.path));
  const http = () => request(app.server);
  beforeAll(() => app.ready());
  afterAll(async () => {
    await app.close();
    db.cleanup();
  });

  it.each([
    [
      'a too-long path parameter',
      () => http().get(`/api/comments/${marker}${'x'.repeat(500)}`),
      414,
      'The address is too long.',
    ],
    [
      'a too-long parameter of the stream',
      () => http().get(`/api/comments/${marker}${'x'.repeat(500)}/stream`),
      414,
      'The address is too long.',
    ],
    ['an unknown method', () => http().propfind(`/api/comments/${marker}`), 404, 'There is nothing at this address.'],
    [
      'a method the route lacks',
      () => http().delete(`/api/comments/${marker}`),
      404,
      'There is nothing at this address.',
    ],
    ['OPTIONS without an Origin', () => http().options(`/api/comments/${marker}`), 400, invalidPreflightMessage],
    [
      'OPTIONS with an Origin but no method',
      () => http().options(`/api/comments/${marker}`).set('Origin', `http://${marker}.test`),
      400,
      invalidPreflightMessage,
    ],
    ['a malformed address', () => http().get(`/api/comments/%zz${marker}`), 400, 'Bad request.'],
  ])('%s', async (_name, send, status, message) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ message });
    expect(response.text).not.toContain(marker);
  });
});
