/**
 * Issue 29's finish pass, measured from the page at both widths: the scroll-to-top button covers nothing, the report
 * card comes into view below the header, one left edge, line breaks, one date style, the admission and contact
 * forms' words, the comment dialog's greyed-out button and the testimonial carousel's height. One describe per
 * item of the issue.
 */
import { expect, test, type Page } from './support/test.js';
import { paths, postPath } from '../../frontend/src/lib/paths.js';
import { viewports } from './support/viewports.js';

// Every route; the news post route at the real content's post.
const routes = Object.values(paths).map((route) => (route === paths.blogPost ? postPath('peace-rally') : route));

/** Opens a route and waits until its level-1 heading is drawn (its code arrives lazily) and the network rests. */
async function openRoute(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

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

async function lookUpAarav(page: Page) {
  await openRoute(page, paths.checkResult);
  await page.getByLabel('Student name').fill('Aarav Yadav');
  await page.getByRole('combobox', { name: 'Class' }).selectOption('Grade 3');
  await page.getByLabel('Roll number').fill('7');
  await page.getByRole('combobox', { name: 'Exam', exact: true }).selectOption('First Terminal 2082');
  await page.getByRole('button', { name: 'Check Result' }).click();
  await expect(page.getByRole('heading', { name: /^Report Card/ })).toBeFocused();
}

const reportCard = (page: Page) => page.getByRole('article', { name: /^Report Card/ });

for (const viewport of Object.values(viewports)) {
  test.describe(`1. the scroll-to-top button covers nothing at ${viewport.width} px`, () => {
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

  test.describe(`2. the report card comes into view below the header at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('after Check Result, the card starts below the sticky header', async ({ page }) => {
      await lookUpAarav(page);
      const headerBottom = (await page.locator('header').first().boundingBox())!;
      const card = (await reportCard(page).boundingBox())!;
      const schoolName = (await reportCard(page)
        .getByText('Mithila Sunrise English Boarding School', { exact: true })
        .first()
        .boundingBox())!;
      expect(card.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
      expect(schoolName.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
      // And it was scrolled to: its top is near the header, not somewhere down the page.
      expect(card.y).toBeLessThan(headerBottom.y + headerBottom.height + 48);
    });
  });

  test.describe(`3. one left edge at ${viewport.width} px`, () => {
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

  test.describe(`4. line breaks at ${viewport.width} px`, () => {
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

test.describe('5. one date style', () => {
  test("a comment's time is written like the site's dates, with the time", async ({ page, request }) => {
    const text = `Dated ${Date.now().toString(36)}`;
    const posted = await request.post('/api/comments/peace-rally', { data: { name: 'Ram Sharma', text } });
    expect(posted.status()).toBe(201);
    await page.goto(postPath('peace-rally'));
    await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
    const comment = page.getByTestId('comment').filter({ hasText: text });
    // With the B.S. date of the same day beside it (issue 26).
    await expect(comment.locator('time')).toHaveText(
      /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \(\d{1,2} [A-Z][a-z]+ \d{4} B\.S\.\), \d{1,2}:\d\d [AP]M$/,
    );
  });

  test("the report card writes the Bikram Sambat date of birth in the site's style", async ({ page }) => {
    await lookUpAarav(page);
    await expect(reportCard(page).getByRole('definition').nth(3)).toHaveText('12 Bhadra 2073 B.S. (28 Aug 2016)');
  });
});

test.describe('6. the admission and contact forms', () => {
  test("choosing Guardian relabels that parent's fields, and the messages name them the same way", async ({ page }) => {
    await openRoute(page, paths.admissions);
    await page.getByRole('combobox', { name: 'Relation (father or guardian)' }).selectOption('Guardian');
    await expect(page.getByRole('heading', { name: "Guardian's details" })).toBeVisible();
    await expect(page.getByLabel("Guardian's first name")).toBeVisible();
    await expect(page.getByLabel("Father's first name")).toHaveCount(0);
    await page.getByRole('button', { name: /Submit/ }).click();
    await expect(page.getByLabel("Guardian's first name")).toHaveAccessibleDescription(
      "Guardian's first name is required",
    );
    await expect(page.getByLabel("Guardian's phone")).toHaveAccessibleDescription(/^Guardian's phone is required/);
    await expect(page.getByLabel("Mother's first name")).toHaveAccessibleDescription("Mother's first name is required");
  });

  test("the school's range reads the same everywhere; the form says which classes take new pupils this year", async ({
    page,
  }) => {
    await openRoute(page, paths.admissions);
    const classField = page.getByRole('combobox', { name: 'Class applied for' });
    await expect(classField).toHaveAccessibleDescription("This year's admissions: Nursery to Grade 5");
    await expect(page.locator('main')).toContainText('Pre-Primary to Grade 6');
    for (const route of [paths.home, paths.about]) {
      await openRoute(page, route);
      await expect(page.locator('main')).toContainText('Pre-Primary to Grade 6');
      await expect(page.locator('footer')).toContainText('Pre-Primary to Grade 6');
    }
    // The result lookup offers every class the school teaches: Pre-Primary (Nursery, LKG, UKG) to Grade 6.
    await openRoute(page, paths.checkResult);
    const classes = await page
      .getByRole('combobox', { name: 'Class' })
      .locator('option:not([value=""])')
      .allTextContents();
    expect(classes).toEqual([
      'Nursery',
      'LKG',
      'UKG',
      'Grade 1',
      'Grade 2',
      'Grade 3',
      'Grade 4',
      'Grade 5',
      'Grade 6',
    ]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: viewports.phone });

    test("the contact number's hint does not ask for an email, and the school's phone and email come before the form", async ({
      page,
    }) => {
      await openRoute(page, paths.contact);
      const number = page.getByLabel('Contact number');
      await expect(number).not.toHaveAccessibleDescription(/or an email address/);
      const schoolPhone = (await page.locator('main a[href^="tel:"]').first().boundingBox())!;
      const schoolEmail = (await page.locator('main a[href^="mailto:"]').first().boundingBox())!;
      const form = (await page.getByLabel('Student or parent name').boundingBox())!;
      expect(schoolPhone.y).toBeLessThan(form.y);
      expect(schoolEmail.y).toBeLessThan(form.y);
    });
  });
});

test.describe('9. the comment dialog and the testimonial carousel', () => {
  test('the greyed-out Post Comment says what it waits for', async ({ page }) => {
    await page.goto(postPath('peace-rally'));
    await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Add Comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Comment' });
    const post = dialog.getByRole('button', { name: 'Post Comment' });
    await expect(post).toBeDisabled();
    await expect(post).toHaveAccessibleDescription('Write your name and your comment to post.');
    await expect(dialog.getByText('Write your name and your comment to post.')).toBeVisible();
    await dialog.getByLabel('Full Name').fill('Ram Sharma');
    await expect(post).toHaveAccessibleDescription('Write your comment to post.');
    await dialog.getByLabel('Write your comment...').fill('Well done');
    await expect(post).toBeEnabled();
    await expect(post).toHaveAccessibleDescription('');
  });

  for (const [viewportName, viewport] of Object.entries(viewports)) {
    test(`the carousel keeps one height as it turns, at ${viewport.width} px (${viewportName})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.clock.install();
      await openRoute(page, paths.about);
      const carousel = page.locator('[aria-roledescription="carousel"]');
      await carousel.scrollIntoViewIfNeeded();
      // Away from the carousel: it rotates only while the pointer and focus are elsewhere.
      await page.mouse.move(0, 0);
      const footerTop = () =>
        page.locator('footer').evaluate((footer) => Math.round(footer.getBoundingClientRect().top + scrollY));
      const first = await footerTop();
      const shown: string[] = [];
      for (let turn = 0; turn < 4; turn += 1) {
        shown.push((await carousel.getByRole('group').filter({ visible: true }).getAttribute('aria-label')) ?? '');
        await page.clock.runFor(10_000);
        await page.clock.runFor(400);
        expect(await footerTop(), `after turn ${turn + 1}`).toBe(first);
      }
      // It did turn through every slide.
      expect(new Set(shown).size).toBe(4);
    });
  }
});

test.describe('9. /blog with few posts and the gallery caption', () => {
  test('one post on /blog fills its row, with its picture beside the text, at 1280 px', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(paths.blog);
    // The school's content has one post: its card must not sit in a third of the row with two thirds left empty.
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(1);
    const list = (await page.getByRole('main').getByRole('list').first().boundingBox())!;
    const card = (await cards.first().boundingBox())!;
    expect(card.width).toBeGreaterThan(list.width * 0.9);
  });

  test("the gallery's credit, shared by every picture, is written once", async ({ page }) => {
    await page.goto(postPath('peace-rally'));
    const gallery = page.getByRole('region', { name: 'Gallery' });
    await expect(gallery.getByRole('img')).toHaveCount(3);
    await expect(gallery.getByText('Illustration by the school website team (not a photograph)')).toHaveCount(1);
  });
});
