import { expect, test, type Page } from './support/test.js';
import { expectNoAxeViolations } from './support/axe.js';
import { postPath } from '../../frontend/src/lib/paths.js';
import { viewports } from './support/viewports.js';

/**
 * The peace-rally article through the real stack: nginx, comments-service with its SQLite file, Chromium.
 * Each test is its own client address (e2e/support/test.ts), with its own budget of the service's rate limit
 * (5 posts a minute by default): the rate-limit test spends its own, in any order.
 */
const articlePath = '/blogs/peace-rally';
const title = 'A Peace Rally in Memory of the Martyrs of the Youth Protests';
const countHeading = /^Comments \(\d+\)$/;

/** Opens the article and scrolls to the comments, which load only then; resolves once the live stream is open. */
async function openComments(page: Page): Promise<number> {
  const streamOpened = page.waitForResponse((r) => r.url().includes('/api/comments/peace-rally/stream'));
  await page.goto(articlePath);
  await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
  const heading = page.getByRole('heading', { name: countHeading });
  await expect(heading).toBeVisible();
  expect((await streamOpened).status()).toBe(200);
  return Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);
}

function uniqueText(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

test.describe('the peace-rally article', () => {
  test('shows the article: title, date, read time, sections, timeline, quote and gallery', async ({ page }) => {
    await page.goto(articlePath);
    await expect(page).toHaveTitle(new RegExp(`^${title}`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('time[datetime="2025-09-17"]')).toHaveText('17 Sep 2025 (1 Asoj 2082 B.S.)');
    await expect(page.getByText('9 min read')).toBeVisible();
    for (const heading of [
      'What sparked the movement',
      'How it organised and spread',
      'Timeline of events, 4 to 13 September',
      'Casualties and aftermath',
      'Why it matters',
      'Lessons for our school community',
      'Conclusion',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const timeline = page.getByRole('list', { name: 'Timeline of events, 4 to 13 September' });
    await expect(timeline.getByRole('listitem')).toHaveCount(8);
    // Each day with its B.S. day under it; a span of days as one span in each calendar.
    await expect(timeline.locator('time[datetime="2025-09-05"]')).toHaveText('5–7 Sep 20–22 Bhadra');
    await expect(timeline.locator('time[datetime="2025-09-10"]')).toHaveText('10 Sep 25 Bhadra');
    await expect(page.locator('figure blockquote')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Open image \d of 3/ })).toHaveCount(3);
    const article = (await page.locator('article').textContent()) ?? '';
    for (const fact of ['72', '2,100', '5 March 2026', 'about 26']) expect(article).toContain(fact);
  });

  test('share links open X, Facebook and WhatsApp in a new tab with the address and the title', async ({
    page,
    baseURL,
  }) => {
    await page.goto(articlePath);
    const address = `${baseURL}${articlePath}`;
    const hosts = { X: 'x.com', Facebook: 'www.facebook.com', WhatsApp: 'wa.me' };
    for (const [network, host] of Object.entries(hosts)) {
      const link = page.getByRole('link', { name: `Share on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.host).toBe(host);
      const carried = [...href.searchParams.values()].join(' ');
      expect(carried, network).toContain(address);
      expect(carried, network).toContain(title);
    }
  });

  test('copy link copies the address and shows "Copied!" for 2 seconds', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The page runs on Playwright's clock: the 2 seconds pass when the test says, whatever the machine's load.
    await page.clock.install();
    await page.goto(articlePath);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const tooltip = page.getByRole('tooltip', { name: 'Copied!' });
    await expect(tooltip).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${articlePath}`);

    // Still there a moment before the 2 seconds are up, gone when they are.
    await page.clock.runFor(1999);
    await expect(tooltip).toBeVisible();
    await page.clock.runFor(1);
    await expect(tooltip).toBeHidden();
  });

  test('a link preview shows the title, summary and image, without running the page', async ({ request, baseURL }) => {
    // What a crawler sees: the pre-rendered page's HTML, no JavaScript.
    const html = await (await request.get(articlePath)).text();
    const tag = (attribute: string, key: string) =>
      new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
    expect(tag('property', 'og:title')).toBe(title);
    expect(tag('property', 'og:description')).toMatch(/walked together for peace/);
    expect(tag('name', 'twitter:card')).toBe('summary_large_image');
    expect(tag('property', 'og:url')).toBe(`${baseURL}${articlePath}`);
    const image = tag('property', 'og:image');
    expect(image, 'og:image is absolute, on the public site').toMatch(new RegExp(`^${baseURL}/assets/.+\\.png$`));
    expect(tag('name', 'twitter:image')).toBe(image);
    const imageResponse = await request.get(image!);
    expect(imageResponse.status()).toBe(200);
    expect(imageResponse.headers()['content-type']).toBe('image/png');
    // The same page is the article itself, pre-rendered, and boots the app.
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toMatch(/<script data-entry="\/assets\/[^"]+\.js" data-config="\/config\.js"/);
  });

  test('the Firebase SDK is not downloaded when comments use comments-service', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await openComments(page);
    expect(
      scripts.some((url) => /CommentsSection/.test(url)),
      'the comments code loaded',
    ).toBe(true);
    expect(scripts.filter((url) => /firestore|firebase/i.test(url))).toEqual([]);
  });

  test('with Firestore configured, the Firebase SDK is fetched only when the comments come into view', async ({
    page,
  }) => {
    // This stack runs with comments-service; /config.js is swapped for a Firestore one, and Google is unreachable.
    await page.route('**/config.js', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `window.__SCHOOL_CONFIG__ = ${JSON.stringify({
          commentsBackend: 'firestore',
          firebase: {
            apiKey: 'test-key',
            authDomain: 'school-test.firebaseapp.com',
            projectId: 'school-test',
            storageBucket: 'school-test.appspot.com',
            messagingSenderId: '1',
            appId: '1:1:web:1',
            measurementId: '',
          },
        })};`,
      }),
    );
    await page.route(/googleapis\.com/, (route) => route.abort());
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    const firestoreChunk = (url: string) => /firestoreCommentsClient/.test(url);

    await page.goto(articlePath);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(firestoreChunk), 'not with the page').toEqual([]);

    const chunkRequested = page.waitForRequest((r) => firestoreChunk(r.url()));
    await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
    await chunkRequested;
    await expect(page.getByRole('button', { name: 'Add Comment' })).toBeVisible();
  });
});

