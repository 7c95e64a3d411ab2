import { consoleProblems } from './support/console.js';
import { expect, test, type Page } from './support/test.js';
import { viewports } from './support/viewports.js';

/**
 * Pages that paint from HTML: every route is pre-rendered at build time with its markup and CSS, works
 * without JavaScript where it can, and hydrates without a mismatch.
 */

/** The information pages: readable without JavaScript, each with its heading and a sentence of its main text. */
const infoPages = [
  { path: '/', heading: 'Quality Education in the Heart of Nepal', text: 'English-medium learning, caring teachers' },
  { path: '/about', heading: 'A Caring School Where Every Child Is Known', text: 'was founded in' },
  { path: '/examinfo', heading: 'Exam Info', text: 'Dates and notices for upcoming examinations.' },
  { path: '/career', heading: 'Careers', text: 'Join a friendly team that cares about children.' },
  { path: '/blog', heading: 'News and Stories', text: 'Events, achievements and reflections' },
  {
    path: '/blogs/peace-rally',
    heading: 'A Peace Rally in Memory of the Martyrs of the Youth Protests',
    text: 'walked together in a silent peace rally',
  },
  { path: '/notices', heading: 'Notices', text: 'Holidays, exam routines, fee dates and other notices' },
  { path: '/privacy', heading: 'Privacy Policy', text: 'Only the school office reads applications and messages.' },
  { path: '/terms', heading: 'Terms of Use', text: 'as accurate as we can' },
];

/** The pages that cannot work without JavaScript, and the one sentence each says instead. */
const formSentence = /^This form needs JavaScript: please turn it on in your browser/;
const paymentSentence = /^Paying the school fee online needs JavaScript: please turn it on in your browser/;
const receiptSentence = /^Opening a fee receipt needs JavaScript: please turn it on in your browser/;
const scriptPages = [
  { path: '/admissions', heading: 'Admission Application', sentence: formSentence },
  { path: '/contact', heading: 'Contact Us', sentence: formSentence },
  { path: '/checkresult', heading: 'Exam Result', sentence: formSentence },
  { path: '/pay', heading: 'Pay School Fee', sentence: paymentSentence },
  { path: '/payment-success', heading: 'Checking your payment', sentence: paymentSentence },
  { path: '/payment-failure', heading: 'Payment not completed', sentence: paymentSentence },
  { path: '/receipt', heading: 'Fee receipt', sentence: receiptSentence },
];

const notFound = { path: '/no-such-page', heading: 'Page not found' };
const allPages = [...infoPages, ...scriptPages, notFound];
/** The payment result pages: their pre-rendered heading holds both first wordings (features/payment/UntilLooked). */
const paymentResultPaths = ['/payment-success', '/payment-failure'];
const noIndexPaths = [...paymentResultPaths, '/receipt'];

const mainHeading = (page: Page) => page.locator('main h1');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, text } of infoPages) {
    test(`${path} shows its heading and main text, styled`, async ({ page }) => {
      await page.goto(path);
      await expect(mainHeading(page)).toHaveText(heading);
      await expect(page.locator('main').getByText(text).first()).toBeVisible();
      // The pre-rendered CSS is there: the theme's baseline (no body margin) and the header's own background.
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
      const headerBackground = await page
        .locator('header')
        .first()
        .evaluate((header) => getComputedStyle(header).backgroundColor);
      expect(headerBackground).not.toBe('rgba(0, 0, 0, 0)');
    });
  }

  test('header and footer links lead to their pages', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(mainHeading(page)).toHaveText('Terms of Use');
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(mainHeading(page)).toHaveText('A Caring School Where Every Child Is Known');
  });

  for (const { path, heading, sentence } of scriptPages) {
    test(`${path} says in one sentence that it needs JavaScript`, async ({ page }) => {
      await page.goto(path);
      // As shown: a payment result page's heading also holds its "no payment" wording, hidden (see below).
      await expect(mainHeading(page)).toHaveText(heading, { useInnerText: true });
      await expect(page.locator('main').getByText(sentence)).toBeVisible();
    });
  }

  test('an unknown address shows the Not Found page', async ({ page }) => {
    await page.goto(notFound.path);
    await expect(mainHeading(page)).toHaveText(notFound.heading);
  });
});

