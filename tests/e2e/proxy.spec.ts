/**
 * The site behind a proxy (TLS terminated in front of nginx, as docs/operations.md advises): a REAL second nginx on
 * loopback proxies to the stack's nginx, which trusts it (the stack's TRUSTED_PROXIES has 127.0.0.2, the
 * address the front nginx connects from). Parents connect from their own loopback addresses (127.0.0.3, …), so
 * every per-client limit (nginx's limit_req, payment-service's and comments-service's) is counted per parent.
 * A client that is not a trusted proxy gains nothing by forging X-Forwarded-For.
 */
import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initiateLimitPerAddress } from '../playwright.config.js';
import { startFrontProxy } from './support/frontProxy.js';
import { expect, test } from './support/test.js';
import { freePort } from './support/freePorts.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const base = Number(process.env.E2E_PORT_BASE ?? 18000);
const sitePort = base + 80;
const frontPort = await freePort();
const runtimeDir = join(repoRoot, `build/e2e-front-proxy-${frontPort}`);
/** The address the front nginx connects from, one the stack's nginx trusts (tests/playwright.config.ts). */
const proxyAddress = '127.0.0.2';

interface Answer {
  status: number;
  body: string;
}

/** One HTTP request from a given local address, as a parent's own connection would come from their address. */
function send(
  from: string,
  port: number,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: from,
        agent: false,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

const viaProxy = (
  from: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => send(from, frontPort, method, path, body, headers);

let paymentCounter = 0;
const payment = () => ({
  studentName: 'Proxy Student',
  className: 'Grade 1',
  parentName: 'Proxy Parent',
  amount: 100,
  transactionId: `txn_${Date.now()}_proxy${(paymentCounter += 1)}${Math.random().toString(36).slice(2, 8)}`,
});
const comment = (name: string) => ({ name, text: 'Posted through the proxy in front of the site.' });

test.describe('behind a trusted proxy, every parent has their own limits', () => {
  let stopNginx: (() => void) | undefined;

  test.beforeAll(async () => {
    // What an operator's TLS proxy does: connect to the site and append the client's address to X-Forwarded-For.
    stopNginx = await startFrontProxy({
      runtimeDir,
      port: frontPort,
      sitePort,
      bindAddress: proxyAddress,
      forwardedFor: '$proxy_add_x_forwarded_for',
    });
  });

  test.afterAll(() => stopNginx?.());

  test("parent A's comments do not use up parent B's", async () => {
    const [parentA, parentB] = ['127.0.0.3', '127.0.0.4'];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await viaProxy(parentA, 'POST', '/api/comments/peace-rally', comment('Parent A'))).status);
    }
    // comments-service allows 5 a minute per client (COMMENTS_RATE_LIMIT_PER_MINUTE).
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await viaProxy(parentB, 'POST', '/api/comments/peace-rally', comment('Parent B'))).status).toBe(201);
  });

  test("parent A's payment starts do not use up parent B's", async () => {
    const [parentA, parentB] = ['127.0.0.5', '127.0.0.6'];
    const statuses: number[] = [];
    // payment-service allows 20 unpaid payment starts an hour per client in this stack
    // (PAYMENT_INITIATE_LIMIT_PER_ADDRESS); sent at a pace nginx allows.
    for (let i = 0; i <= initiateLimitPerAddress; i += 1) {
      statuses.push((await viaProxy(parentA, 'POST', '/api/esewa/initiate', payment())).status);
      await new Promise((r) => setTimeout(r, 60));
    }
    expect(statuses.slice(0, initiateLimitPerAddress).every((s) => s === 200)).toBe(true);
    expect(statuses[initiateLimitPerAddress]).toBe(429);
    expect((await viaProxy(parentB, 'POST', '/api/esewa/initiate', payment())).status).toBe(200);
  });

  test("parent A's burst at nginx does not use up parent B's", async () => {
    const [parentA, parentB] = ['127.0.0.7', '127.0.0.8'];
    // nginx allows 10 requests a second per client with a burst of 40 (API_RATE_LIMIT, API_RATE_BURST).
    const burst = await Promise.all(Array.from({ length: 80 }, () => viaProxy(parentA, 'GET', '/api/health')));
    expect(burst.filter((a) => a.status === 429).length).toBeGreaterThan(0);
    expect((await viaProxy(parentB, 'GET', '/api/health')).status).toBe(200);
  });

  test("nginx's access log names the parent, not the proxy", () => {
    const log = readFileSync(join(repoRoot, `build/e2e-${base}/stack/nginx/access.log`), 'utf8');
    expect(log).toMatch(/^127\.0\.0\.3 /m);
    expect(log).toMatch(/^127\.0\.0\.4 /m);
    expect(log).not.toMatch(/^127\.0\.0\.2 /m);
  });

  test('a forged X-Forwarded-For changes nothing, through the proxy or without it', async () => {
    // Through the proxy: the parent's own header is kept to the left of the address the proxy saw, and ignored.
    const parentC = '127.0.0.9';
    const throughProxy: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const forged = { 'X-Forwarded-For': `203.0.113.${i + 1}` };
      throughProxy.push(
        (await viaProxy(parentC, 'POST', '/api/comments/peace-rally', comment('Parent C'), forged)).status,
      );
    }
    expect(throughProxy).toEqual([201, 201, 201, 201, 201, 429]);

    // Straight to the site from an address that is not a trusted proxy: the header is not believed at all.
    const direct = '127.0.0.10';
    const straight: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const forged = { 'X-Forwarded-For': `198.51.100.${i + 1}` };
      straight.push(
        (await send(direct, sitePort, 'POST', '/api/comments/peace-rally', comment('Parent D'), forged)).status,
      );
    }
    expect(straight).toEqual([201, 201, 201, 201, 201, 429]);
    const log = readFileSync(join(repoRoot, `build/e2e-${base}/stack/nginx/access.log`), 'utf8');
    expect(log).not.toMatch(/^(203\.0\.113|198\.51\.100)\./m);
  });
});
