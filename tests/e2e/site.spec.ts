import { expect, test, type Page } from './support/test.js';
import { expectNoAxeViolations } from './support/axe.js';
import { consoleProblems } from './support/console.js';
import { paths } from '../../frontend/src/lib/paths.js';
import { openRoute } from './support/routes.js';
import { viewports } from './support/viewports.js';

// The longest files of the suite, whose tests share nothing: both workers take them, instead of one worker running
// the whole file while the other has finished (Playwright runs a file's tests in order by default).
test.describe.configure({ mode: 'parallel' });

/** The information pages of the site shell, with the heading each must show. */
const infoPages = [
  { path: '/', heading: 'Quality Education in the Heart of Nepal' },
  { path: '/about', heading: 'A Caring School Where Every Child Is Known' },
  { path: '/career', heading: 'Careers' },
  { path: '/examinfo', heading: 'Exam Info' },
  { path: '/blog', heading: 'News and Stories' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Use' },
  { path: '/no-such-page', heading: 'Page not found' },
];

const schoolName = 'Mithila Sunrise English Boarding School';

const mainHeading = (page: Page) => page.locator('main h1');

/** Scrolls home to its end, which fetches the sections below the first screen, and waits until they show. */
async function showAllOfHome(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('heading', { name: 'Empowering Students for a Brighter Tomorrow' })).toBeVisible();
}

/**
 * Brings home's lower sections in, then goes back to the top, where the scroll-to-top button is gone: an axe run
 * must not see the page mid-scroll.
 */
async function loadAllOfHomeAndRest(page: Page) {
  await showAllOfHome(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeHidden();
}

/** Waits until the page of `path` shows its heading (its code arrives lazily). */
async function expectOnPage(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  await expect(mainHeading(page).first()).toBeVisible();
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`information pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, heading } of infoPages) {
      test(`${path} shows its heading, its own title and description, and passes axe`, async ({ page }) => {
        const errors = consoleProblems(page, { warnings: false });
        const response = await page.goto(path);
        // An unknown address answers 404 with the Not Found page; every page of the site answers 200.
        expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
        await expect(mainHeading(page)).toHaveText(heading);
        await expect(page.locator('main h1')).toHaveCount(1);
        await expect(page).toHaveTitle(new RegExp(schoolName));
        const description = await page.locator('head meta[name="description"]').first().getAttribute('content');
        expect(description?.length ?? 0, 'meta description').toBeGreaterThan(40);
        // The header and footer frame every page.
        await expect(page.getByRole('contentinfo')).toContainText('Visit us');
        // The sections below home's first screen arrive in their own chunk when scrolled to: check them too.
        if (path === '/') await loadAllOfHomeAndRest(page);
        await expectNoAxeViolations(page);
        expect(errors, 'errors in the browser console').toEqual([]);
      });
    }

    test(`no third-party request is needed to render the information pages (${viewportName})`, async ({ page }) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(request.url());
      });
      for (const { path } of infoPages) {
        await page.goto(path);
        await expect(mainHeading(page)).toBeVisible();
        // Bring every lazy image into view.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
      }
      expect(foreign).toEqual([]);
    });
  });
}

test.describe('header at 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test('every header link leads to its page', async ({ page }) => {
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'About' }).click();
    await expectOnPage(page, '/about');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');

    for (const [item, path] of [
      ['Admissions', '/admissions'],
      ['Exam Result', '/checkresult'],
      ['Exam Info', '/examinfo'],
    ] as const) {
      const academics = nav.getByRole('button', { name: 'Academics' });
      await academics.click();
      await expect(academics).toHaveAttribute('aria-expanded', 'true');
      await nav.getByRole('link', { name: item }).click();
      await expectOnPage(page, path);
      await expect(academics).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: item })).toBeHidden();
    }

    await nav.getByRole('link', { name: 'Contact' }).click();
    await expectOnPage(page, '/contact');
    await nav.getByRole('link', { name: 'Pay Fee' }).click();
    await expectOnPage(page, '/pay');
    await nav.getByRole('link', { name: /Mithila Sunrise/ }).click();
    await expectOnPage(page, '/');
  });

  test('the Academics dropdown closes on a click outside and on Escape, giving focus back', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const academics = header.getByRole('button', { name: 'Academics' });
    await academics.click();
    await expect(header.getByRole('link', { name: 'Exam Info' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(header.getByRole('link', { name: 'Exam Info' })).toBeHidden();

    await academics.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Admissions' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'Exam Info' })).toBeHidden();
    await expect(academics).toBeFocused();
  });

  test('the header stays at the top while the page scrolls', async ({ page }) => {
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe('header at 390 px', () => {
  test.use({ viewport: viewports.phone });

  const menuItems = [
    { name: 'Home', path: '/', inAcademics: false },
    { name: 'About', path: '/about', inAcademics: false },
    { name: 'Admissions', path: '/admissions', inAcademics: true },
    { name: 'Exam Result', path: '/checkresult', inAcademics: true },
    { name: 'Exam Info', path: '/examinfo', inAcademics: true },
    { name: 'Contact', path: '/contact', inAcademics: false },
    { name: 'Pay Fee', path: '/pay', inAcademics: false },
  ];

  test('the desktop links are hidden behind the hamburger', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay Fee' })).toBeHidden();
  });

  test('every item of the full-screen menu leads to its page and closes the menu', async ({ page }) => {
    await page.goto('/blog');
    for (const item of menuItems) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      const box = await menu.boundingBox();
      expect(box?.width, 'the menu covers the screen').toBeCloseTo(viewports.phone.width, 0);
      const academics = menu.getByRole('button', { name: 'Academics' });
      // The group starts folded every time the menu opens.
      await expect(academics).toHaveAttribute('aria-expanded', 'false');
      if (item.inAcademics) await academics.click();
      const headingBefore = (await mainHeading(page).first().textContent()) ?? '';
      await menu.getByRole('link', { name: item.name, exact: true }).click();
      await expect(menu, `the menu closes once ${item.name} is chosen`).toBeHidden();
      await expectOnPage(page, item.path);
      // The address changes at the click, the page once its code is in: the next round starts on the new page.
      await expect(mainHeading(page).first()).not.toHaveText(headingBefore);
    }
  });

  test('the menu has the CONNECT WITH US links and closes on Escape, focus back on the hamburger', async ({ page }) => {
    await page.goto('/');
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText('CONNECT WITH US')).toBeVisible();
    for (const name of [/Facebook/, /Instagram/, /YouTube/]) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(menu.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', /^mailto:/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });
});

for (const viewport of Object.values(viewports)) {
  test.describe(`footer at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every footer link leads to its page, and the page starts at its top', async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      for (const [name, path] of [
        ['Admissions', '/admissions'],
        ['Exam Result', '/checkresult'],
        ['Exam Info', '/examinfo'],
        ['About', '/about'],
        ['Blog', '/blog'],
        ['Contact', '/contact'],
        ['Career', '/career'],
        ['Privacy Policy', '/privacy'],
        ['Terms of Use', '/terms'],
      ] as const) {
        await footer.getByRole('link', { name, exact: true }).click();
        await expectOnPage(page, path);
        // The footer is at the bottom: the new page must not open scrolled down there.
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      }
      await expect(footer.getByRole('link', { name: /\+977/ })).toHaveAttribute('href', /^tel:\+977/);
      await expect(footer.getByRole('link', { name: /^info@/ })).toHaveAttribute('href', /^mailto:info@/);
      await expect(footer.getByRole('link', { name: /View on map/ })).toHaveAttribute('href', /^https:\/\//);
    });
  });
}

