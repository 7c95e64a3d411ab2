import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, internalErrorMessage, invalidPreflightMessage, type SchemaIssue } from './errors.js';
import { createServiceApp } from './serviceApp.js';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let healthy = true;
const app = createServiceApp({
  service: 'test-service',
  logLevel: 'info',
  logStream,
  siteOrigin: 'https://school.example.np',
  bodyLimit: 64,
  allSchemaErrors: true,
  errorMessages: {
    rateLimited: 'Slow down.',
    notFound: 'Nothing here.',
    describeValidation: (issues: readonly SchemaIssue[]) => `Bad fields: ${issues.map((i) => i.keyword).join(', ')}.`,
    byCode: { FST_ERR_CTP_INVALID_MEDIA_TYPE: 'JSON only.' },
  },
  ping: () => {
    if (!healthy) throw new Error('database closed');
  },
});
// Routes go in a plugin, as in the services: it runs after the kit's plugins (the rate limit) are loaded.
void app.register(async (routes) => {
  routes.post(
    '/echo',
    {
      schema: { body: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } } },
      config: { rateLimit: { max: 100, timeWindow: 60_000 } },
    },
    async () => ({ ok: true }),
  );
  routes.get('/teapot', async () => {
    throw new HttpError(418, 'A message meant for the visitor.');
  });
  routes.get('/crash', async () => {
    throw new Error('secret internals');
  });
  routes.get('/things/:id', async () => ({ ok: true }));
  routes.get('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({ ok: true }));
});

beforeAll(() => app.ready());
afterAll(() => app.close());

describe('errors are {"message"}', () => {
  it('from a route, on purpose', async () => {
    const response = await request(app.server).get('/teapot');
    expect(response.status).toBe(418);
    expect(response.body).toEqual({ message: 'A message meant for the visitor.' });
  });

  it('from a schema, in the service’s words', async () => {
    const response = await request(app.server).post('/echo').send({ a: 1 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Bad fields: type.' });
  });

  it('from Fastify’s body parsing, in plain words (the service’s where it has its own)', async () => {
    const media = await request(app.server).post('/echo').set('content-type', 'application/xml').send('<a/>');
    expect(media.status).toBe(415);
    expect(media.body).toEqual({ message: 'JSON only.' });
    const json = await request(app.server).post('/echo').set('content-type', 'application/json').send('{');
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ message: 'The request body is not valid JSON.' });
    const large = await request(app.server)
      .post('/echo')
      .send({ a: 'x'.repeat(100) });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ message: 'The request is too large.' });
  });

  it('from the rate limit', async () => {
    expect((await request(app.server).get('/limited')).status).toBe(200);
    const limited = await request(app.server).get('/limited');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Slow down.' });
  });

  it('for an unknown address and for a malformed one, without echoing it', async () => {
    const unknown = await request(app.server).get('/nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Nothing here.' });
    const malformed = await request(app.server).get('/%zz');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Bad request.' });
  });

  it('for router-level refusals, without echoing the request', async () => {
    const marker = 'zq' + 'x'.repeat(300);
    const answers = [
      [await request(app.server).get(`/things/${marker}`), 414, 'The address is too long.'],
      [await request(app.server).propfind(`/things/${marker.slice(0, 20)}`), 404, 'Nothing here.'],
      [await request(app.server).delete('/echo'), 404, 'Nothing here.'],
      [await request(app.server).options(`/echo?${marker}`), 400, invalidPreflightMessage],
      [
        await request(app.server).options('/echo').set('Access-Control-Request-Method', 'POST'),
        400,
        invalidPreflightMessage,
      ],
    ] as const;
    for (const [response, status, message] of answers) {
      expect(response.status).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({ message });
      expect(response.text).not.toContain('zq');
    }
  });

  it('for our own faults: 500 with no details, which go to the log', async () => {
    const response = await request(app.server).get('/crash');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: internalErrorMessage });
    expect(logLines.join('')).toContain('secret internals');
  });
});

describe('the rest of the service app', () => {
  it('answers health while ping() does, 503 when it does not', async () => {
    expect((await request(app.server).get('/api/health')).body).toEqual({ status: 'ok' });
    healthy = false;
    const down = await request(app.server).get('/api/health');
    healthy = true;
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'unavailable' });
  });

  it('allows CORS to the site only', async () => {
    const site = await request(app.server).get('/api/health').set('Origin', 'https://school.example.np');
    expect(site.headers['access-control-allow-origin']).toBe('https://school.example.np');
    const other = await request(app.server).get('/api/health').set('Origin', 'https://elsewhere.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('logs one line per request with the service name', async () => {
    const before = logLines.length;
    await request(app.server).get('/api/health').set('X-Forwarded-For', '203.0.113.9');
    const lines = logLines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'request', service: 'test-service', method: 'GET', url: '/api/health' }),
    ]);
    // The request came from loopback, a trusted proxy: the forwarded address is the client's.
    expect(lines[0]?.ip).toBe('203.0.113.9');
  });
});
