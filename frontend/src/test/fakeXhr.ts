import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest that a test drives by hand: it records each request, and the test reports upload
 * progress, answers, or makes the connection fail. jsdom's own XMLHttpRequest would go to the network.
 */
export class FakeXhr extends EventTarget {
  static requests: FakeXhr[] = [];
  readonly upload = new EventTarget();
  method = '';
  url = '';
  body: unknown;
  readonly requestHeaders: Record<string, string> = {};
  status = 0;
  responseText = '';
  private responseHeaders: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name.toLowerCase()] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** The server answers. */
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = Object.fromEntries(
      Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]),
    );
    this.dispatchEvent(new Event('load'));
  }

  /** No answer: offline, or the connection dropped. */
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

/** Puts FakeXhr in place of XMLHttpRequest for one test (undo with vi.unstubAllGlobals). */
export function stubXhr(): typeof FakeXhr {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
