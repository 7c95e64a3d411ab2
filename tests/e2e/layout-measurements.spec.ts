/**
 * Every route at both widths, measured from the page: the scroll-to-top button covers nothing (a report card and
 * the admission form included), every page's content starts at one left edge, and no line breaks badly (a heading
 * or short paragraph ending with one word, a phone number or hyphenated word split; the 404 page's buttons).
 */
import { expect, test, type Page } from './support/test.js';
import { paths } from '../../frontend/src/lib/paths.js';
import { lookUpAarav, openRoute, reportCard, routes } from './support/routes.js';
import { viewports } from './support/viewports.js';

// The longest files of the suite, whose tests share nothing: both workers take them, instead of one worker running
// the whole file while the other has finished (Playwright runs a file's tests in order by default).
test.describe.configure({ mode: 'parallel' });

/** Two frames after a scroll: the page has drawn what the scroll position shows. */
async function afterTwoFrames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * What the scroll-to-top button hides from the reader: every line of text and every control under its box that
 * shows through once the button itself is taken away (a text under the opaque sticky header is the header's, not
 * the button's). Empty while the button is hidden, or not there yet before the first scroll.
 */
async function coveredByScrollButton(page: Page): Promise<string[]> {
  // Its code comes at the page's first scroll (ScrollTopPlace): none before, and there soon after.
  const scrolled = await page.evaluate(() => scrollY > 0);
  if (scrolled) await page.locator('button[aria-label="Scroll to top"]').waitFor({ state: 'attached' });
  return page.evaluate((scrolled) => {
    const button = document.querySelector<HTMLElement>('button[aria-label="Scroll to top"]');
    if (!button) return scrolled ? ['no scroll-to-top button'] : [];
    // The button with its progress ring.
    const floating = button.parentElement!;
    if (getComputedStyle(floating).visibility === 'hidden') return [];
    const box = floating.getBoundingClientRect();
    const overlap = (r: DOMRect) => {
      const left = Math.max(r.left, box.left);
      const right = Math.min(r.right, box.right);
      const top = Math.max(r.top, box.top);
      const bottom = Math.min(r.bottom, box.bottom);
      return r.width > 0 && r.height > 0 && left < right && top < bottom
        ? { x: (left + right) / 2, y: (top + bottom) / 2 }
        : null;
    };
    const candidates: { element: Element; name: string; point: { x: number; y: number } }[] = [];
    const controls = document.querySelectorAll(
      'a, button, input, select, textarea, label, td, th, img, [role="button"]',
    );
    for (const control of controls) {
      if (floating.contains(control)) continue;
      const point = overlap(control.getBoundingClientRect());
      if (point)
        candidates.push({
          element: control,
          name: `${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 30)}"`,
          point,
        });
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || floating.contains(parent)) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const point = overlap(line);
        if (point) candidates.push({ element: parent, name: `text "${node.textContent.trim().slice(0, 30)}"`, point });
      }
    }
    const was = floating.style.visibility;
    floating.style.visibility = 'hidden';
    try {
      return candidates
        .filter(({ element, point }) => {
          const hit = document.elementFromPoint(point.x, point.y);
          return hit !== null && (element === hit || element.contains(hit));
        })
        .map(({ name }) => name);
    } finally {
      floating.style.visibility = was;
    }
  }, scrolled);
}

/** Scrolls to each share of the page's scrollable height and says what the button covers there. */
async function coveredWhileScrolling(page: Page, shares = [0.2, 0.4, 0.6, 0.8, 1]): Promise<string[]> {
  const found: string[] = [];
  for (const share of shares) {
    await page.evaluate((s) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * s), share);
    await afterTwoFrames(page);
    for (const name of await coveredByScrollButton(page)) found.push(`at ${share * 100}%: ${name}`);
  }
  return found;
}

