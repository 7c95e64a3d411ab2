/**
 * Every route of the site (src/lib/paths.ts) at both widths: axe with best practices, touch targets of at least
 * 24 px on a phone, phone numbers on one line, and the scroll-to-top button covering nothing.
 */
import { expect, test, type Page } from './support/test.js';
import { paths, postPath } from '../../frontend/src/lib/paths.js';
import { expectNoAxeViolations } from './support/axe.js';
import { askForAarav } from './support/routes.js';
import { viewports } from './support/viewports.js';

// The longest files of the suite, whose tests share nothing: both workers take them, instead of one worker running
// the whole file while the other has finished (Playwright runs a file's tests in order by default).
test.describe.configure({ mode: 'parallel' });

// Every route; a news post's at the school's one post.
const routes = Object.values(paths).map((route) => (route === paths.blogPost ? postPath('peace-rally') : route));

/** Waits until the page of `route` shows its level-1 heading (its code arrives lazily) and its last section. */
async function openRoute(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('main h1').first()).toBeVisible();
  if (route === paths.home) {
    await page.getByRole('heading', { name: 'Empowering Students for a Brighter Tomorrow' }).scrollIntoViewIfNeeded();
  }
  await page.waitForLoadState('networkidle');
}

/**
 * Interactive elements smaller than 24 x 24 CSS px without the spacing exception of WCAG 2.5.8 (a 24 px circle
 * centred on each undersized target meets no other target or circle). Links inside running text are exempt (the
 * "inline" exception): a link whose line box holds other text.
 */
function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="link"]';
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
    };
    // A link in a sentence: its block holds text besides the link.
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A') return false;
      const block = element.parentElement;
      if (!block || !/^(inline|contents)/.test(getComputedStyle(element).display)) return false;
      const own = (block.textContent ?? '').replace(element.textContent ?? '', '').trim();
      return own.length > 0;
    };
    // The control is the label's, or a visually hidden native input under its MUI skin: measure what is drawn.
    const targets = [...document.querySelectorAll(selector)].filter((element) => visible(element));
    const boxes = targets.map((element) => ({ element, box: element.getBoundingClientRect() }));
    const small = boxes.filter(({ element, box }) => (box.width < 24 || box.height < 24) && !inRunningText(element));
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) => {
      const dx = Math.max(box.left - point.x, 0, point.x - box.right);
      const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
      return Math.hypot(dx, dy);
    };
    const failures: string[] = [];
    for (const { element, box } of small) {
      const c = centre(box);
      const crowded = boxes.some(({ element: other, box: otherBox }) => {
        if (other === element || other.contains(element) || element.contains(other)) return false;
        // Another target within the 12 px circle, or another undersized target's circle within 24 px.
        if (distanceToBox(c, otherBox) < 12) return true;
        const otherSmall = small.some((s) => s.element === other);
        if (!otherSmall) return false;
        const oc = centre(otherBox);
        return Math.hypot(c.x - oc.x, c.y - oc.y) < 24;
      });
      if (crowded) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        failures.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return failures;
  });
}

/** Every rendered phone number: its line boxes (one when it does not break). */
function phoneNumberLines(page: Page): Promise<{ text: string; lines: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href^="tel:"]')]
      .filter((link) => link.getClientRects().length > 0)
      .map((link) => {
        const lines = new Set([...link.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        return { text: link.textContent ?? '', lines: lines.size };
      }),
  );
}

/**
 * The scroll-to-top button: hidden, or over no link, button or table cell that would show where it is (content
 * scrolled under the sticky header it sits in is the header's to hide, not the button's).
 */
function scrollButtonCovers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('button[aria-label="Scroll to top"]');
    // Its code comes at the page's first scroll (ScrollTopPlace): none before.
    if (!button) return scrollY > 0 ? ['no scroll-to-top button'] : [];
    const floating = button.parentElement!;
    if (getComputedStyle(floating).visibility === 'hidden') return [];
    const box = floating.getBoundingClientRect();
    const under = [...document.querySelectorAll('a, button, input, select, textarea, td, th')]
      .filter((element) => !floating.contains(element))
      .filter((element) => {
        const r = element.getBoundingClientRect();
        return r.width > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
      });
    const was = floating.style.visibility;
    floating.style.visibility = 'hidden';
    try {
      return under
        .filter((element) => {
          const r = element.getBoundingClientRect();
          const x = (Math.max(r.left, box.left) + Math.min(r.right, box.right)) / 2;
          const y = (Math.max(r.top, box.top) + Math.min(r.bottom, box.bottom)) / 2;
          const hit = document.elementFromPoint(x, y);
          return hit !== null && element.contains(hit);
        })
        .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
    } finally {
      floating.style.visibility = was;
    }
  });
}

async function expectScrollButtonCoversNothing(page: Page) {
  await expect.poll(() => scrollButtonCovers(page), { message: 'what the scroll-to-top button covers' }).toEqual([]);
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`every route at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of routes) {
      test(`${route}: axe with best practices, phone numbers on one line, the scroll button at the bottom`, async ({
        page,
      }) => {
        await openRoute(page, route);
        await expectNoAxeViolations(page);
        for (const phone of await phoneNumberLines(page)) expect(phone.lines, phone.text).toBe(1);
        if (viewportName === 'phone') expect(await undersizedTargets(page), 'targets under 24 px').toEqual([]);

        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expectScrollButtonCoversNothing(page);
      });
    }

    test('the scroll button covers no cell of a report card', async ({ page }) => {
      await openRoute(page, paths.checkResult);
      await askForAarav(page);
      const card = page.getByRole('article', { name: /^Report Card/ });
      await expect(card).toBeVisible();
      await expectNoAxeViolations(page);
      // Each table's last row just above the bottom of the window, where the button floats.
      for (const table of await card.getByRole('table').all()) {
        await table
          .getByRole('row')
          .last()
          .evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await page.evaluate(() => window.scrollBy(0, 40));
        await expectScrollButtonCoversNothing(page);
      }
    });
  });
}
