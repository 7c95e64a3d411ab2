/**
 * The pages made from the content folder, on a site built from a content folder of the test's own
 * (tests/e2e/content/site-content-fixture: eleven news posts, three notices of which one pinned with a PDF, two exams,
 * one vacancy; in Nepali too, `.ne.md`, the peace-rally post, the pinned notice and the terminal exam, the rest
 * English only), never the school's real one: every post at its address, /blog's pages and search, the notices (pinned
 * first, on home too, attachments served to open in the browser), Exam Info's upcoming and past exams and a vacancy
 * open then closed, by the visitor's clock, axe at both widths, and pictures with their width and height. The site is built once (support/buildSite.ts) and
 * served by a stack of its own (scripts/stack.ts with SITE_DIST_DIR) on its own ports.
 */
import { resolve } from 'node:path';
import { expectNoAxeViolations } from './support/axe.js';
import { buildSite } from './support/buildSite.js';
import { startOwnStack, type OwnStack } from './support/ownStack.js';
import type { Response } from '@playwright/test';
import { expect, test, type Page } from './support/test.js';
import { ownStackPorts } from './support/freePorts.js';
import { viewports } from './support/viewports.js';

const base = Number(process.env.E2E_PORT_BASE ?? 18000);
const ports = await ownStackPorts();
const repoRoot = resolve(import.meta.dirname, '../..');
const runDir = resolve(repoRoot, `build/e2e-${base}-site-content-pages`);
const contentDir = resolve(import.meta.dirname, 'content/site-content-fixture');
const siteUrl = `http://127.0.0.1:${ports.http}`;

/** The fixture's posts, newest first. */
const postsNewestFirst = [
  'Sports Day 2082: Races, Relays and a Lot of Cheering',
  'Saraswati Puja at School',
  'Grade 5 Science Exhibition',
  'Planting Trees Along the School Road',
  'Inter-House Spelling Bee',
  'Art Competition: Our Village in Colour',
  'Library Week and the Reading Challenge',
  'Tihar Greetings from the School Family',
  "Parents' Day Performances",
  'A Peace Rally in Memory of the Martyrs of the Youth Protests',
  'Teej Celebration with Mothers',
];

let stack: OwnStack | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: siteUrl });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const { distDir } = await buildSite({ contentDir, outDir: resolve(runDir, 'dist') });
  stack = await startOwnStack({
    ports,
    dataDir: resolve(runDir, 'data'),
    runtimeDir: resolve(runDir, 'stack'),
    fresh: true,
    env: { SITE_DIST_DIR: distDir, PUBLIC_SITE_URL: siteUrl },
  });
});
test.afterAll(async () => stack?.stop());

/** The titles of the cards /blog shows, in order. */
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();

/** Every picture in the page's main part has its width and height set, so nothing shifts while it loads. */
async function expectSizedImages(page: Page) {
  const images = await page
    .getByRole('main')
    .locator('img')
    .evaluateAll((found) =>
      found.map((image) => [image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]),
    );
  expect(images.length).toBeGreaterThan(0);
  for (const [src, width, height] of images) {
    expect(Number(width), `${src} has a width`).toBeGreaterThan(0);
    expect(Number(height), `${src} has a height`).toBeGreaterThan(0);
  }
}

