/**
 * What the API tests share: a temporary SQLite file, the real eSewa and Khalti sandboxes on ephemeral ports,
 * settings read by the real config loader, and a parent's trip through a sandbox's pages over HTTP.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { configOrThrow } from '@school/service-kit';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { buildSandbox } from 'esewa-sandbox';
import { buildSandbox as buildKhaltiSandbox } from 'khalti-sandbox';
import { buildApp, type AppOptions } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';

export const siteUrl = 'http://school.test';

export interface Sandbox {
  url: string;
  /** The sandbox's test controls (/__sandbox/…). */
  control(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/** The Khalti sandbox's key in the tests: payment-service is given the same (KHALTI_SECRET_KEY). */
export const khaltiTestKey = 'test_secret_key_for_the_api_tests_0123456789abcdef';

export async function startSandbox(
  options: Omit<Parameters<typeof buildSandbox>[0], 'logLevel'> = {},
): Promise<Sandbox> {
  return listenSandbox(buildSandbox({ logLevel: 'silent', ...options }));
}

export async function startKhaltiSandbox(options: { secretKey?: string } = {}): Promise<Sandbox> {
  return listenSandbox(buildKhaltiSandbox({ logLevel: 'silent', secretKey: khaltiTestKey, ...options }));
}

async function listenSandbox(app: FastifyInstance): Promise<Sandbox> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('sandbox has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    async control(method, path, body) {
      const response = await fetch(`${url}/__sandbox/${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`sandbox ${method} ${path}: HTTP ${response.status}`);
      return response.json();
    },
    close: () => app.close(),
  };
}

export function tempDir(prefix = 'payment-api-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Settings through the real loader, pointed at the sandbox (and at the Khalti sandbox, given its address). */
export function testConfig(
  databasePath: string,
  sandboxUrl: string,
  env: Record<string, string> = {},
  khaltiSandboxUrl?: string,
): AppConfig {
  const khalti = khaltiSandboxUrl
    ? { KHALTI_BASE_URL: `${khaltiSandboxUrl}/api/v2/`, KHALTI_SECRET_KEY: khaltiTestKey }
    : {};
  const config = configOrThrow(
    loadConfig({
      PAYMENT_DB_PATH: databasePath,
      ESEWA_FORM_URL: `${sandboxUrl}/api/epay/main/v2/form`,
      ESEWA_STATUS_URL: `${sandboxUrl}/api/epay/transaction/status/`,
      PUBLIC_SITE_URL: siteUrl,
      LOG_LEVEL: 'silent',
      PAYMENT_RATE_LIMIT_PER_MINUTE: '10000',
      // Tests of other things start many payments from one address, unpaid: the limits' own tests set theirs.
      PAYMENT_INITIATE_LIMIT_PER_ADDRESS: '10000',
      PAYMENT_INITIATE_LIMIT_PER_HOUR: '10000',
      ESEWA_STATUS_CALLS_PER_MINUTE: '6000',
      ...khalti,
      ...env,
    }),
  );
  // Tests that wait for a timeout should not wait ten seconds.
  config.esewa.statusTimeoutMs = 1500;
  config.khalti.timeoutMs = 1500;
  return config;
}

/** A transaction id as the page makes one. */
export function newTransactionId(): string {
  return `txn_${Date.now()}_${randomBytes(6).toString('hex')}`;
}

export function paymentRequest(overrides: Record<string, unknown> = {}) {
  return {
    studentName: 'Sita Yadav',
    className: 'Grade 3',
    roll: 7,
    parentName: 'Ram Yadav',
    amount: 1500,
    transactionId: newTransactionId(),
    ...overrides,
  };
}

/** Collects the app's JSON log lines. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  get entries(): Record<string, unknown>[] {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

export interface TestApp {
  app: FastifyInstance;
  http: () => ReturnType<typeof request>;
  config: AppConfig;
  close(): Promise<void>;
}

export async function startApp(config: AppConfig, options: AppOptions = {}): Promise<TestApp> {
  const app = buildApp(config, options);
  await app.ready();
  return { app, http: () => request(app.server), config, close: () => app.close() };
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);

/** Reads our form HTML as a browser would: its action and its fields. */
export function parseForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]* action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no form action in ${html}`);
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescape(match[1] ?? '')] = unescape(match[2] ?? '');
  }
  return { action: unescape(action), fields };
}

/** Submits our form to the sandbox and presses a button; answers where the sandbox sends the parent. */
export async function pressOnSandbox(formHtml: string, button: 'Pay' | 'Cancel'): Promise<string> {
  const { action, fields } = parseForm(formHtml);
  const page = await fetch(action, { method: 'POST', body: new URLSearchParams(fields) });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`the sandbox refused the form: ${html}`);
  const path = new RegExp(`action="([^"]+/${button.toLowerCase()})"`).exec(html)?.[1];
  if (!path) throw new Error(`no ${button} button on the sandbox page`);
  const pressed = await fetch(new URL(path, action), { method: 'POST', redirect: 'manual' });
  const location = pressed.headers.get('location');
  if (pressed.status !== 302 || !location) throw new Error(`the sandbox did not redirect (${pressed.status})`);
  return location;
}

/** Pays on the sandbox and answers eSewa's `data`, exactly as it appears in the success URL. */
export async function payOnSandbox(formHtml: string): Promise<string> {
  const location = await pressOnSandbox(formHtml, 'Pay');
  const data = /[?&]data=([^&]*)/.exec(location)?.[1];
  if (!data) throw new Error(`no data in ${location}`);
  return data;
}

export function decodeData(data: string): Record<string, string> {
  return JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, string>;
}

export function encodeData(fields: Record<string, string>): string {
  return Buffer.from(JSON.stringify(fields), 'utf8').toString('base64');
}

/**
 * A parent's trip through the Khalti sandbox's pages: the payment page, a test Khalti ID and MPIN, the OTP (or
 * Cancel). Answers where Khalti sends the browser back (the return address with its parameters).
 */
export async function payOnKhaltiSandbox(paymentUrl: string, button: 'Pay' | 'Cancel' = 'Pay'): Promise<URL> {
  const page = await fetch(paymentUrl);
  if (page.status !== 200) throw new Error(`the Khalti sandbox refused the payment page: ${await page.text()}`);
  const pidx = new URL(paymentUrl).searchParams.get('pidx') ?? '';
  const base = new URL(paymentUrl).origin;
  const send = (step: string, fields: Record<string, string>) =>
    fetch(`${base}/pay/${encodeURIComponent(pidx)}/${step}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  let returned: Response;
  if (button === 'Cancel') returned = await send('cancel', {});
  else {
    const otpPage = await (await send('login', { mobile: '9800000001', mpin: '1111' })).text();
    const session = /name="session" value="([^"]*)"/.exec(otpPage)?.[1];
    if (!session) throw new Error('no OTP step on the Khalti sandbox');
    returned = await send('otp', { session, otp: '987654' });
  }
  const location = returned.headers.get('location');
  if (returned.status !== 303 || !location) throw new Error(`the Khalti sandbox did not redirect (${returned.status})`);
  return new URL(location);
}