test.describe('live comments', () => {
  test('a comment posted in one browser appears in another within a second, without a reload', async ({ browser }) => {
    const writerContext = await browser.newContext();
    const readerContext = await browser.newContext();
    try {
      const writer = await writerContext.newPage();
      const reader = await readerContext.newPage();
      const before = await openComments(writer);
      expect(await openComments(reader)).toBe(before);

      const name = 'Sita Kumari Sharma';
      const text = `${uniqueText('Peace to all')}\n<b>never bold</b>`;
      await writer.getByRole('button', { name: 'Add Comment' }).click();
      const dialog = writer.getByRole('dialog', { name: 'Add Comment' });
      await dialog.getByLabel('Full Name').fill(name);
      await dialog.getByLabel('Write your comment...').fill(text);
      const posted = writer.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes('/api/comments/'),
      );
      await dialog.getByRole('button', { name: 'Post Comment' }).click();
      expect((await posted).status()).toBe(201);
      const postedAt = Date.now();

      const newest = reader.getByTestId('comment').first();
      await expect(newest).toContainText(text.split('\n')[0]!, { timeout: 1000 });
      expect(Date.now() - postedAt).toBeLessThan(1000);
      await expect(reader.getByRole('heading', { name: `Comments (${before + 1})` })).toBeVisible();
      // Avatar initials, the name, a time, and the text as plain text with its line break.
      await expect(newest).toContainText('SK');
      await expect(newest).toContainText(name);
      await expect(newest.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      expect(await newest.locator('p').last().innerText()).toBe(text);
      await expect(newest.locator('b')).toHaveCount(0);

      // The writer sees it too, the dialog closed and the next one starts empty.
      await expect(dialog).toBeHidden();
      await expect(writer.getByTestId('comment').first()).toContainText(name);
      await writer.getByRole('button', { name: 'Add Comment' }).click();
      await expect(dialog.getByLabel('Full Name')).toHaveValue('');
      await expect(dialog.getByLabel('Write your comment...')).toHaveValue('');

      // Comments are stored: a new visit lists them, newest first.
      await reader.reload();
      await openComments(reader);
      await expect(reader.getByTestId('comment').first()).toContainText(name);
    } finally {
      await writerContext.close();
      await readerContext.close();
    }
  });

  test('the Add Comment dialog: blank values are never posted, X and Escape close it, a failed post keeps the text', async ({
    page,
  }) => {
    await openComments(page);
    const open = page.getByRole('button', { name: 'Add Comment' });
    const dialog = page.getByRole('dialog', { name: 'Add Comment' });
    const name = dialog.getByLabel('Full Name');
    const text = dialog.getByLabel('Write your comment...');
    const post = dialog.getByRole('button', { name: 'Post Comment' });

    await open.click();
    await expect(text).toHaveAttribute('rows', '4');
    await expect(post).toBeDisabled();
    await name.fill('   ');
    await text.fill('Hello');
    await expect(post).toBeDisabled();
    await name.fill('Ram');
    await text.fill(' \n  ');
    await expect(post).toBeDisabled();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await open.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The server cannot be reached: the dialog stays, says so, and keeps every character.
    await open.click();
    const typed = uniqueText('Kept after a failure');
    await name.fill('Hari');
    await text.fill(typed);
    await page.route('**/api/comments/peace-rally', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
    );
    await post.click();
    await expect(dialog.getByRole('alert')).toContainText('Your comment could not be posted.');
    await expect(dialog).toBeVisible();
    await expect(name).toHaveValue('Hari');
    await expect(text).toHaveValue(typed);

    // Once it can be reached again, the same text goes through as typed.
    await page.unroute('**/api/comments/peace-rally');
    await post.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('comment').first()).toContainText(typed);
  });
});