test('every post has its page at /blogs/<slug>, with its cover, text, share links, preview tags and comments when on', async ({
  page,
  request,
}) => {
  await page.goto('/blogs/sports-day-2082');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(postsNewestFirst[0]!);
  // The B.S. date beside the Gregorian, converted by the build: no calendar table is downloaded for it.
  await expect(page.locator('time[datetime="2026-02-20"]')).toHaveText('20 Feb 2026 (8 Falgun 2082 B.S.)');
  await expect(page.getByRole('img', { name: 'Pupils racing on the school ground on sports day' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What happened' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Share this article' })).toBeVisible();
  // A credit every gallery picture shares is said once.
  await expect(page.getByText('Photo by the sports teacher')).toHaveCount(1);
  await expectSizedImages(page);
  // Its comments block (whose comments the publishing spec tests) loads as the reader reaches it.
  await page.locator('#comments').scrollIntoViewIfNeeded();
  await expect(page.locator('#comments').getByRole('heading', { name: /^Comments/ })).toBeVisible();

  // A post with comments off has no comments block.
  await page.goto('/blogs/saraswati-puja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saraswati Puja at School');
  await expect(page.getByRole('button', { name: 'Add Comment' })).toHaveCount(0);
  await expect(page.locator('#comments')).toHaveCount(0);

  // The pre-rendered page carries the post's own link-preview tags; a photo cover is the preview's picture.
  const html = await (await request.get('/blogs/sports-day-2082')).text();
  expect(html).toContain(`<meta property="og:url" content="${siteUrl}/blogs/sports-day-2082"/>`);
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="${siteUrl}/assets/sports-day-[^"]+\\.jpg"/>`));
  // Every post answers at its address; an address of no post is the Not Found page.
  for (const slug of ['teej-celebration', 'peace-rally', 'tihar-greetings']) {
    expect((await request.get(`/blogs/${slug}`)).status(), slug).toBe(200);
  }
  expect((await request.get('/blogs/no-such-post')).status()).toBe(404);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${siteUrl}/blogs/teej-celebration</loc>`);
  expect(sitemap).toContain(`<loc>${siteUrl}/notices</loc>`);
  // The feed lists every post, and the notices at their places on the notices page.
  const feed = await (await request.get('/feed.xml')).text();
  for (const slug of ['teej-celebration', 'peace-rally', 'tihar-greetings']) {
    expect(feed).toContain(`<id>${siteUrl}/blogs/${slug}</id>`);
  }
  for (const slug of ['fee-deadline', 'parents-meeting', 'winter-holiday']) {
    expect(feed).toContain(`<id>${siteUrl}/notices#${slug}</id>`);
  }
});

/** The text of every script the page fetches from opening until the network is quiet. */
async function scriptsFetchedBy(page: Page, path: string): Promise<string> {
  const scripts: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    // (A redirect has no body: the script it leads to answers on its own.)
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.text());
  };
  page.on('response', onResponse);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(scripts)).join('\n');
}

test('the pages whose dates the build converted show the B.S. dates without downloading the calendar table', async ({
  page,
}) => {
  // BS 2000's twelve month lengths, as a row of the table (src: packages/contracts/src/bikramSambatTable.ts).
  const tableRow = '[30,32,31,32,31,30,30,30,29,30,29,31]';
  for (const path of [
    '/',
    '/blog',
    '/notices',
    '/examinfo',
    '/career',
    '/blogs/sports-day-2082',
    '/blogs/peace-rally',
  ]) {
    const scripts = await scriptsFetchedBy(page, path);
    expect(scripts, path).not.toContain(tableRow);
    // Nor any Nepali word (the month names, the content folder's .ne.md files, school.yml's ne: block): an English
    // page downloads no Nepali text, but for the language switch's "नेपाली". (Devanagari digits are not words.)
    const nepaliWords = scripts.replaceAll('नेपाली', '').match(/(?!\p{Nd})\p{Script=Devanagari}+/gu) ?? [];
    expect(nepaliWords, path).toEqual([]);
    if (path === '/career') continue;
    await expect(page.locator('main time').first(), path).toHaveText(/ \(\d{1,2} [A-Z][a-z]+ 20\d\d B\.S\.\)/);
  }
  // A page that converts when it runs does download it: the check above can tell.
  expect(await scriptsFetchedBy(page, '/privacy')).toContain(tableRow);
});

