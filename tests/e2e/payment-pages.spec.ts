/**
 * The payment pages look and read like the rest of the site: the site's heading sizes, labels in sentence case, and
 * result pages reached without a payment that say what to do next, with the school's phone, instead of one line
 * above a screen of blank space. Measured from the page, at the phone's and the laptop's width.
 */
import { expect, test, type Page } from './support/test.js';
import { viewports } from './support/viewports.js';

const schoolPhone = { display: '+977 41-590123', href: 'tel:+97741590123' };
const paymentPages = ['/pay', '/payment-success', '/payment-failure'];

/** The computed font size of the page's first heading of `level` in main, in px. */
async function headingSize(page: Page, level: 1 | 2) {
  const heading = page.locator(`main h${level}`).first();
  await expect(heading).toBeVisible();
  return heading.evaluate((element) => getComputedStyle(element).fontSize);
}

/** Pixels from the lowest text or control in main to the footer's top edge: the blank space under the content. */
function blankAboveFooter(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    let contentBottom = 0;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.height > 0) contentBottom = Math.max(contentBottom, box.bottom);
    }
    for (const control of main.querySelectorAll('a, button, input, select, textarea')) {
      const box = control.getBoundingClientRect();
      if (box.height > 0) contentBottom = Math.max(contentBottom, box.bottom);
    }
    return document.querySelector('footer')!.getBoundingClientRect().top - contentBottom;
  });
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`the payment pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`headings use the site's type scale, as the contact page's do (${name})`, async ({ page }) => {
      await page.goto('/contact');
      const siteH1 = await headingSize(page, 1);
      const formHeading = await headingSize(page, 2);
      for (const path of paymentPages) {
        await page.goto(path);
        expect(await headingSize(page, 1), `${path} h1`).toBe(siteH1);
      }
      await page.goto('/pay');
      expect(await headingSize(page, 2), '/pay form heading').toBe(formHeading);
    });

    test(`reached without a payment, the result pages say what to do next, with the school's phone (${name})`, async ({
      page,
    }) => {
      for (const path of ['/payment-success', '/payment-failure']) {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByText('No transaction ID found')).toBeVisible();
        await expect(main.getByRole('heading', { level: 2, name: 'What to do next' })).toBeVisible();
        await expect(main.getByRole('link', { name: schoolPhone.display })).toHaveAttribute('href', schoolPhone.href);
        await expect(main.getByRole('link', { name: 'Pay school fee' })).toHaveAttribute('href', '/pay');
        await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
        // Not one line above a screen of nothing: the page stays at least a window tall,
        // so the footer never jumps when an outcome arrives, but the help fills all but a third of it.
        expect(await blankAboveFooter(page), path).toBeLessThan(viewport.height / 3);
      }
    });
  });
}

test('the fee form labels are in sentence case, like every other form', async ({ page }) => {
  await page.goto('/pay');
  const labels = await page.locator('main form label').allInnerTexts();
  expect(labels.length).toBeGreaterThanOrEqual(3);
  for (const label of labels) {
    // Every word after the first is lower case, but for an acronym in capitals: "Amount (NPR)".
    const words = label
      .replace(/[\s*]+$/u, '')
      .split(/\s+/)
      .slice(1);
    expect(
      words.filter((word) => /^\(?[A-Z][a-z]/.test(word)),
      label,
    ).toEqual([]);
  }
});
