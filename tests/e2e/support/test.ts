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
