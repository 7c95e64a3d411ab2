import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJson, postJson } from './api';

function answer(status: number, body: string, contentType = 'application/json') {
  return vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } }));
}

describe('postJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts JSON and answers the data', async () => {
    const fetchMock = answer(200, '{"status":"COMPLETED"}');
    vi.stubGlobal('fetch', fetchMock);
    expect(await postJson('/api/payment-status', { a: 1 })).toEqual({
      ok: true,
      status: 200,
      data: { status: 'COMPLETED' },
    });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/payment-status');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it("keeps the server's message on an error", async () => {
    vi.stubGlobal('fetch', answer(409, '{"message":"Already used."}'));
    expect(await postJson('/x', {})).toEqual({ ok: false, status: 409, message: 'Already used.' });
  });

  it("keeps nginx's message and Retry-After while a service is down", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"message":"Restarting."}', {
            status: 503,
            headers: { 'content-type': 'application/json', 'retry-after': '5' },
          }),
      ),
    );
    expect(await postJson('/x', {})).toEqual({ ok: false, status: 503, message: 'Restarting.', retryAfterSeconds: 5 });
  });

  it('has no message when the error is not JSON', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad Gateway</html>', 'text/html'));
    expect(await postJson('/x', {})).toEqual({ ok: false, status: 502 });
  });

  it('answers status 0 when nothing answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await postJson('/x', {})).toEqual({ ok: false, status: 0 });
  });
});

describe('getJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gets JSON and answers the data; no answer at all is status 0', async () => {
    const fetchMock = answer(200, '{"exams":[]}');
    vi.stubGlobal('fetch', fetchMock);
    expect(await getJson('/api/results/exams')).toEqual({ ok: true, status: 200, data: { exams: [] } });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/results/exams');
    expect(init.method).toBeUndefined();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await getJson('/api/results/exams')).toEqual({ ok: false, status: 0 });
  });
});
