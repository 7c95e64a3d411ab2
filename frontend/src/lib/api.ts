/**
 * A small client for the site's own API (same origin, behind nginx). It never throws: every failure comes back
 * as {ok: false} with the server's plain-words message when there is one. JSON requests go through fetch;
 * uploads (postMultipart) through XMLHttpRequest, the one browser API that reports an upload's progress.
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  /**
   * status 0: no answer at all (offline, timeout). `message` is the server's own, if it sent one; `fields` its
   * message per field when it refused what was typed (400), and `reasons` each refused file's reason as a code;
   * `retryAfterSeconds` its Retry-After (nginx sends one with its 503 while a service is down or restarting).
   */
  | {
      ok: false;
      status: number;
      message?: string;
      fields?: Record<string, string>;
      reasons?: Record<string, string>;
      retryAfterSeconds?: number;
    };

/** An object's string values, or undefined when it is no object. */
function stringsIn(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const strings = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return strings.length > 0 ? Object.fromEntries(strings) : undefined;
}

const defaultTimeoutMs = 30_000;

/** The result of an answer, from its status, its body (parsed JSON, or undefined) and its Retry-After. */
function resultOf<T>(status: number, data: unknown, retryAfterHeader: string | null): ApiResult<T> {
  if (status >= 200 && status < 300 && data !== undefined) return { ok: true, status, data: data as T };
  const body =
    typeof data === 'object' && data !== null
      ? (data as { message?: unknown; fields?: unknown; reasons?: unknown })
      : {};
  const message = typeof body.message === 'string' ? body.message : undefined;
  const fields = stringsIn(body.fields);
  const reasons = stringsIn(body.reasons);
  const retryAfter = Number(retryAfterHeader ?? Number.NaN);
  return {
    ok: false,
    status,
    ...(message ? { message } : {}),
    ...(fields ? { fields } : {}),
    ...(reasons ? { reasons } : {}),
    ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function postJson<T>(path: string, body: unknown, timeoutMs = defaultTimeoutMs): Promise<ApiResult<T>> {
  return requestJson(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** A DELETE; its 204 has no body, which comes back as {ok: false, status: 204}: check the status. */
export function deleteJson<T>(path: string, timeoutMs = defaultTimeoutMs): Promise<ApiResult<T>> {
  return requestJson(path, {
    method: 'DELETE',
    headers: { accept: 'application/json' },
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
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { ok: false, status: 0 };
  }
  return resultOf<T>(response.status, parseJson(text), response.headers.get('retry-after'));
}

/**
 * Posts a multipart form, reporting the upload's progress (0 to 1) as it goes. No time limit of its own: on a
 * poor mobile link a large upload takes minutes, and the server cuts off one that stalls (408).
 */
export function postMultipart<T>(
  path: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    request.addEventListener('load', () =>
      resolve(resultOf<T>(request.status, parseJson(request.responseText), request.getResponseHeader('retry-after'))),
    );
    // No answer at all: offline, the connection dropped, or the request was cut off.
    for (const failure of ['error', 'abort', 'timeout'] as const) {
      request.addEventListener(failure, () => resolve({ ok: false, status: 0 }));
    }
    request.send(body);
  });
}
