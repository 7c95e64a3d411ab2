import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJson, postJson, postMultipart } from './api';
import { stubXhr } from '../test/fakeXhr';

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

describe('postJson refusals', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the server's message per field", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, '{"message":"Some details need attention.","fields":{"phone":"Enter a valid phone number"}}'),
    );
    expect(await postJson('/x', {})).toEqual({
      ok: false,
      status: 400,
      message: 'Some details need attention.',
      fields: { phone: 'Enter a valid phone number' },
    });
  });
});

describe('postMultipart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the form, reports the upload as it goes, and answers the data', async () => {
    const xhr = stubXhr();
    const body = new FormData();
    body.append('firstName', 'Aarav');
    const progress: number[] = [];
    const result = postMultipart('/api/admissions', body, (fraction) => progress.push(fraction));
    const request = xhr.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/admissions');
    expect(request.body).toBe(body);
    request.progress(250, 1000);
    request.progress(1000, 1000);
    request.respond(201, { reference: 'A-7K3Q9' });
    expect(await result).toEqual({ ok: true, status: 201, data: { reference: 'A-7K3Q9' } });
    expect(progress).toEqual([0.25, 1]);
  });

  it("keeps the server's message, its message per field and its Retry-After", async () => {
    const xhr = stubXhr();
    const result = postMultipart('/x', new FormData(), () => {});
    xhr.requests[0]!.respond(
      400,
      { message: 'Some details need attention.', fields: { photo: 'Not a photo.' } },
      { 'Retry-After': '30' },
    );
    expect(await result).toEqual({
      ok: false,
      status: 400,
      message: 'Some details need attention.',
      fields: { photo: 'Not a photo.' },
      retryAfterSeconds: 30,
    });
  });

  it('has no message when the answer is not JSON', async () => {
    const xhr = stubXhr();
    const result = postMultipart('/x', new FormData(), () => {});
    xhr.requests[0]!.respond(502, '<html>Bad Gateway</html>');
    expect(await result).toEqual({ ok: false, status: 502 });
  });

  it('answers status 0 when the connection fails', async () => {
    const xhr = stubXhr();
    const result = postMultipart('/x', new FormData(), () => {});
    xhr.requests[0]!.fail();
    expect(await result).toEqual({ ok: false, status: 0 });
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
