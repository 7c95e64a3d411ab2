/**
 * How every suite starts Debian's Chromium (never a browser Playwright downloads): quiet, with no background
 * traffic of its own, so a test run sends nothing beyond the stack it drives.
 *
 * Debian's `chromium-headless-shell` by default: the same Blink as the full browser without its window system, as
 * Playwright's own headless runs use; the browser suites take about a third less time with it. CHROMIUM_PATH
 * chooses another (`/usr/bin/chromium`, the full browser).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
