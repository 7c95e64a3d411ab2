import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromiumLaunchOptions.js';

/**
 * `make test-containers`: the smoke suite, the operator's promises, the school office's, then publishing, against the Compose stack that
 * scripts/containers/test-containers.sh built and started (this config starts nothing itself). Only the
 * published loopback ports are ever connected to.
 */
const siteUrl = process.env.CONTAINERS_SITE_URL ?? 'http://127.0.0.1:18280';
const runDir = '../build/containers';

export default defineConfig({
  testDir: '.',
  outputDir: `${runDir}/test-results`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: `${runDir}/report`, open: 'never' }],
    // Read by .ci/run for its table of steps and its ten slowest tests; the HTTPS run (TEST_STACK_HTTPS) has its own.
    ['json', { outputFile: `${runDir}/results-${process.env.TEST_STACK_HTTPS ? 'https' : 'http'}.json` }],
  ],
  use: {
    baseURL: siteUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'smoke', testMatch: 'smoke.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Before the office's: it reads the logs the smoke suite left, and restarts the stack (down/up) at its end.
    { name: 'operator', testMatch: 'operator.spec.ts', dependencies: ['smoke'] },
    // Last (projects of one level run in this order with one worker): an application to the mail sandbox, its
    // files and results across down/up and a restore. Not dependent on operator, so neither hides the other.
    { name: 'office', testMatch: 'office.spec.ts', dependencies: ['smoke'] },
    // `make publish` with Compose: a new release on the site volume under a request loop.
    { name: 'publishing', testMatch: 'publishing.spec.ts', dependencies: ['smoke'] },
    // Its own run, against the stack with HTTPS on (test-containers.sh starts it after the two above).
    { name: 'https', testMatch: 'https.spec.ts' },
  ],
});