test('a post’s page downloads its own text, not every post’s, and a post opened from /blog loads its own', async ({
  page,
}) => {
  const scriptsOf = (path: string) => scriptsFetchedBy(page, path);
  // A sentence of the peace-rally post's text, in no other post and in no summary.
  const peaceRallyText = 'a minute of silence';
  expect(await scriptsOf('/blogs/peace-rally')).toContain(peaceRallyText);
  expect(await scriptsOf('/blogs/sports-day-2082')).not.toContain(peaceRallyText);
  // In Nepali, the post's Nepali text, and not on the Nepali page of a post that has none.
  const peaceRallyNepali = 'एक मिनेट मौन';
  expect(await scriptsOf('/ne/blogs/peace-rally')).toContain(peaceRallyNepali);
  expect(await scriptsOf('/ne/blogs/sports-day-2082')).not.toContain(peaceRallyNepali);

  // Opened from the list, in the app: the page waits for its post's module, then shows it whole.
  await page.goto('/blog');
  await page
    .getByRole('link', { name: /Tihar Greetings from the School Family/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blogs\/tihar-greetings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tihar Greetings from the School Family');
  await expect(page.getByText(/deusi songs from Grade 6/).first()).toBeVisible();
});

test('/blog lists the posts newest first, nine to a page, and the search looks through every page', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/blog');
  expect(await cardTitles(page)).toEqual(postsNewestFirst.slice(0, 9));
  const pager = page.getByRole('navigation', { name: 'Pages of articles' });
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => cardTitles(page)).toEqual(postsNewestFirst.slice(9));
  await expect(page.getByRole('heading', { name: 'Articles, page 2 of 2' })).toBeFocused();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expectSizedImages(page);
  await pager.getByRole('button', { name: 'Page 1' }).click();
  await expect.poll(() => cardTitles(page)).toEqual(postsNewestFirst.slice(0, 9));

  // The search finds a post of the second page by its summary, and one post alone fills its row.
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.fill('mothers');
  await expect.poll(() => cardTitles(page)).toEqual(['Teej Celebration with Mothers']);
  await expect(page.getByRole('status').filter({ hasText: 'matches' })).toHaveText('1 article matches your search.');
  await expect(pager).toHaveCount(0);
  const list = await page.getByRole('main').getByRole('list').first().boundingBox();
  const card = await page.getByRole('main').getByRole('article').boundingBox();
  expect(card!.width).toBeGreaterThan(list!.width * 0.9);
  // Titles and summaries: "Grade" is in one title and two summaries.
  await search.fill('grade');
  await expect
    .poll(() => cardTitles(page))
    .toEqual([
      'Sports Day 2082: Races, Relays and a Lot of Cheering',
      'Grade 5 Science Exhibition',
      'Tihar Greetings from the School Family',
    ]);
  await page.getByRole('link', { name: 'Grade 5 Science Exhibition' }).click();
  await expect(page).toHaveURL(`${siteUrl}/blogs/science-exhibition`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grade 5 Science Exhibition');
});

test('a pinned notice comes first on the notices page and on home, and its PDF opens in the browser', async ({
  page,
  request,
}) => {
  await page.goto('/notices');
  const notices = page.getByRole('main').getByRole('article');
  // Pinned first, although another notice is newer; then the newest.
  await expect(notices.getByRole('heading', { level: 2 })).toHaveText([
    "Last day for the second term's fees",
    'Holiday routine for Holi',
    "Parents' meeting for Grade 6",
  ]);
  await expect(notices.first().getByText('Pinned')).toBeVisible();
  const pdf = notices.first().getByRole('link', { name: 'Fee schedule for the second term (PDF)' });
  const pdfAddress = await pdf.getAttribute('href');
  const served = await request.get(pdfAddress!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  // Shown in the browser, not forced to a download.
  expect(served.headers()['content-disposition']).toBeUndefined();
  expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // A picture attached opens as the page.
  await notices.nth(1).getByRole('link', { name: 'Holiday routine (image)' }).click();
  await expect(page).toHaveURL(/\/assets\/holiday-routine-[^/]+\.png$/);

  // Home, between the hero and the rest: the pinned notice, and the newest posts.
  await page.goto('/');
  const pinned = page.getByRole('region', { name: 'Pinned notices' });
  await expect(pinned.getByRole('listitem')).toHaveCount(1);
  await pinned.getByRole('link', { name: "Last day for the second term's fees" }).click();
  await expect(page).toHaveURL(`${siteUrl}/notices#fee-deadline`);
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest news' });
  await expect(latest.getByRole('link')).toHaveText([...postsNewestFirst.slice(0, 3), 'All news']);
  await expectSizedImages(page);
  // The footer leads to the notices page from every page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Notices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
});

test('Careers: a vacancy says how to apply until its closing day has passed in Nepal, and closed after', async ({
  page,
}) => {
  const apply = page.getByRole('button', { name: 'Apply: School Librarian (part-time)' });
  const dialog = page.getByRole('dialog', { name: 'School Librarian (part-time)' });
  // The fixture's vacancy closes on 30 August 2025. 30 August, 23:30 in Nepal (17:45 UTC): still open.
  await page.clock.setFixedTime(new Date('2025-08-30T17:45:00Z'));
  await page.goto('/career');
  await apply.click();
  await expect(dialog).toContainText('Send your CV and a short letter to info@mithilasunrise.edu.np');
  await expect(dialog).not.toContainText('Vacancy is closed');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // 31 August, 00:15 in Nepal (30 August, 18:30 UTC): closed, with the page as it was, no rebuild.
  await page.clock.setFixedTime(new Date('2025-08-30T18:30:00Z'));
  await apply.click();
  await expect(dialog).toContainText('Vacancy is closed. Thank you for your interest.');
});

test('Exam Info puts the upcoming exams first and the past ones after, by the visitor’s clock', async ({ page }) => {
  // 1 March 2026 in Nepal: the unit test (15 Feb) is past, the terminal exam (20 Mar) to come.
  await page.clock.setFixedTime(new Date('2026-03-01T06:00:00Z'));
  await page.goto('/examinfo');
  const upcoming = page.getByRole('region', { name: 'Upcoming exams' });
  const past = page.getByRole('region', { name: 'Past exams' });
  await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText(['First Terminal Examination 2082']);
  await expect(past.getByRole('heading', { level: 3 })).toHaveText(['Unit Test, Grade 4 to 6']);
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual(['Upcoming exams', 'Past exams']);

  // A month on, both are past, without a rebuild.
  await page.clock.setFixedTime(new Date('2026-04-01T06:00:00Z'));
  await page.reload();
  await expect(page.getByText('No exam is coming up at the moment.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Past exams' }).getByRole('heading', { level: 3 })).toHaveText([
    'First Terminal Examination 2082',
    'Unit Test, Grade 4 to 6',
  ]);
});

for (const [size, viewport] of Object.entries(viewports)) {
  test(`no axe violations at ${size} width on the post, blog, notices, Exam Info and home pages`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const address of [
      '/blogs/sports-day-2082',
      '/blogs/teej-celebration',
      '/blog',
      '/notices',
      '/examinfo',
      '/',
      // In Nepali: a post with its Nepali version, and one shown in English.
      '/ne/blogs/peace-rally',
      '/ne/blogs/sports-day-2082',
    ]) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    }
    // The blog's second page and a search with one result.
    await page.goto('/blog');
    await page.getByRole('navigation', { name: 'Pages of articles' }).getByRole('button', { name: 'Page 2' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('mothers');
    await expectNoAxeViolations(page);
  });
}

