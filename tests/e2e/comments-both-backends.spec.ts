import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { ports } from '../playwright.config.js';
import { expect, test, writeComments, type FirestoreSite } from './support/firestoreSite.js';

/**
 * The article's comments, the same tests on both backends, one build: comments-service (the e2e stack through its
 * nginx) and Cloud Firestore (the emulator with the rules the build wrote, the site's /config.js rendered for it:
 * support/firestoreSite.ts). Each backend's tests post, watch a second browser receive the comment without a
 * reload, page through older comments, keep the text of a refused comment, and see a hide by the moderation command
 * (what `make comments ARGS="hide ID"` runs) leave an open page without a reload.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const articlePath = '/blogs/peace-rally';
const countHeading = /^Comments \((\d+)\)$/;

interface Backend {
  /** The site's address on this backend. */
  url: string;
  /** Browser contexts for this backend's site. */
  contextOptions: BrowserContextOptions;
  /** Stores `count` comments older than any posted from here on. */
  seed(label: string, count: number): Promise<void>;
  /** The moderation command on this backend's store (comments-service/dist/cli/moderate-comments.js). */
  moderate(...argv: string[]): SpawnSyncReturns<string>;
}

function moderationCommand(env: Record<string, string>) {
  return (...argv: string[]) =>
    spawnSync(process.execPath, [join(repoRoot, 'comments-service/dist/cli/moderate-comments.js'), ...argv], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
}

const selfHosted = (baseURL: string, browser: Browser): Backend => ({
  url: baseURL,
  contextOptions: {},
  async seed(label, count) {
    // Through the API, each from its own client address (the service takes 5 a minute from each).
    const context = await browser.newContext();
    const run = Math.floor(Math.random() * 250);
    try {
      for (let i = 0; i < count; i += 1) {
        const response = await context.request.post(`${baseURL}/api/comments/peace-rally`, {
          headers: { 'X-Forwarded-For': `10.200.${run}.${i}` },
          data: { name: 'Reader', text: `${label} ${i}` },
        });
        expect(response.status()).toBe(201);
      }
    } finally {
      await context.close();
    }
  },
  moderate: moderationCommand({
    COMMENTS_DB_PATH: join(repoRoot, `build/e2e-${ports.http - 80}/data/comments.sqlite`),
  }),
});

const onFirestore = (site: FirestoreSite): Backend => ({
  url: site.url,
  // The browser talks to the emulator's port from the site's: no proxy header of the e2e stack's to send along.
  contextOptions: { extraHTTPHeaders: {} },
  seed: (label, count) =>
    writeComments(
      site,
      Array.from({ length: count }, (_, i) => ({
        name: 'Reader',
        text: `${label} ${i}`,
        createdAt: new Date(Date.now() - (count - i) * 60_000),
      })),
    ),
  moderate: moderationCommand({
    COMMENTS_BACKEND: 'firestore',
    FIRESTORE_EMULATOR_HOST: site.emulator.host,
    FIREBASE_PROJECT_ID: site.projectId,
  }),
});

function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function openComments(backend: Backend, browser: Browser): Promise<Page> {
  const page = await (await browser.newContext(backend.contextOptions)).newPage();
  await page.goto(`${backend.url}${articlePath}`);
  await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: countHeading })).toBeVisible();
  return page;
}

async function count(page: Page): Promise<number> {
  return Number(countHeading.exec((await page.getByRole('heading', { name: countHeading }).textContent()) ?? '')?.[1]);
}

async function post(page: Page, name: string, text: string) {
  await page.getByRole('button', { name: 'Add Comment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Comment' });
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Write your comment...').fill(text);
  await dialog.getByRole('button', { name: 'Post Comment' }).click();
  return dialog;
}

/** The id the moderation command's list gives the comment whose poster has this (unique) name. */
function idOf(backend: Backend, name: string): string {
  const list = backend.moderate('list', '200');
  expect(list.status, list.stderr).toBe(0);
  const line = list.stdout.split('\n').find((row) => row.includes(name));
  expect(line, `${name} in the list`).toBeDefined();
  return line!.split(/\s+/)[0]!;
}

const backends: {
  name: string;
  open: (args: { baseURL: string; browser: Browser; site: FirestoreSite | null }) => Backend | null;
}[] = [
  { name: 'comments-service', open: ({ baseURL, browser }) => selfHosted(baseURL, browser) },
  { name: 'Cloud Firestore (emulator)', open: ({ site }) => (site ? onFirestore(site) : null) },
];

