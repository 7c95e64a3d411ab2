import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, whose page waits, after `goto` and `reload`, until the site's app has hydrated the
 * pre-rendered page (`<html data-hydrated>`, set by frontend/src/app/startInBrowser.tsx). The site starts its
 * JavaScript only after the page has loaded and painted (frontend/vite/startAfterLoad.js), so a click or a
 * keystroke right after the load event would reach markup that does nothing yet.
 *
 * Not waited for: `waitUntil: 'commit'` (the test looks at the page before any script), pages with JavaScript
 * off, and responses that are not one of the site's pages (robots.txt, the API, the eSewa sandbox's form).
 */
export const test = base.extend({
  // Each test is its own client: the stack's nginx trusts 127.0.0.1 as a proxy (tests/playwright.config.ts), so
  // the address in this header is the one nginx's budgets and the services' rate limits count, for the browser and
  // the `request` fixture alike. No test spends another's posting or payment budget, whatever order they run in.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': nextClientAddress(testInfo.workerIndex) });
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && options?.waitUntil !== 'commit') await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (javaScriptEnabled !== false && options?.waitUntil !== 'commit') await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

/** Waits for the app on a page of the site (one that names the start script); anything else returns at once. */
export async function waitForHydration(page: Page): Promise<void> {
  if ((await page.locator('script[data-entry]').count()) === 0) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

let testsStarted = 0;
/**
 * A client address no other test run uses: private (10.0.0.0/8, never reached: it only names the client), the
 * worker's index, then a count of the tests this worker has started (a retry is a new run with a new address).
 */
function nextClientAddress(workerIndex: number): string {
  const run = testsStarted++;
  return `10.${workerIndex % 256}.${(run >> 8) & 0xff}.${run & 0xff}`;
}
