import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { ports } from '../playwright.config.js';
import { requestLoop } from '../requestLoop.js';
import { expectNoAxeViolations } from './support/axe.js';
import { consoleProblems } from './support/console.js';
import { ownStackPorts } from './support/freePorts.js';
import { startOwnStack, type OwnStack } from './support/ownStack.js';
import { makeStaffOn } from './support/staff.js';
import { expect, test, type Page } from './support/test.js';
import { viewports } from './support/viewports.js';

/**
 * The console's Publishing pages (frontend/src/office/publishing) through nginx, against office-service's content
 * routes and the publisher service: an office member writes a notice in English and Nepali with a PDF, publishes it
 * while the site keeps answering, edits and publishes again, then undoes that publish; a news post with a large
 * photo carrying GPS, comments on; two tabs on one notice, and a hand edit on the server, refused at save; Preeti
 * typing converted. The forms' detail is in the Vitest tests beside the pages; the routes' in office-service's.
 *
 * It runs on a stack of its own (scripts/stack.ts with its publisher service, as `make start` runs it) whose content
 * folder is a copy of tests/e2e/fixtures/office-publishing-content (three posts, so each publish builds a small
 * site), never the school's site-content/; the suite's own stack keeps serving the whole site to the other specs.
 */
const repoRoot = resolve(import.meta.dirname, '../..');
const runDir = join(repoRoot, `build/e2e-${ports.payment - 1}/office-publishing`);
const contentDir = join(runDir, 'content');
const dataDir = join(runDir, 'data');
const ownPorts = await ownStackPorts();
const site = `http://127.0.0.1:${ownPorts.http}`;
const publishedWithin = { timeout: 180_000 };
const run = randomUUID().slice(0, 6);

// A publish builds the three posts' site: about a minute on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 300_000 });
// Reduced motion: the panel's spinner, drawn without a GPU at 60 frames a second by a browser that runs at a higher
// priority than the build it waits for, doubled each publish's time (64 s against 31 s).
test.use({ baseURL: site, reducedMotion: 'reduce' });

let stack: OwnStack | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  cpSync(join(import.meta.dirname, 'fixtures/office-publishing-content'), contentDir, { recursive: true });
  // Until the first publish the stack serves the suite's build of the whole site.
  stack = await startOwnStack({
    ports: ownPorts,
    dataDir,
    runtimeDir: join(runDir, 'stack'),
    fresh: true,
    env: { SITE_CONTENT_DIR: contentDir },
  });
});

test.afterAll(async () => {
  await stack?.stop();
});

async function signInAsOffice(page: Page, path: string) {
  const email = `publishing-${Date.now()}-${randomUUID().slice(0, 6)}@school.example.np`;
  const database = join(dataDir, 'office.sqlite');
  await makeStaffOn(database, 'add', email, '--role', 'office');
  const token = /#(link=[\w-]+)/.exec(await makeStaffOn(database, 'link', email))![1]!;
  await page.goto(`${path}#${token}`);
}

const english = (page: Page) => page.getByRole('region', { name: 'English' });
const nepali = (page: Page) => page.getByRole('region', { name: 'Nepali' });

/**
 * Starts a publish (or an undo) from the panel on the page and waits for its outcome, with requests to the public
 * site running throughout: none may fail.
 */
async function publishWhileServing(page: Page, start?: () => Promise<void>, done = 'The site now shows it.') {
  await (start ?? (() => page.getByRole('button', { name: 'Publish the site' }).click()))();
  const outcome = expect(page.getByText(done)).toBeVisible(publishedWithin);
  const loop = await requestLoop(outcome, { site, paths: ['/', '/notices', '/ne/notices', '/feed.xml', '/blog'] });
  await outcome;
  expect(loop.failed).toEqual([]);
  expect(loop.requests).toBeGreaterThan(5);
}

const noticeName = `office-notice-${run}`;
const noticeTitle = `Winter uniform from Poush ${run}`;
const nepaliTitle = `पुसदेखि जाडोको पोसाक ${run}`;

