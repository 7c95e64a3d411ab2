/**
 * How every suite starts Debian's Chromium (never a browser Playwright downloads): quiet, with no background
 * traffic of its own, so a test run sends nothing beyond the stack it drives.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
