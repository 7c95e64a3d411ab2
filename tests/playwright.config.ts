import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromiumLaunchOptions.js';

/**
 * End-to-end suites drive Debian's Chromium against the whole stack through the real nginx.
 * The stack runs on its own ports (E2E_PORT_BASE, default 18000: site on +80, payment +1, comments +2,
 * eSewa sandbox +3, office +4, mail sandbox +5 and +6) with a fresh data folder, so it never touches `make start`'s stack or data.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 18000);
export const ports = {
  http: base + 80,
  payment: base + 1,
  comments: base + 2,
  sandbox: base + 3,
  office: base + 4,
  /** The mail sandbox: SMTP, and its HTTP API of the mails received (/messages). */
  mailSmtp: base + 5,
  mailHttp: base + 6,
};
/** Live-comment stream caps small enough for comment-streams.spec.ts to fill (the defaults are 6,000 and 120). */
export const streamCaps = { total: 40, perAddress: 10 };
/**
 * Unpaid payments one address may start in an hour (the default is 10): the suite's own unpaid payments from
 * 127.0.0.1 stay below it, and payment-limits.spec.ts reaches it under the per-minute limit (30).
 */
export const initiateLimitPerAddress = 20;
const siteUrl = `http://127.0.0.1:${ports.http}`;
const runDir = `build/e2e-${base}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: `../${runDir}/test-results`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: `../${runDir}/report`, open: 'never' }]],
  use: {
    baseURL: siteUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The data folder is a tmpfs of its own, which disk-full.spec.ts fills (support/stackOnOwnDisk.ts).
    command: `npx tsx e2e/support/stackOnOwnDisk.ts ${runDir}/data 256m npx tsx ../scripts/stack.ts --fresh --ignore-dotenv`,
    cwd: '.',
    url: `${siteUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      HTTP_PORT: String(ports.http),
      PAYMENT_PORT: String(ports.payment),
      COMMENTS_PORT: String(ports.comments),
      SANDBOX_PORT: String(ports.sandbox),
      OFFICE_PORT: String(ports.office),
      MAIL_SANDBOX_SMTP_PORT: String(ports.mailSmtp),
      MAIL_SANDBOX_HTTP_PORT: String(ports.mailHttp),
      DATA_DIR: `${runDir}/data`,
      STACK_RUNTIME_DIR: `${runDir}/stack`,
      COMMENTS_BACKEND: 'api',
      // The sample results, which results.spec.ts looks up (stack.ts's default too, unless the environment says no).
      RESULTS_SAMPLES: 'yes',
      COMMENTS_STREAMS_MAX: String(streamCaps.total),
      COMMENTS_STREAMS_PER_ADDRESS: String(streamCaps.perAddress),
      PAYMENT_INITIATE_LIMIT_PER_ADDRESS: String(initiateLimitPerAddress),
      // Every spec's unpaid payments together stay far below the cap for everyone.
      PAYMENT_INITIATE_LIMIT_PER_HOUR: '1000',
      // Likewise eSewa's status calls: the specs' payments, one after another, may ask more than the real budget
      // of 60 a minute, and a spent budget answers PENDING without asking eSewa (the reconciler bench tests it).
      ESEWA_STATUS_CALLS_PER_MINUTE: '6000',
      // proxy.spec.ts puts a real nginx in front of the site that connects from 127.0.0.2. The browser and the
      // `request` fixture connect from 127.0.0.1 and name each test's own client address in X-Forwarded-For
      // (e2e/support/test.ts), so that no test spends another's rate budgets.
      TRUSTED_PROXIES: '127.0.0.1 127.0.0.2',
    },
  },
});