test('an office member writes a notice in English and Nepali with a PDF, saves and publishes it; it is on /notices, /ne/notices and the feed while the site keeps answering; axe on the list and the editor', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.setViewportSize(viewports.desktop);
  await signInAsOffice(page, '/office/publishing');
  await expect(page.getByRole('heading', { level: 1, name: 'Publishing' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'New notice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New notice' })).toBeVisible();
  await english(page).getByRole('textbox', { name: 'Title' }).fill(noticeTitle);
  await expect(page.getByRole('textbox', { name: 'File name' })).toHaveValue(`winter-uniform-from-poush-${run}`);
  await page.getByRole('textbox', { name: 'File name' }).fill(noticeName);
  await english(page).getByRole('textbox', { name: 'Date (B.S.)' }).fill('2083-08-12');
  await english(page).getByRole('button', { name: 'Add to Attachments' }).click();
  await english(page)
    .getByLabel('File — Choose a PDF')
    .setInputFiles({
      name: 'uniform.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
  await expect(english(page).getByText(/^Chosen: .*\.pdf$/)).toBeVisible();
  await english(page).getByRole('textbox', { name: 'Label' }).fill('Uniform list');
  await english(page)
    .getByRole('textbox', { name: 'Text (English)' })
    .fill('Pupils wear the winter uniform from 1 Poush.');

  await page.getByRole('button', { name: 'Add a Nepali version' }).click();
  await nepali(page).getByRole('textbox', { name: 'Title' }).fill(nepaliTitle);
  await nepali(page).getByRole('button', { name: 'Add to Attachments' }).click();
  await nepali(page).getByRole('textbox', { name: 'Label' }).fill('पोसाकको सूची');
  await nepali(page).getByRole('textbox', { name: 'Text (Nepali)' }).fill('पुस १ देखि विद्यार्थीले जाडोको पोसाक लगाउनेछन्।');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Publish the site to show it.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/office/publishing/notices/${noticeName}$`));
  await publishWhileServing(page);

  await page.goto('/notices');
  await expect(page.getByRole('heading', { name: noticeTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: /Uniform list/ })).toBeVisible();
  await page.goto('/ne/notices');
  await expect(page.getByRole('heading', { name: nepaliTitle })).toBeVisible();
  // The feed holds the news and the notices (an entry's Nepali version is not an entry of its own).
  const feed = await (await fetch(`${site}/feed.xml`)).text();
  expect(feed).toContain(noticeTitle);
  expect(problems).toEqual([]);
});

const newsName = `sports-day-${run}`;
const photoAlt = 'Pupils running the 50 metres race';

test('a news post with a 12 MB photo carrying GPS, comments on, is written and saved', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  // A camera's photo: 12 megapixels, about 12 MB of detail, with where it was taken in its EXIF.
  const noise = Buffer.alloc(4000 * 3000 * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
  const photo = await sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
    .withExif({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 43/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '85/1 55/1 0/1' },
    })
    .jpeg({ quality: 98 })
    .toBuffer();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  expect(photo.length).toBeGreaterThan(11 * 1024 * 1024);

  await signInAsOffice(page, '/office/publishing/news/new');
  await english(page).getByRole('textbox', { name: 'Title', exact: true }).fill(`Sports Day ${run}`);
  await english(page).getByRole('textbox', { name: 'Date (B.S.)' }).fill('2083-08-12');
  await english(page).getByRole('textbox', { name: 'Summary' }).fill('Races and a tug of war.');
  await english(page)
    .getByLabel('Photo — Choose a photo')
    .setInputFiles({ name: 'race.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(english(page).getByRole('img', { name: /The chosen photo/ })).toBeVisible({ timeout: 60_000 });
  await english(page).getByRole('textbox', { name: 'Description of the photo (for blind readers)' }).fill(photoAlt);
  await english(page).getByRole('switch', { name: 'Comments on' }).check();
  await english(page).getByRole('textbox', { name: 'Text (English)' }).fill('Every pupil ran at least one race.');
  await page.getByRole('textbox', { name: 'File name' }).fill(newsName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Publish the site to show it.')).toBeVisible();
});

test('the notice edited and the news post are published: the post takes a comment and its photo is served without EXIF; then the publish is undone after a confirmation and the site shows the notice’s old text, without the post', async ({
  page,
  request,
}) => {
  await page.setViewportSize(viewports.desktop);
  await signInAsOffice(page, `/office/publishing/notices/${noticeName}`);
  const title = english(page).getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue(noticeTitle);
  await title.fill(`${noticeTitle} (changed)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Publish the site to show it.')).toBeVisible();
  await publishWhileServing(page);
  await page.goto('/notices');
  await expect(page.getByRole('heading', { name: `${noticeTitle} (changed)` })).toBeVisible();

  await page.goto(`/blogs/${newsName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sports Day ${run}`);
  const posted = await request.post(`/api/comments/${newsName}`, {
    data: { name: 'Gita', text: 'Well run, everyone!' },
  });
  expect(posted.status()).toBeLessThan(300);
  const served = await page
    .getByRole('img', { name: photoAlt })
    .first()
    .evaluate((image) => (image as HTMLImageElement).currentSrc);
  const bytes = Buffer.from(await (await request.get(served)).body());
  expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);

  await page.goto('/office/publishing');
  await publishWhileServing(
    page,
    async () => {
      await page.getByRole('button', { name: 'Undo the last publish' }).click();
      const dialog = page.getByRole('dialog', { name: 'Undo the last publish?' });
      await dialog.getByRole('button', { name: 'Undo the last publish' }).click();
    },
    'The last publish was undone: the site shows what it showed before.',
  );
  await page.goto('/notices');
  await expect(page.getByRole('heading', { name: noticeTitle, exact: true })).toBeVisible();
  expect((await request.get(`/blogs/${newsName}`)).status()).toBe(404);
});

