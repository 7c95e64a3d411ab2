import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromiumLaunchOptions.js';
import e2eConfig, { ports } from '../playwright.config.js';

/**
 * The visual test (visual.spec.ts): every page and the states a parent meets, at 390 px and 1280 px, against the
 * pictures committed in __screenshots__/. It starts the e2e suite's stack (the same command, ports and fresh data
 * folder, so it runs after the e2e suite, never beside it) and Debian's Chromium with the fonts CI installs.
 * `make update-visual` takes the pictures again after a deliberate change; a failed comparison keeps the expected,
 * actual and diff images under build/visual-<E2E_PORT_BASE>/test-results/.
 */
const base = ports.http - 80;
const runDir = `build/visual-${base}`;
const testsDir = fileURLToPath(new URL('..', import.meta.url));
const stackServer = e2eConfig.webServer;
if (!stackServer || Array.isArray(stackServer))
  throw new Error('tests/playwright.config.ts names one webServer: the stack');

export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  outputDir: `../../${runDir}/test-results`,
  // One picture per name, the same on every machine with Debian's Chromium: no platform or browser suffix.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  // No retry: a picture that differs from one run to the next is a flaky test to fix, not to hide.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      // A few pixels of anti-aliasing may differ; a moved or resized box changes far more.
      maxDiffPixelRatio: 0.001,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${ports.http}`,
    launchOptions: chromiumLaunchOptions,
    // Fixed settings the pages read: language, time zone, and no motion (counters show their figures, the
    // testimonials stay on their first slide).
    locale: 'en-US',
    timezoneId: 'Asia/Kathmandu',
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The e2e suite's stack, started by its own command: one copy of the stack's settings.
  webServer: { ...stackServer, cwd: testsDir },
});
