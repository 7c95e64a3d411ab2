import { expect, test, type Page, type Route } from './support/test.js';
import { askForAarav, openRoute } from './support/routes.js';
import { viewports } from './support/viewports.js';

/**
 * Code the first view does not need is not fetched with it (less JavaScript to start with): home's sections below the
 * first screen come when the reader scrolls to them, the phone menu when it is first opened, the admission form's
 * B.S. calendar when its date of birth is first focused, and the Firebase client never with the default comments
 * backend. None of it may cost the reader a tap or a section.
 */

/** Every script address the page fetches, from now on. */
function scriptsFetched(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) urls.push(request.url());
  });
  return urls;
}

const isChunk = (name: string) => (url: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(url);

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test(`home fetches its sections below the first screen only when scrolled to (${viewportName})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const scripts = scriptsFetched(page);
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(isChunk('HomeMoreSections')), 'fetched before the reader scrolled').toEqual([]);
    expect(scripts.filter(isChunk('TestimonialsCarousel'))).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('heading', { name: 'Empowering Students for a Brighter Tomorrow' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Alumni testimonials' })).toBeVisible();
    expect(scripts.filter(isChunk('HomeMoreSections'))).toHaveLength(1);
  });
}

test.describe('the phone menu', () => {
  test.use({ viewport: viewports.phone });

  test('is not fetched before it is opened, and opens on the first tap even while its code is on its way', async ({
    page,
  }) => {
    const scripts = scriptsFetched(page);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: Promise<void>[] = [];
    // The drawer's chunk is held back until the test lets it through: a slow link, without timing anything.
    await page.route(/\/assets\/MobileMenuDrawer-[\w-]+\.js$/, (route: Route) => {
      held.push(released.then(() => route.continue()));
    });

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(isChunk('MobileMenuDrawer')), 'menu code fetched before it was wanted').toEqual([]);
    expect(scripts.filter(isChunk('Modal'))).toEqual([]);

    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    await expect.poll(() => held.length, { message: 'the tap asked for the menu code' }).toBe(1);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

    release();
    // The one tap is enough: the menu opens as soon as its code is there.
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });
});

test.describe("the admission form's B.S. calendar", () => {
  test.use({ viewport: viewports.phone });

  test('is fetched when the date of birth is first focused, and what the parent did meanwhile waits for it', async ({
    page,
  }) => {
    const scripts = scriptsFetched(page);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The calendar's chunk is held back until the test lets it through: a slow link, without timing anything.
    await page.route(/\/assets\/bikramSambat-[\w-]+\.js$/, (route: Route) => released.then(() => route.continue()));

    await page.goto('/admissions');
    await expect(page.getByRole('heading', { level: 1, name: 'Admission Application' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(isChunk('bikramSambat')), 'calendar fetched before it was wanted').toEqual([]);

    const bsField = page.getByLabel('Date of birth (B.S.)');
    await bsField.fill('2073-05-12');
    await expect.poll(() => scripts.filter(isChunk('bikramSambat')).length, { message: 'asked for on focus' }).toBe(1);
    // A.D. chosen while the calendar is on its way: the choice shows, the switch waits.
    await page.getByRole('radio', { name: 'A.D.' }).check();
    await expect(bsField).toHaveValue('2073-05-12');

    release();
    await expect(page.getByLabel('Date of birth (A.D.)')).toHaveValue('2016-08-28');
    await expect(page.getByLabel('Date of birth (A.D.)')).toHaveAccessibleDescription('12 Bhadra 2073 B.S.');
  });
});

test.describe('the result page', () => {
  test.use({ viewport: viewports.phone });

  test("fetches the report card's code with a lookup, not with the page; if it cannot come, says offline and keeps the form; back online, the next page load shows the card", async ({
    page,
  }) => {
    const scripts = scriptsFetched(page);
    let refuse = true;
    // The card's chunk cannot come until the page has said so, as on a connection lost after the lookup's answer.
    await page.route(/\/assets\/FoundResult-[\w-]+\.js$/, (route: Route) =>
      refuse ? route.abort('internetdisconnected') : route.continue(),
    );

    await openRoute(page, '/checkresult');
    expect(scripts.filter(isChunk('FoundResult')), 'card code fetched before a lookup').toEqual([]);

    await askForAarav(page);
    await expect(page.getByRole('alert')).toHaveText(
      "The result could not be looked up: there is no connection to the school's website. Check your internet connection and try again.",
    );
    await expect(page.getByLabel('Student name')).toHaveValue('Aarav Yadav');

    // Back online. Chromium 150 keeps a failed dynamic import in its module map for the page's life, so the card's
    // code comes with the next page load, not with a second press (docs/development.md, "Known gaps").
    refuse = false;
    await page.reload();
    await askForAarav(page);
    await expect(page.getByRole('heading', { name: 'Report Card: First Terminal 2082' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });
});

test.describe('the admission form', () => {
  test.use({ viewport: viewports.phone });

  test('fetches what only a submit needs on its first focus, not with the page', async ({ page }) => {
    const scripts = scriptsFetched(page);
    await page.goto('/admissions');
    await expect(page.getByRole('heading', { level: 1, name: 'Admission Application' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(isChunk('sendingParts')), 'sending code fetched before it was wanted').toEqual([]);

    await page.getByLabel(/^First name/).focus();
    await expect.poll(() => scripts.filter(isChunk('sendingParts')).length, { message: 'asked for on focus' }).toBe(1);
  });
});

test('the article never fetches the Firebase client with the default comments backend', async ({ page }) => {
  const scripts = scriptsFetched(page);
  await page.goto('/blogs/peace-rally');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('heading', { name: /^Comments/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /firebase|firestore/i.test(url))).toEqual([]);
});
