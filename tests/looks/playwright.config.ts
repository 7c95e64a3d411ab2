import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromiumLaunchOptions.js';

/**
 * The look test (looks.spec.ts): the copied MUI looks beside MUI's own, in Debian's Chromium, from a harness page that
 * Vite builds and serves on its own port (E2E_PORT_BASE + 95). No stack: it needs nothing but the page.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 18000);
const port = base + 95;
const runDir = `build/looks-${base}`;
const harnessConfig = fileURLToPath(new URL('harness/vite.config.ts', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: 'looks.spec.ts',
  outputDir: `../../${runDir}/test-results`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx vite build --config ${harnessConfig} && npx vite preview --config ${harnessConfig} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