for (const { name: backendName, open } of backends) {
  test.describe(`article comments on ${backendName}`, () => {
    let backend: Backend;
    test.beforeEach(async ({ baseURL, browser, firestoreSite }, testInfo) => {
      const opened = open({
        baseURL: baseURL!,
        browser,
        site: backendName === 'comments-service' ? null : firestoreSite,
      });
      testInfo.skip(!opened, 'the Cloud Firestore emulator is not installed');
      backend = opened!;
    });

    test('a comment posted in one browser arrives in another without a reload, and is stored', async ({ browser }) => {
      const writer = await openComments(backend, browser);
      const reader = await openComments(backend, browser);
      const before = await count(reader);
      const name = unique('Sita Kumari Sharma');
      const text = `${unique('Peace to all')}\n<b>never bold</b>`;

      const dialog = await post(writer, name, text);
      await expect(dialog).toBeHidden();
      await expect(writer.getByTestId('comment').first()).toContainText(name);

      const arrived = reader.getByTestId('comment').filter({ hasText: name });
      await expect(arrived).toHaveCount(1);
      expect(await arrived.locator('p').last().innerText()).toBe(text);
      await expect(arrived.locator('b')).toHaveCount(0);
      await expect(reader.getByRole('heading', { name: `Comments (${before + 1})` })).toBeVisible();

      // Stored: a new visit lists it first.
      const visitor = await openComments(backend, browser);
      await expect(visitor.getByTestId('comment').first()).toContainText(name);
      for (const page of [writer, reader, visitor]) await page.context().close();
    });

    test('the newest 50 show first and "Show older comments" brings the older ones', async ({ browser }) => {
      const label = unique('Paged');
      await backend.seed(label, 55);
      const page = await openComments(backend, browser);
      const comments = page.getByTestId('comment');
      await expect(comments).toHaveCount(50);
      await expect(comments.filter({ hasText: `${label} 54` })).toHaveCount(1);
      // The five oldest of them are beyond the first page.
      await expect(comments.filter({ hasText: new RegExp(`${label} [0-4]$`) })).toHaveCount(0);
      await page.getByRole('button', { name: 'Show older comments' }).click();
      await expect(comments.filter({ hasText: new RegExp(`${label} [0-4]$`) })).toHaveCount(5);
      await expect(comments.filter({ hasText: `${label} 54` })).toHaveCount(1);
      await page.context().close();
    });

    test('a refused comment shows why, and the dialog keeps the text', async ({ browser }) => {
      const page = await openComments(backend, browser);
      const dialog = await post(page, '\u202eatiS', 'I am Sita');
      await expect(dialog.getByRole('alert')).toHaveText(
        'Your comment could not be posted. Your name contains hidden characters that change the direction of the text, which are not allowed.',
      );
      await expect(dialog.getByLabel('Full Name')).toHaveValue('\u202eatiS');
      await expect(dialog.getByLabel('Write your comment...')).toHaveValue('I am Sita');
      await page.context().close();
    });

    test('a comment hidden by the moderation command leaves an open page without a reload; unhide brings it back', async ({
      browser,
    }) => {
      const writer = await openComments(backend, browser);
      const reader = await openComments(backend, browser);
      const name = unique('Spammer');
      await expect(await post(writer, name, 'Buy cheap watches')).toBeHidden();
      const shown = reader.getByTestId('comment').filter({ hasText: name });
      await expect(shown).toHaveCount(1);
      const before = await count(reader);

      const id = idOf(backend, name);
      const hide = backend.moderate('hide', id);
      expect(hide.stderr).toBe('');
      expect(hide.stdout).toContain(`comment ${id} hide: published -> hidden`);
      for (const page of [reader, writer])
        await expect(page.getByTestId('comment').filter({ hasText: name })).toHaveCount(0);
      await expect(reader.getByRole('heading', { name: `Comments (${before - 1})` })).toBeVisible();

      expect(backend.moderate('unhide', id).status).toBe(0);
      await expect(shown).toHaveCount(1);
      await expect(reader.getByRole('heading', { name: `Comments (${before})` })).toBeVisible();
      for (const page of [writer, reader]) await page.context().close();
    });
  });
}

test.describe('article comments on Cloud Firestore: what only Firestore does', () => {
  test('a write the rules refuse (a post whose rules were not deployed again) shows why and keeps the text', async ({
    browser,
    firestoreSite,
  }) => {
    test.skip(!firestoreSite, 'the Cloud Firestore emulator is not installed');
    const site = firestoreSite!;
    // Another project on the same emulator, with the rules as they were before the post took comments: the template,
    // whose list of posts is empty. The page is pointed at it through its /config.js.
    const staleProject = 'demo-stale-rules';
    await site.emulator.loadRules(readFileSync(join(repoRoot, 'firestore.rules'), 'utf8'), staleProject);
    const context = await browser.newContext({ extraHTTPHeaders: {} });
    await context.route('**/config.js', async (route) => {
      const served = await (await route.fetch()).text();
      await route.fulfill({
        contentType: 'application/javascript',
        body: served.replaceAll(site.projectId, staleProject),
      });
    });
    const page = await context.newPage();
    await page.goto(`${site.url}${articlePath}`);
    await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
    const text = unique('Kept after a refusal');
    const dialog = await post(page, 'Hari', text);
    await expect(dialog.getByRole('alert')).toHaveText(
      'Your comment could not be posted. The comment was refused. Please check that your name is at most 80 and your comment at most 2,000 characters.',
    );
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Hari');
    await expect(dialog.getByLabel('Write your comment...')).toHaveValue(text);
    await context.close();
  });

  test('/config.js names the emulator and the CSP lets the browser reach it, and only it', async ({
    firestoreSite,
  }) => {
    test.skip(!firestoreSite, 'the Cloud Firestore emulator is not installed');
    const site = firestoreSite!;
    const config = await (await fetch(`${site.url}/config.js`)).text();
    expect(config).toContain(`"commentsBackend":"firestore"`);
    expect(config).toContain(`"firestoreEmulatorHost":"${site.emulator.host}"`);
    const csp = (await fetch(`${site.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' http://${site.emulator.host};`);
    expect(csp).not.toContain('googleapis');
  });
});
