import { fileURLToPath } from 'node:url';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromiumLaunchOptions.js';

/**
 * The browser suites, one run (`make test-e2e`): Debian's Chromium against the whole stack through the real nginx.
 *
 * - `looks`: the copied MUI looks beside MUI's own, on a harness page Vite builds (looks/harness).
 * - `visual`: every page and state against its picture (visual/__screenshots__), on a stack of its own, so the
 *   pictures see a fresh stack whatever the e2e specs did to theirs, and run beside them.
 * - `e2e`: the end-to-end specs, two at a time (they share the e2e stack, and each test is its own client:
 *   e2e/support/test.ts).
 * - `e2e-alone`: the specs that change what every other spec meets (the stack's disk filled, its stream caps
 *   reached, its data backed up and compared), after `e2e`, one at a time.
 *
 * Each stack runs on its own ports (E2E_PORT_BASE, default 18000: site on +80, payment +1, comments +2, eSewa
 * sandbox +3, office +4, mail sandbox +5 and +6; the visual stack the same from +100; the looks harness on +95) with
 * a fresh data folder, so it never touches `make start`'s stack or data. A spec that starts servers of its own takes
 * free ports from the kernel (e2e/support/freePorts.ts).
 *
 * In CI a failed test runs once more, and a test that fails and then passes (flaky) fails the run
 * (failOnFlakyTests): a flaky test is fixed, not retried into green.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 18000);

function stackPorts(first: number) {
  return {
    http: first + 80,
    payment: first + 1,
    comments: first + 2,
    sandbox: first + 3,
    office: first + 4,
    /** The mail sandbox: SMTP, and its HTTP API of the mails received (/messages). */
    mailSmtp: first + 5,
    mailHttp: first + 6,
    /** The Khalti sandbox: its API and its payment pages. */
    khaltiSandbox: first + 7,
  };
}

export const ports = stackPorts(base);
const visualPorts = stackPorts(base + 100);
const looksPort = base + 95;
/** Live-comment stream caps small enough for comment-streams.spec.ts to fill (the defaults are 6,000 and 120). */
export const streamCaps = { total: 40, perAddress: 10 };
/**
 * Unpaid payments one address may start in an hour (the default is 10): the suite's own unpaid payments from
 * 127.0.0.1 stay below it, and payment-limits.spec.ts reaches it under the per-minute limit (30).
 */
export const initiateLimitPerAddress = 20;
const runDir = `build/e2e-${base}`;
const visualRunDir = `build/visual-${base}`;
const looksHarnessConfig = fileURLToPath(new URL('looks/harness/vite.config.ts', import.meta.url));

/** The specs of `e2e-alone`: each changes the e2e stack for every spec running beside it. */
const aloneSpecs = [
  // fills the stack's data disk
  'disk-full.spec.ts',
  // reaches the stack's caps of live-comment streams, which every open article page counts against
  'comment-streams.spec.ts',
  // backs the stack's data up and compares its comments before and after
  'backup.spec.ts',
  // imports a roster of dues, which adds the fees section to /pay for every spec after it
  'fees-payment.spec.ts',
];

/** scripts/stack.ts with a fresh data folder, as a Playwright web server. */
function stackServer(options: { ports: typeof ports; runDir: string; ownDisk: boolean }) {
  const { ports: p, runDir: dir } = options;
  const stack = `npx tsx ../scripts/stack.ts --fresh --fresh-content --ignore-dotenv`;
  return {
    // The e2e stack's data folder is a tmpfs of its own, which disk-full.spec.ts fills (support/stackOnOwnDisk.ts).
    command: options.ownDisk ? `npx tsx e2e/support/stackOnOwnDisk.ts ${dir}/data 256m ${stack}` : stack,
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    url: `http://127.0.0.1:${p.http}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: {
      HTTP_PORT: String(p.http),
      PAYMENT_PORT: String(p.payment),
      COMMENTS_PORT: String(p.comments),
      SANDBOX_PORT: String(p.sandbox),
      KHALTI_SANDBOX_PORT: String(p.khaltiSandbox),
      OFFICE_PORT: String(p.office),
      MAIL_SANDBOX_SMTP_PORT: String(p.mailSmtp),
      MAIL_SANDBOX_HTTP_PORT: String(p.mailHttp),
      DATA_DIR: `${dir}/data`,
      STACK_RUNTIME_DIR: `${dir}/stack`,
      // A copy of site-content/ made at each start (--fresh-content): what a spec saves from the console lands there.
      SITE_CONTENT_DIR: `${dir}/site-content`,
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
  };
}

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

const config: PlaywrightTestConfig = {
  outputDir: `../${runDir}/test-results`,
  fullyParallel: false,
  // Two browsers at a time: this machine's two cores (and CI's) are kept busy, the stacks answer in time.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: `../${runDir}/report`, open: 'never' }],
    // Read by .ci/run for its table of steps and its ten slowest tests.
    ['json', { outputFile: `../${runDir}/results.json` }],
  ],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'looks',
      testDir: './looks',
      testMatch: 'looks.spec.ts',
      use: { ...chromium, baseURL: `http://127.0.0.1:${looksPort}` },
    },
    {
      name: 'visual',
      testDir: './visual',
      testMatch: 'visual.spec.ts',
      // One picture per name, the same on every machine with Debian's Chromium: no platform or browser suffix.
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      // No retry: a picture that differs from one run to the next is a flaky test to fix, not to hide.
      retries: 0,
      // Room for the settling walk and the screenshot's wait below on a loaded machine.
      timeout: 120_000,
      expect: {
        // Two matching full-length pictures in a row: under CI's load (a console publish building the site beside
        // it) a long page at 390 px once took longer than 15 s to settle. A picture that differs still fails.
        timeout: 45_000,
        toHaveScreenshot: {
          // A few pixels of anti-aliasing may differ; a moved or resized box changes far more.
          maxDiffPixelRatio: 0.001,
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
        },
      },
      use: {
        ...chromium,
        baseURL: `http://127.0.0.1:${visualPorts.http}`,
        // Fixed settings the pages read: language, time zone, and no motion (counters show their figures, the
        // testimonials stay on their first slide).
        locale: 'en-US',
        timezoneId: 'Asia/Kathmandu',
        reducedMotion: 'reduce',
      },
    },
    {
      name: 'e2e',
      testDir: './e2e',
      testIgnore: aloneSpecs,
      use: { ...chromium, baseURL: `http://127.0.0.1:${ports.http}` },
    },
    {
      name: 'e2e-alone',
      testDir: './e2e',
      testMatch: aloneSpecs,
      dependencies: ['e2e'],
      workers: 1,
      use: { ...chromium, baseURL: `http://127.0.0.1:${ports.http}` },
    },
  ],
  webServer: [
    stackServer({ ports, runDir, ownDisk: true }),
    stackServer({ ports: visualPorts, runDir: visualRunDir, ownDisk: false }),
    {
      command: `npx vite build --config ${looksHarnessConfig} && npx vite preview --config ${looksHarnessConfig} --host 127.0.0.1 --port ${looksPort} --strictPort`,
      url: `http://127.0.0.1:${looksPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
};

export default defineConfig(config);