test.describe('with JavaScript', () => {
  test('the form pages do not show the no-JavaScript sentence', async ({ page }) => {
    for (const { path, heading } of scriptPages.slice(0, 4)) {
      await page.goto(path);
      await expect(mainHeading(page)).toHaveText(heading);
      await expect(page.getByText(/needs JavaScript/)).toBeHidden();
    }
  });

  test('hydrating adds no CSS rule: the pre-rendered styles hold every rule the first screen needs', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
        (window as unknown as { preRenderedRules: string[] }).preRenderedRules = rules;
      });
    });
    // Not the payment result pages: they go on to show what they found, with styles of its own.
    for (const { path } of [...infoPages, ...scriptPages.slice(0, 4)]) {
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      const added = await page.evaluate(() => {
        const before = new Set((window as unknown as { preRenderedRules: string[] }).preRenderedRules);
        const after = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
        return after.filter((rule) => !before.has(rule));
      });
      expect(added, `rules ${path} added while hydrating`).toEqual([]);
    }
  });
});

/**
 * Resolves once React owns every element of #root: hydrated, or rendered afresh after a mismatch. Parts below the
 * first screen whose code comes only when the reader nears them (home's lower sections, components/lazyWhenNear)
 * stay server markup until then: a jump to the end of the page brings them in, and back to the top.
 */
async function waitForHydration(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => {
    const elements = [...document.querySelectorAll('#root *')];
    const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    return elements.length > 0 && elements.every(owned);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  // One more frame, so anything React reports on committing has reached the console.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`hydration at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, heading } of allPages) {
      test(`${path} hydrates without a warning or error, in place (${viewportName})`, async ({ page }) => {
        const problems = consoleProblems(page);
        await page.goto(path);
        // The heading is in the first response, before any script has run: note where it sits.
        const before = await mainHeading(page).boundingBox();
        await waitForHydration(page);
        // The payment result pages go on to report what they found (their pre-rendered heading says "checking").
        if (!paymentResultPaths.includes(path)) await expect(mainHeading(page)).toHaveText(heading);
        // Hydration keeps the pre-rendered layout: the heading has not moved.
        expect(await mainHeading(page).boundingBox()).toEqual(before);
        expect(problems, 'warnings and errors in the browser console').toEqual([]);
      });
    }
  });
}

