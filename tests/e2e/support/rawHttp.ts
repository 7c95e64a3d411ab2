import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

/**
 * HTTP below the browser, for what a browser never sends: requests from a chosen loopback address (each test its
 * own, so that no test spends another's per-address budget), bodies larger than nginx accepts, and bytes that are
 * not HTTP at all.
 */

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface SendOptions {
  /** The local address the request comes from (127.x.y.z): nginx counts its budgets per address. */
  from: string;
  port: number;
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is, in 1 MB writes, with its Content-Length (or chunked, with `chunked`). */
  bodyBytes?: number;
  /** The body in chunks (Transfer-Encoding: chunked), its size unknown until it ends, as a streaming client sends. */
  chunked?: boolean;
}

/**
 * One request, answered in full. An answer that arrives while the body is still being written (nginx refusing a
 * body by its Content-Length) is the answer: the write errors after it are nginx closing the connection.
 */
export function send(options: SendOptions): Promise<Answer> {
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.bodyBytes !== undefined && !options.chunked) headers['content-length'] = String(options.bodyBytes);
  return new Promise((done, fail) => {
    let answered = false;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method,
        path: options.path,
        localAddress: options.from,
        agent: false,
        headers,
        timeout: 30_000,
      },
      (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', fail);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${options.method} ${options.path} did not answer in 30 s`)));
    req.on('error', (error) => {
      if (!answered) fail(error);
    });
    if (options.bodyBytes === undefined) {
      req.end(payload);
      return;
    }
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let left = options.bodyBytes;
    const writeMore = () => {
      while (left > 0 && !req.destroyed) {
        const size = Math.min(left, chunk.length);
        left -= size;
        if (!req.write(size === chunk.length ? chunk : chunk.subarray(0, size))) {
          req.once('drain', writeMore);
          return;
        }
      }
      if (!req.destroyed) req.end();
    };
    writeMore();
  });
}

/** Raw bytes to a port, and everything that comes back until the server closes (or 10 s pass). */
export function sendRaw(port: number, from: string, bytes: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: from });
    const received: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('the server did not close the connection in 10 s')));
    socket.on('data', (data) => received.push(data));
    socket.on('end', () => done(Buffer.concat(received).toString('latin1')));
    socket.on('error', fail);
    socket.end(Buffer.from(bytes, 'latin1'));
  });
}

/** A raw answer's status code, headers (lower-case names) and body. */
export function parseRawAnswer(raw: string): Answer {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers: IncomingHttpHeaders = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/** A live-comment stream held open from a local address: resolves once its answer's head arrived. */
export interface HeldStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The whole answer once it ends (a refusal's {"message"}). */
  body: Promise<string>;
  close: () => void;
}

export function holdStream(port: number, from: string, path: string): Promise<HeldStream> {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, localAddress: from, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      const body = new Promise<string>((end) => res.on('end', () => end(text)).on('close', () => end(text)));
      done({ status: res.statusCode ?? 0, headers: res.headers, body, close: () => req.destroy() });
    });
    req.on('error', fail);
    req.end();
  });
}