for (const viewport of Object.values(viewports)) {
  test.describe(`the scroll-to-top button covers nothing at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of routes) {
      test(`${route}, scrolled through`, async ({ page }) => {
        await openRoute(page, route);
        expect(await coveredWhileScrolling(page)).toEqual([]);
        // It is there to be used: shown once a page long enough is scrolled.
        if (await page.evaluate(() => document.documentElement.scrollHeight - innerHeight > 120)) {
          await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
        }
      });
    }

    test('a report card, each table row by row, and the admission form', async ({ page }) => {
      await lookUpAarav(page);
      const rows = reportCard(page).getByRole('row');
      for (let row = 0; row < (await rows.count()); row += 1) {
        await rows.nth(row).evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await afterTwoFrames(page);
        expect(await coveredByScrollButton(page), `row ${row}`).toEqual([]);
      }
      await openRoute(page, paths.admissions);
      for (const label of ["Father's phone", "Mother's phone", 'Student photo']) {
        await page
          .getByLabel(label)
          .first()
          .evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await afterTwoFrames(page);
        expect(await coveredByScrollButton(page), label).toEqual([]);
      }
    });
  });

  test.describe(`one left edge at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of routes) {
      test(`${route}: header, page heading, sections and footer start at one x`, async ({ page }) => {
        await openRoute(page, route);
        if (route === paths.home) {
          await page
            .getByRole('heading', { name: 'Empowering Students for a Brighter Tomorrow' })
            .scrollIntoViewIfNeeded();
          await page.waitForLoadState('networkidle');
        }
        const edges = await page.evaluate(() => {
          const left = (element: Element | null) => (element ? Math.round(element.getBoundingClientRect().left) : NaN);
          // Each full-width band of the page (hero, sections): where its content column starts. Going down from the
          // band, the first box with a side padding or narrower than the band is that column; its content edge counts.
          const sectionEdges = [...document.querySelectorAll('main section')]
            .filter((section) => section.getBoundingClientRect().width >= document.documentElement.clientWidth - 1)
            .map((section) => {
              let column: Element = section;
              while (
                column.firstElementChild &&
                parseFloat(getComputedStyle(column).paddingLeft) === 0 &&
                column.getBoundingClientRect().width >= section.getBoundingClientRect().width - 1
              ) {
                column = column.firstElementChild;
              }
              const name = section.querySelector('h1, h2')?.textContent?.slice(0, 30) ?? 'section';
              return {
                name,
                x: Math.round(column.getBoundingClientRect().left + parseFloat(getComputedStyle(column).paddingLeft)),
              };
            });
          return {
            header: left(document.querySelector('header nav a')),
            h1: left(document.querySelector('main h1')),
            footer: left(document.querySelector('footer img')),
            sections: sectionEdges,
          };
        });
        expect(edges.h1, 'the page heading').toBe(edges.header);
        expect(edges.footer, 'the footer').toBe(edges.header);
        for (const section of edges.sections) expect(section.x, `section "${section.name}"`).toBe(edges.header);
      });
    }
  });

  test.describe(`line breaks at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of routes) {
      test(`${route}: no heading or short paragraph ends with one word; phone numbers and hyphenated words unbroken`, async ({
        page,
      }) => {
        await openRoute(page, route);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => window.scrollTo(0, 0));
        const problems = await page.evaluate(() => {
          const found: string[] = [];
          const range = document.createRange();
          const linesOf = (node: Text, start: number, end: number) => {
            range.setStart(node, start);
            range.setEnd(node, end);
            return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          };
          const textNodes = (root: Element) => {
            const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
            const nodes: Text[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
            return nodes;
          };
          const visible = (element: Element) =>
            element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
          // The last line of a heading or a short paragraph holds more than one word.
          const blocks = [
            ...document.querySelectorAll('main h1, main h2, main h3, main p, footer h2, footer p'),
          ].filter((block) => visible(block) && (block.textContent ?? '').trim().length <= 200);
          for (const block of blocks) {
            const words: { top: number; text: string }[] = [];
            for (const node of textNodes(block)) {
              for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const rect = [...range.getClientRects()].find((r) => r.width > 0);
                if (rect) words.push({ top: Math.round(rect.top), text: match[0] });
              }
            }
            // One word alone on the last line, where the line before it had words to spare (three or more): a
            // better break was there. A two-word heading on two lines is no orphan.
            const tops = [...new Set(words.map((w) => w.top))].sort((a, b) => a - b);
            if (tops.length < 2) continue;
            const onLine = (top: number) => words.filter((w) => w.top === top);
            const last = onLine(tops[tops.length - 1]!);
            if (last.length === 1 && onLine(tops[tops.length - 2]!).length >= 3) {
              found.push(`"${block.textContent?.trim().slice(0, 60)}" ends with "${last[0]!.text}" alone`);
            }
          }
          // Phone numbers, "Pre-Primary" and "part-time" stay on one line.
          const unbreakable = /\+?\d[\d -]{5,}\d|Pre-Primary|part-time/gi;
          for (const node of textNodes(document.body)) {
            if (!node.parentElement || !visible(node.parentElement)) continue;
            for (const match of (node.textContent ?? '').matchAll(unbreakable)) {
              if (/^\d+$/.test(match[0])) continue;
              if (linesOf(node, match.index, match.index + match[0].length).size > 1)
                found.push(`"${match[0]}" breaks`);
            }
          }
          return found;
        });
        expect(problems).toEqual([]);
      });
    }

    test('the 404 page keeps its buttons on one row, and each way on reads on one line', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const home = (await page.locator('main').getByRole('link', { name: 'Go to the home page' }).boundingBox())!;
      const contact = (await page.locator('main').getByRole('link', { name: 'Contact us' }).boundingBox())!;
      expect(Math.round(contact.y)).toBe(Math.round(home.y));
      const linesPerLink = await page
        .locator('main a')
        .evaluateAll((links) =>
          links.map((link) => new Set([...link.getClientRects()].map((r) => Math.round(r.top))).size),
        );
      expect(linesPerLink.every((lines) => lines === 1)).toBe(true);
    });
  });
}