test.describe('the served HTML', () => {
  for (const { path, heading } of [...infoPages, ...scriptPages]) {
    test(`${path} carries its heading, title, description and canonical link`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const headingText = heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // A payment result page's heading holds both of its first wordings, the pre-paint mark choosing one (below).
      if (paymentResultPaths.includes(path)) {
        expect(html).toMatch(
          new RegExp(`<h1[^>]*><span[^>]*>${headingText}</span><span[^>]*>No payment to show</span></h1>`),
        );
      } else expect(html).toMatch(new RegExp(`<h1[^>]*>${headingText}</h1>`));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      const canonicalPath = path === '/' ? '/' : path;
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${canonicalPath}"/>`);
      expect(html).not.toContain('__PUBLIC_SITE_URL__');
      // Its CSS is in the page (Emotion's styles, extracted when the page was rendered).
      expect(html).toMatch(/<style data-s="" data-emotion="site [^"]+">/);
      if (noIndexPaths.includes(path)) expect(html).toContain('<meta name="robots" content="noindex"/>');
      else expect(html).not.toContain('noindex');
    });
  }

  test('an unknown address is answered 404, with the pre-rendered Not Found page', async ({ request }) => {
    const response = await request.get(notFound.path);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain(`>${notFound.heading}</h1>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });
});

/**
 * Holds the app's entry back, as a slow link would, and opens `path`: the test acts on the pre-rendered page, then
 * calls the returned `startApp`, which lets the app start and resolves once it owns the page.
 */
async function openBeforeTheAppStarts(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  return async () => {
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  };
}

test.describe('the app starts after the page', () => {
  // A payment result page shows at its first paint what applies to this tab, before its app has started: what to do
  // next when the tab holds no payment, "checking" when it does (the boot script's mark, features/payment/UntilLooked).
  const resultPages = [
    { path: '/payment-success', pending: 'Checking your payment', working: 'Confirming your payment with eSewa...' },
    {
      path: '/payment-failure',
      pending: 'Payment not completed',
      working: 'Recording that the payment was not completed...',
    },
  ];
  const guidance = 'If you have just paid, your payment is safe.';

  for (const { path, pending, working } of resultPages) {
    test(`${path} with no payment in the tab says what to do next before the app starts, and the app keeps it`, async ({
      page,
    }) => {
      const problems = consoleProblems(page);
      const startApp = await openBeforeTheAppStarts(page, path);
      await expect(mainHeading(page)).toHaveText('No payment to show', { useInnerText: true });
      const nextSteps = page.getByText(guidance);
      await expect(nextSteps).toBeVisible();
      await expect(page.getByText(working)).toBeHidden();
      await nextSteps.evaluate((element) => element.setAttribute('data-painted-before-start', ''));
      await startApp();
      await expect(mainHeading(page)).toHaveText('No payment to show');
      // The same element, kept by the app: nothing of the guidance is painted a second time.
      await expect(nextSteps).toHaveAttribute('data-painted-before-start', '');
      expect(problems, 'warnings and errors in the browser console').toEqual([]);
    });

    test(`${path} with a payment in the tab says it is looking into it before the app starts`, async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem('currentTransaction', 'TXN-BEFORE-START'));
      await openBeforeTheAppStarts(page, path);
      await expect(mainHeading(page)).toHaveText(pending, { useInnerText: true });
      await expect(page.getByText(working)).toBeVisible();
      await expect(page.getByText(guidance)).toBeHidden();
    });
  }

  // A Nepali page's text waits for its font (font-display: optional holds it back up to 100 ms), so the frame after
  // its load event may show nothing yet: its modules wait for the first paint that shows something.
  for (const path of ['/', '/about', '/ne', '/ne/about']) {
    test(`${path} fetches no script file before its first contentful paint`, async ({ page }) => {
      await page.goto(path);
      const { firstPaint, firstScript } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        firstScript: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(firstPaint, 'the page reports its first contentful paint').toBeDefined();
      expect(firstScript).toBeGreaterThan(firstPaint!);
    });
  }

  test('a reader who scrolled before the script started stays where they were', async ({ page }) => {
    // The reader scrolls the pre-rendered page while the app's entry is held back.
    const startApp = await openBeforeTheAppStarts(page, '/about');
    await page.evaluate(() => window.scrollTo(0, 600));
    await startApp();
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    // A link followed afterwards still opens its page at the top.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
    await expect(mainHeading(page)).toHaveText('Terms of Use');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('what a parent typed into the contact form before the app started is kept, and sent', async ({ page }) => {
    const problems = consoleProblems(page);
    const startApp = await openBeforeTheAppStarts(page, '/contact');
    await page.getByLabel('Student or parent name').fill('Rekha Yadav');
    await page.getByLabel('Email address').fill('rekha@example.com');
    await page.getByRole('checkbox').check();
    // The box shows the tick at once, although the app has not started.
    await expect(page.locator('#contact-agreed ~ .ticked-icon')).toBeVisible();
    await expect(page.locator('#contact-agreed ~ .unticked-icon')).toBeHidden();
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.click();
    await page.keyboard.type('Namaste! When does admission open?');
    await startApp();

    // The fields still show it, and the parent types on where they left off.
    await expect(page.getByLabel('Student or parent name')).toHaveValue('Rekha Yadav');
    await expect(page.getByRole('checkbox')).toBeChecked();
    await expect(message).toBeFocused();
    await page.keyboard.type(' Thank you.');
    await expect(message).toHaveValue('Namaste! When does admission open? Thank you.');
    // The app has it too: Send passes every check and sends the typed name and message to the school.
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/messages'));
    await page.getByRole('button', { name: 'Send' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      name: 'Rekha Yadav',
      email: 'rekha@example.com',
      message: 'Namaste! When does admission open? Thank you.',
      agreed: true,
    });
    await expect(page.getByRole('alert')).toContainText('your message has reached the school');
    expect(problems, 'warnings and errors in the browser console').toEqual([]);
  });

  test('a name typed and a choice made on the admission form before the app started are kept', async ({ page }) => {
    const problems = consoleProblems(page);
    const startApp = await openBeforeTheAppStarts(page, '/admissions');
    await page.getByLabel(/^First name/).fill('Sita');
    await page.getByLabel(/^Gender/).selectOption('Female');
    await startApp();

    await expect(page.getByLabel(/^First name/)).toHaveValue('Sita');
    await expect(page.getByLabel(/^Gender/)).toHaveValue('Female');
    // A submit finds the first name and the gender given: the first field it asks for is the last name.
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByLabel(/^Last name/)).toBeFocused();
    await expect(page.getByLabel(/^Last name/)).toHaveAccessibleDescription('Required');
    await expect(page.getByLabel(/^First name/)).toHaveAccessibleDescription('');
    await expect(page.getByLabel(/^Gender/)).toHaveAccessibleDescription('');
    expect(problems, 'warnings and errors in the browser console').toEqual([]);
  });

  test('a B.S. date of birth typed before the app started is kept, and shown in A.D. once the app has it', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    const startApp = await openBeforeTheAppStarts(page, '/admissions');
    const bsField = page.getByLabel('Date of birth (B.S.)');
    await bsField.fill('2073-05-12');
    await startApp();

    await expect(bsField).toHaveValue('2073-05-12');
    await expect(bsField).toHaveAccessibleDescription('28 Aug 2016 A.D.');
    expect(problems, 'warnings and errors in the browser console').toEqual([]);
  });

  // A form whose first field was filled before the app started: a submit then asks for the next field first.
  for (const form of [
    { name: 'the result lookup', path: '/checkresult', filled: 'Student name', submit: 'Check Result', next: 'Class' },
    { name: 'the fee form', path: '/pay', filled: 'Student name', submit: 'Pay with eSewa', next: 'Class' },
  ]) {
    test(`a student's name typed into ${form.name} before the app started is kept`, async ({ page }) => {
      const problems = consoleProblems(page);
      const startApp = await openBeforeTheAppStarts(page, form.path);
      await page.getByLabel(form.filled).fill('Aarav Sharma');
      await startApp();
      await expect(page.getByLabel(form.filled)).toHaveValue('Aarav Sharma');
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByLabel(form.next)).toBeFocused();
      await expect(page.getByLabel(form.filled)).toHaveAccessibleDescription('');
      expect(problems, 'warnings and errors in the browser console').toEqual([]);
    });
  }

  test('a blog search typed before the app started is kept, and filters the articles', async ({ page }) => {
    const problems = consoleProblems(page);
    const startApp = await openBeforeTheAppStarts(page, '/blog');
    await page.getByLabel('Search articles').fill('peace rally');
    await startApp();
    await expect(page.getByLabel('Search articles')).toHaveValue('peace rally');
    await expect(page.getByText(/matches your search/)).toHaveText('1 article matches your search.');
    expect(problems, 'warnings and errors in the browser console').toEqual([]);
  });
});