test('a Nepali page shows each entry’s Nepali version, and an entry without one in English after a note saying so', async ({
  page,
  request,
}) => {
  await page.clock.setFixedTime(new Date('2026-03-01T06:00:00Z'));
  // A post with its Nepali version: whole in Nepali, its sections at the English addresses, no note.
  await page.goto('/ne/blogs/peace-rally');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('युवा आन्दोलनका सहिदहरूको सम्झनामा शान्ति पदयात्रा');
  await expect(page.locator('#timeline').getByRole('heading', { level: 2 })).toHaveText(/^घटनाक्रम/);
  await expect(page.locator('#timeline ol > li')).toHaveCount(8);
  await expect(page.getByRole('img', { name: /^सेता झन्डा र मैनबत्ती/ })).toBeVisible();
  await expect(page.getByText('अङ्ग्रेजीमा मात्र')).toHaveCount(0);
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  // Its Nepali text is one of the page's own modules, fetched with the page's code, not after it.
  const html = await (await request.get('/ne/blogs/peace-rally')).text();
  const modules = /data-modules="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  const preloaded = await Promise.all(modules.map(async (file) => (await request.get(file)).text()));
  expect(preloaded.join('\n')).toContain('एक मिनेट मौन');

  // A post without one: the note in Nepali, then the English post marked lang="en".
  await page.goto('/ne/blogs/sports-day-2082');
  const note = page.getByText('यो समाचार अहिले अङ्ग्रेजीमा मात्र उपलब्ध छ।');
  await expect(note).toBeVisible();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(postsNewestFirst[0]!);
  await expect(title).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'What happened' })).toBeVisible();
  await expect(page.locator('#what-happened').locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'en');

  // Home: the pinned notice in Nepali; the newest posts, English only, each after its note.
  await page.goto('/ne');
  await expect(page.getByRole('link', { name: 'दोस्रो त्रैमासिकको शुल्क तिर्ने अन्तिम दिन' })).toBeVisible();
  const latest = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: postsNewestFirst[0]! }) });
  await expect(latest.getByText('यो समाचार अहिले अङ्ग्रेजीमा मात्र उपलब्ध छ।')).toBeVisible();
  await expect(latest.getByRole('link', { name: postsNewestFirst[0]! })).toHaveAttribute('lang', 'en');

  // The blog: the peace-rally card in Nepali, the others in English with their note.
  await page.goto('/ne/blog');
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card.getByText('यो समाचार अहिले अङ्ग्रेजीमा मात्र उपलब्ध छ।')).toBeVisible();
  await expect(card.getByRole('heading')).toHaveAttribute('lang', 'en');
  // The search finds a post by its Nepali words.
  await page.getByRole('searchbox').fill('शान्ति');
  const rally = page.getByRole('article').filter({ hasText: 'शान्ति पदयात्रा' });
  await expect(rally.getByRole('heading')).toHaveText('युवा आन्दोलनका सहिदहरूको सम्झनामा शान्ति पदयात्रा');
  await expect(rally.getByText('अङ्ग्रेजीमा मात्र')).toHaveCount(0);

  // Notices: the pinned one in Nepali, with its attachment's Nepali label; the others in English.
  await page.goto('/ne/notices');
  const notices = page.getByRole('main').getByRole('article');
  await expect(notices.first().getByRole('heading', { level: 2 })).toHaveText('दोस्रो त्रैमासिकको शुल्क तिर्ने अन्तिम दिन');
  await expect(notices.first().getByRole('link', { name: /^दोस्रो त्रैमासिकको शुल्क तालिका/ })).toBeVisible();
  await expect(notices.nth(1).getByText('यो सूचना अहिले अङ्ग्रेजीमा मात्र उपलब्ध छ।')).toBeVisible();
  await expect(notices.nth(1).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');

  // Exam Info: the terminal exam in Nepali, the unit test in English after its note.
  await page.goto('/ne/examinfo');
  await expect(page.getByRole('heading', { level: 3, name: 'प्रथम त्रैमासिक परीक्षा २०८२' })).toBeVisible();
  const unitTest = page.getByRole('heading', { level: 3, name: 'Unit Test, Grade 4 to 6' });
  await expect(unitTest).toHaveAttribute('lang', 'en');
  await expect(page.getByText('यो परीक्षाको जानकारी अहिले अङ्ग्रेजीमा मात्र उपलब्ध छ।')).toBeVisible();

  // Careers: the fixture's one vacancy has no Nepali version. 30 August 2025 in Nepal: it is still open.
  await page.clock.setFixedTime(new Date('2025-08-30T06:00:00Z'));
  await page.goto('/ne/career');
  await expect(page.getByText('यो रिक्त पदको विवरण अहिले अङ्ग्रेजीमा मात्र उपलब्ध छ।')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'School Librarian (part-time)' })).toHaveAttribute(
    'lang',
    'en',
  );
  await expectNoAxeViolations(page);
  // Its dialog: the title and the way to apply are English, and marked so; the page's own note after closing is not.
  const apply = page.getByRole('button', { name: 'आवेदन दिनुहोस्: School Librarian (part-time)' });
  const dialog = page.getByRole('dialog', { name: 'School Librarian (part-time)' });
  await apply.click();
  await expect(dialog.locator('h2')).toHaveAttribute('lang', 'en');
  await expect(dialog.getByText(/^Send your CV/)).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.clock.setFixedTime(new Date('2025-09-01T06:00:00Z'));
  await apply.click();
  await expect(dialog.getByText(/^यो पदको आवेदन बन्द भइसकेको छ।/)).not.toHaveAttribute('lang');
});
