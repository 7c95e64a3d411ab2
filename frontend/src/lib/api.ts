/**
 * A small JSON client for the site's own API (same origin, behind nginx). It never throws: every failure
 * comes back as {ok: false} with the server's plain-words message when there is one.
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  /**
   * status 0: no answer at all (offline, timeout). `message` is the server's own, if it sent one;
   * `retryAfterSeconds` its Retry-After (nginx sends one with its 503 while a service is down or restarting).
   */
  | { ok: false; status: number; message?: string; retryAfterSeconds?: number };

const defaultTimeoutMs = 30_000;

export function postJson<T>(path: string, body: unknown, timeoutMs = defaultTimeoutMs): Promise<ApiResult<T>> {
  return requestJson(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

export function getJson<T>(path: string, timeoutMs = defaultTimeoutMs): Promise<ApiResult<T>> {
  return requestJson(path, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
}

async function requestJson<T>(path: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    return { ok: false, status: 0 };
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  if (response.ok && data !== undefined) return { ok: true, status: response.status, data: data as T };
  const message =
    typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : undefined;
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  return {
    ok: false,
    status: response.status,
    ...(message ? { message } : {}),
    ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}