test.describe('names that pass as someone else', () => {
  test('a name with a right-to-left override is refused with a plain message, and the dialog keeps it', async ({
    page,
  }) => {
    await openComments(page);
    await page.getByRole('button', { name: 'Add Comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Comment' });
    await dialog.getByLabel('Full Name').fill('\u202eatiS');
    await dialog.getByLabel('Write your comment...').fill('I am Sita');
    await dialog.getByRole('button', { name: 'Post Comment' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Your comment could not be posted. Your name contains hidden characters that change the direction of the text, which are not allowed.',
    );
    await expect(dialog.getByLabel('Write your comment...')).toHaveValue('I am Sita');
  });
});

test.describe('accessibility', () => {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`no axe violations at ${size} width: the article with comments, the dialog, the lightbox`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openComments(page);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Add Comment' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Comment' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      const thumbnail = page.getByRole('button', { name: /^Open image 1 of 3/ });
      await thumbnail.click();
      const lightbox = page.getByRole('dialog');
      await expect(lightbox).toBeVisible();
      await expect(lightbox.getByText('Image 1 of 3')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('ArrowRight');
      await expect(lightbox.getByText('Image 2 of 3')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
      await expect(thumbnail).toBeFocused();
    });
  }
});

test.describe('rate limit', () => {
  test('too many posts get a clear message and the typed text stays', async ({ page, request }) => {
    await openComments(page);
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i += 1) {
      const response = await request.post('/api/comments/peace-rally', {
        data: { name: 'Rate limit test', text: `post ${i}` },
      });
      status = response.status();
      if (status === 429) {
        expect(await response.json()).toEqual({
          message: 'You are posting comments too quickly. Please wait a minute and try again.',
        });
      }
    }
    expect(status, 'the service limits posting per client').toBe(429);

    await page.getByRole('button', { name: 'Add Comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Comment' });
    await dialog.getByLabel('Full Name').fill('Gita');
    await dialog.getByLabel('Write your comment...').fill('One more thought');
    await dialog.getByRole('button', { name: 'Post Comment' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Your comment could not be posted. You are posting comments too quickly. Please wait a minute and try again.',
    );
    await expect(dialog.getByLabel('Write your comment...')).toHaveValue('One more thought');
  });
});

test.describe('the comments: their dates and the Add Comment button', () => {
  test("a comment's time is written like the site's dates, with the time", async ({ page, request }) => {
    const text = `Dated ${Date.now().toString(36)}`;
    const posted = await request.post('/api/comments/peace-rally', { data: { name: 'Ram Sharma', text } });
    expect(posted.status()).toBe(201);
    await page.goto(postPath('peace-rally'));
    await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
    const comment = page.getByTestId('comment').filter({ hasText: text });
    // With the B.S. date of the same day beside it.
    await expect(comment.locator('time')).toHaveText(
      /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \(\d{1,2} [A-Z][a-z]+ \d{4} B\.S\.\), \d{1,2}:\d\d [AP]M$/,
    );
  });

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
});

test.describe('the gallery', () => {
  test("the gallery's credit, shared by every picture, is written once", async ({ page }) => {
    await page.goto(postPath('peace-rally'));
    const gallery = page.getByRole('region', { name: 'Gallery' });
    await expect(gallery.getByRole('img')).toHaveCount(3);
    await expect(gallery.getByText('Illustration by the school website team (not a photograph)')).toHaveCount(1);
  });
});
