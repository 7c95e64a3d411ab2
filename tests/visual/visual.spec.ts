import { notFoundRoute, pageRoutes, paths, postPath } from '../../frontend/src/lib/paths.js';
import { expect, test, type Page } from '../e2e/support/test.js';
import { viewports } from '../e2e/support/viewports.js';
import { openForm, submitButton } from '../e2e/support/admissionForm.js';
import { askForAarav } from '../e2e/support/routes.js';

/**
 * The site's look, kept fixed: every route and the Not Found page, full length, at both widths, and the states a
 * parent meets (menu and dropdown open, form errors, a report card, the comment dialog, a payment error), each
 * compared with its picture in __screenshots__/<width>/ (playwright.config.ts sets the tolerance).
 *
 * What would change from one run to the next is fixed, not hidden: the browser's clock (closing dates, the footer's
 * year), reduced motion (counters, carousel, transitions), every lazy picture and section loaded, and the fonts ready.
 * Only a comment's time is masked: the server stamps it when the suite posts the comment.
 */

// 29 Aug 2025, 10:00 in Nepal: a day on which some vacancies are open and some closed.
const fixedNow = new Date('2025-08-29T10:00:00+05:45');

const seededComment = {
  name: 'Sita Yadav',
  text: 'A proud day for our school. Thank you to every teacher who walked with the children.',
};

test.beforeAll(async ({ playwright }, testInfo) => {
  // One comment on the article, posted once per stack (a restarted worker finds it there).
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const listed = (await (await api.get('/api/comments/peace-rally')).json()) as { comments: { name: string }[] };
  if (!listed.comments.some((comment) => comment.name === seededComment.name)) {
    const posted = await api.post('/api/comments/peace-rally', { data: seededComment });
    expect(posted.status(), await posted.text()).toBeLessThan(300);
  }
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(fixedNow);
});

/** Opens a page and waits until it is at rest: hydrated, every lazy part and picture loaded, fonts ready, at the top. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

async function settle(page: Page): Promise<void> {
  // Walk down the page so that every part loaded when near (sections, pictures with loading="lazy") is wanted.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))),
    );
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0)), {
      message: 'every picture loaded',
    })
    .toBe(true);
}

/** The seeded comment's time: stamped by the server, so it differs from one run to the next. */
const commentTime = (page: Page) => page.getByRole('listitem').filter({ hasText: seededComment.text }).locator('time');

const fullPage = (page: Page) => ({ fullPage: true, mask: [commentTime(page)] });

const routes = [
  // The news post's page at the school's one post.
  ...pageRoutes.map((route) => ({
    name: route.page,
    path: route.path === paths.blogPost ? postPath('peace-rally') : route.path,
  })),
  { name: notFoundRoute.page, path: '/no-such-page' },
];

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of routes) {
      test(`${route.name} (${route.path})`, async ({ page }) => {
        await openSettled(page, route.path);
        await expect(page).toHaveScreenshot([size, `${route.name}.png`], fullPage(page));
      });
    }

    test('admission form: the errors of an empty submit', async ({ page }) => {
      await openForm(page);
      await submitButton(page).click();
      await expect(page.getByLabel("Father's first name")).toHaveAttribute('aria-invalid', 'true');
      await settle(page);
      await expect(page).toHaveScreenshot([size, 'admission-errors.png'], fullPage(page));
    });

    test('result lookup: the report card of a sample student', async ({ page }) => {
      await openSettled(page, '/checkresult');
      await askForAarav(page);
      await expect(page.getByRole('article', { name: /^Report Card/ })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot([size, 'report-card.png'], fullPage(page));
    });

    test('article: the Add Comment dialog open', async ({ page }) => {
      await openSettled(page, '/blogs/peace-rally');
      // The comments in view and live before the click, so the click meets the section at rest, not while its
      // stream reconnects.
      const comments = page.locator('#comments');
      await comments.scrollIntoViewIfNeeded();
      await expect(comments.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
      await expect(comments.getByText(seededComment.text)).toBeVisible();
      await comments.getByRole('button', { name: 'Add Comment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Comment' });
      await dialog.getByLabel('Full Name').fill('Ram Yadav');
      await expect(dialog.getByLabel('Full Name')).toBeFocused();
      await expect(page).toHaveScreenshot([size, 'comment-dialog.png'], { mask: [commentTime(page)] });
    });

    test("fee payment: the server's message for an amount above the maximum", async ({ page }) => {
      await openSettled(page, '/pay');
      await page.getByRole('textbox', { name: 'Student name' }).fill('Sita Yadav');
      await page.getByRole('combobox', { name: 'Class' }).selectOption('Grade 3');
      await page.getByRole('textbox', { name: 'Roll number' }).fill('7');
      await page.getByRole('textbox', { name: 'Parent name' }).fill('Ram Yadav');
      await page.getByRole('textbox', { name: 'Amount (NPR)' }).fill('600000');
      await page.getByRole('button', { name: 'Pay with eSewa' }).click();
      await expect(page.getByRole('alert')).toHaveText('Amount must not be more than Rs. 5,00,000.');
      await expect(page).toHaveScreenshot([size, 'payment-error.png'], fullPage(page));
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: viewports.phone });

  test('the full-screen menu open', async ({ page }) => {
    await openSettled(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page).toHaveScreenshot(['phone', 'menu-open.png']);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test("the header's Academics dropdown open", async ({ page }) => {
    await openSettled(page, '/');
    const academics = page.getByRole('banner').getByRole('button', { name: 'Academics' });
    await academics.click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Exam Info' })).toBeVisible();
    await expect(page).toHaveScreenshot(['desktop', 'academics-open.png']);
  });
});
