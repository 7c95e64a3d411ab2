/**
 * The initiate limits through the whole stack: a parent whose connection already started too many unpaid payments
 * in the hour is answered 429 with Retry-After, and the fee form shows the service's own words.
 *
 * The parent has an address of their own (not the 127.0.0.1 every other test uses) through a REAL front nginx on
 * loopback that the stack's nginx trusts (TRUSTED_PROXIES=127.0.0.2, tests/playwright.config.ts): it names the
 * client 192.0.2.50 in X-Forwarded-For, as a TLS proxy names the parent. The stack runs with
 * PAYMENT_INITIATE_LIMIT_PER_ADDRESS=20.
 */
import { request as httpRequest } from 'node:http';
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
const runtimeDir = join(repoRoot, `build/e2e-front-limits-${frontPort}`);
const parentAddress = '192.0.2.50';

/** One payment started through the front proxy (so as the parent at `parentAddress`). */
function initiate(): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  const payload = JSON.stringify({
    studentName: 'Limit Student',
    className: 'Grade 4',
    parentName: 'Limit Parent',
    amount: 100,
    transactionId: `txn_${Date.now()}_lim${Math.random().toString(36).slice(2, 10)}`,
  });
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: frontPort,
        method: 'POST',
        path: '/api/esewa/initiate',
        agent: false,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, body }),
        );
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

test.describe('initiate limits on the fee form', () => {
  let stopNginx: (() => void) | undefined;

  test.beforeAll(async () => {
    stopNginx = await startFrontProxy({
      runtimeDir,
      port: frontPort,
      sitePort,
      bindAddress: '127.0.0.2',
      forwardedFor: parentAddress,
    });
  });

  test.afterAll(() => stopNginx?.());

  test('past the unpaid payments one connection may start in an hour: 429, Retry-After, and the page says so', async ({
    page,
  }) => {
    // Sent at a pace nginx's request limit allows, under the per-minute limit (30).
    for (let i = 0; i < initiateLimitPerAddress; i += 1) {
      expect((await initiate()).status, `payment ${i + 1}`).toBe(200);
      await new Promise((r) => setTimeout(r, 60));
    }
    const refused = await initiate();
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(59 * 60);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60 * 60);
    const message =
      'Too many payments were started from your connection in the last hour without being paid. Please try again in 60 minutes.';
    expect(JSON.parse(refused.body)).toEqual({ message });

    await page.goto(`http://127.0.0.1:${frontPort}/pay`);
    await page.getByRole('textbox', { name: 'Student name' }).fill('Sita Yadav');
    await page.getByRole('combobox', { name: 'Class' }).selectOption('Grade 3');
    await page.getByRole('textbox', { name: 'Parent name' }).fill('Ram Yadav');
    await page.getByRole('textbox', { name: 'Amount (NPR)' }).fill('1500');
    await page.getByRole('button', { name: 'Pay with eSewa' }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page).toHaveURL(/\/pay$/);
    await expect(page.getByRole('button', { name: 'Pay with eSewa' })).toBeEnabled();
  });
});