test.describe('scrolling', () => {
  test.use({ viewport: viewports.phone });

  test('a route change from a scrolled page starts the new page at the top', async ({ page }) => {
    await page.goto('/');
    await showAllOfHome(page);
    await page.getByRole('heading', { name: 'Empowering Students for a Brighter Tomorrow' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('link', { name: 'Contact Now' }).click();
    await expectOnPage(page, '/contact');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the scroll-to-top button appears after 120 px, shows progress and goes back up', async ({ page }) => {
    await page.goto('/about');
    await expect(mainHeading(page)).toBeVisible();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();

    // The ring's drawn length follows the share of the page scrolled.
    const ring = page.getByTestId('scroll-progress-ring');
    const drawnAt = async () => {
      const offset = Number(await ring.getAttribute('stroke-dashoffset'));
      const length = Number(await ring.getAttribute('stroke-dasharray'));
      return 1 - offset / length;
    };
    const early = await drawnAt();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(drawnAt).toBeGreaterThan(0.99);
    expect(early).toBeLessThan(0.5);

    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('lazy pages', () => {
  /** Holds back the chunk of one page until the test lets it through, as a slow link would. */
  async function holdChunk(page: Page, pageModule: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(new RegExp(`/assets/${pageModule}-[^/]+\\.js$`), async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('a skeleton stands in while the next page’s code is on its way', async ({ page }) => {
    await page.goto('/');
    await expect(mainHeading(page)).toBeVisible();
    const release = await holdChunk(page, 'CareerPage');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Career', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Loading page' })).toBeVisible();
    release();
    await expect(mainHeading(page)).toHaveText('Careers');
    await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
  });

  test('the first load shows the pre-rendered page, header and footer before its code arrives', async ({ page }) => {
    const release = await holdChunk(page, 'AboutPage');
    await page.goto('/about', { waitUntil: 'commit' });
    // The page comes pre-rendered as HTML, so it shows at once, never a skeleton in its place.
    await expect(mainHeading(page)).toHaveText('A Caring School Where Every Child Is Known');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
    release();
    await expect(mainHeading(page)).toHaveText('A Caring School Where Every Child Is Known');
  });
});

test.describe('pages', () => {
  test('careers: a closed vacancy says Closed on the list, with its closing day and no Apply, in both languages', async ({
    page,
  }) => {
    await page.goto('/career');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Kindergarten Teacher',
      'Primary Math Teacher',
      'School Librarian (part-time)',
      'Physical Education Coach',
    ]);
    await expect(page.getByText('On School')).toHaveCount(4);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.getByText('Closed', { exact: true })).toHaveCount(4);
    await expect(cards.first()).toContainText('Closed on 28 Aug 2025 (12 Bhadra 2082 B.S.)');
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/ne/career');
    await expect(cards.getByText('बन्द', { exact: true })).toHaveCount(4);
    await expect(cards.first()).toContainText('आवेदन १२ भदौ २०८२ वि.सं. (२८ अगस्ट २०२५) मा बन्द भयो');
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('exam info: the First Terminal Examination on 10 Sep 2025, 25 Bhadra 2082 in Bikram Sambat', async ({
    page,
  }) => {
    await page.goto('/examinfo');
    const entry = page.getByRole('listitem').filter({ hasText: 'First Terminal Examination' });
    await expect(entry.locator('time[datetime="2025-09-10"]')).toHaveText('10 Sep 2025 (25 Bhadra 2082 B.S.)');
    await expect(page.locator('main li')).toHaveCount(1);
  });

  test('blog: the search filters by title and excerpt, with an empty state', async ({ page }) => {
    await page.goto('/blog');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    const card = page.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('9 min read');
    await expect(card).toContainText('17 Sep 2025 (1 Asoj 2082 B.S.)');

    await search.fill('PEACE rally');
    await expect(card).toHaveCount(1);
    await expect(page.getByRole('status')).toHaveText('1 article matches your search.');
    // A word from the excerpt only.
    await search.fill('candles courage');
    await expect(card).toHaveCount(0);
    await search.fill('teachers parents');
    await expect(card).toHaveCount(1);

    await search.fill('cricket');
    await expect(card).toHaveCount(0);
    await expect(page.getByText('No articles match “cricket”.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(card).toHaveCount(1);

    await card.getByRole('link').click();
    await expectOnPage(page, '/blogs/peace-rally');
  });

  test('about: the counters reach 15+, 100% and 200+', async ({ page }) => {
    await page.goto('/about');
    await page.getByText('Students enrolled').scrollIntoViewIfNeeded();
    for (const figure of ['15+', '100%', '200+']) {
      await expect(page.getByText(figure, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Our Leadership' })).toBeVisible();
    for (const role of ['Director', 'Principal', 'Vice Principal']) {
      await expect(page.getByText(role, { exact: true })).toBeVisible();
    }
  });

  test('home under reduced motion: the carousel stays put and has no pause button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await showAllOfHome(page);
    const carousel = page.getByRole('region', { name: 'Alumni testimonials' });
    await expect(carousel.getByRole('group')).toHaveAccessibleName('1 of 4');
    await expect(carousel.getByRole('button', { name: /Pause/ })).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(carousel.getByRole('group')).toHaveAccessibleName('2 of 4');
  });

  test('home: the buttons lead where the spec says', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore More' }).click();
    await expectOnPage(page, '/about');
    await page.goBack();
    await page.getByRole('link', { name: 'Read More' }).click();
    await expectOnPage(page, '/about');
    await page.goBack();
    await showAllOfHome(page);
    await page
      .getByRole('region', { name: 'Empowering Students for a Brighter Tomorrow' })
      .getByRole('link', { name: 'Apply for Admission' })
      .click();
    await expectOnPage(page, '/admissions');
  });

  test('an unknown address shows Not Found with a way home', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    // Answered 404, as crawlers and monitors expect, with the pre-rendered Not Found page.
    expect(response?.status()).toBe(404);
    await expect(mainHeading(page)).toHaveText('Page not found');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expectOnPage(page, '/');
  });
});

test.describe('about: the testimonial carousel', () => {
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

test.describe('/blog with few posts', () => {
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
});