test('two tabs on one notice: the second save is refused; a hand edit of its file on the server refuses a save too', async ({
  page,
  context,
}) => {
  await page.setViewportSize(viewports.desktop);
  await signInAsOffice(page, `/office/publishing/notices/${noticeName}`);
  const second = await context.newPage();
  await second.goto(`/office/publishing/notices/${noticeName}`);
  for (const tab of [page, second]) await expect(english(tab).getByRole('textbox', { name: 'Title' })).toBeVisible();

  await english(page).getByRole('textbox', { name: 'Label' }).fill('Uniform list (first tab)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Publish the site to show it.')).toBeVisible();
  await english(second).getByRole('textbox', { name: 'Label' }).fill('Uniform list (second tab)');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText(/was changed since you opened it/)).toBeVisible();
  await expect(english(second).getByRole('textbox', { name: 'Label' })).toHaveValue('Uniform list (second tab)');

  // The office's operator edits the file by hand on the server while the first tab has it open.
  const file = join(contentDir, 'notices', `${noticeName}.md`);
  writeFileSync(file, readFileSync(file, 'utf8').replace('Pupils wear', 'All pupils wear'));
  await english(page).getByRole('textbox', { name: 'Label' }).fill('Uniform list (after the hand edit)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/was changed since you opened it/)).toBeVisible();
  await page.getByRole('button', { name: 'Open the latest version' }).click();
  await page
    .getByRole('dialog', { name: 'Open the latest version?' })
    .getByRole('button', { name: 'Open the latest version' })
    .click();
  await expect(english(page).getByRole('textbox', { name: 'Text (English)' })).toHaveValue(/All pupils wear/);
});

test('on a phone, in Nepali: the editor stacks its sides, a Preeti line becomes Devanagari, every control is big enough; axe @phone', async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  await signInAsOffice(page, '/office/ne/publishing');
  await expect(page.getByRole('heading', { level: 1, name: 'प्रकाशन' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/office/ne/publishing/notices/${noticeName}`);
  const side = page.getByRole('region', { name: 'नेपाली' });
  const title = side.getByRole('textbox', { name: 'शीर्षक' });
  await title.fill('');
  await title.focus();
  await page.keyboard.insertText('g]kfn');
  await side.getByRole('button', { name: 'नेपालीमा बदल्नुहोस्' }).click();
  await expect(title).toHaveValue('नेपाल');
  await expect(title).toBeFocused();
  await expectNoAxeViolations(page);

  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  for (const control of await page
    .locator(
      'main a, main button, main input:not([type=file], [type=checkbox], [type=radio]), main select, main label:has(input[type=checkbox], input[type=radio])',
    )
    .filter({ visible: true })
    .all()) {
    const box = await control.boundingBox();
    expect(
      box?.height ?? 0,
      await control.evaluate((element) => element.outerHTML.slice(0, 80)),
    ).toBeGreaterThanOrEqual(44);
  }
});
