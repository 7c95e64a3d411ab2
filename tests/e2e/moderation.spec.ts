import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from './support/test.js';
import { freePorts } from './support/freePorts.js';
import { ports } from '../playwright.config.js';

/**
 * Comment moderation through the real stack: a comment is posted, two readers' pages show it, and the real
 * moderation command (comments-service/dist/cli/moderate-comments.js, what `make comments` runs), run against the
 * stack's own SQLite file as a separate process, hides it: it leaves both open pages and their counts through the
 * stream, without a reload (the running service polls for moderation every 500 ms; speed is `make bench`'s
 * concern, so the wait is the expect timeout).
 * `unhide` brings it back the same way.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const databasePath = join(repoRoot, `build/e2e-${ports.http - 80}/data/comments.sqlite`);
const articlePath = '/blogs/peace-rally';
const countHeading = /^Comments \((\d+)\)$/;

/** The moderation command, as `make comments ARGS="…"` runs it with `make start`. */
function moderate(action?: string, id?: string, database = databasePath) {
  const args = action === undefined ? [] : [action, ...(id === undefined ? [] : [id])];
  return spawnSync(process.execPath, [join(repoRoot, 'comments-service/dist/cli/moderate-comments.js'), ...args], {
    env: { ...process.env, COMMENTS_DB_PATH: database },
    encoding: 'utf8',
  });
}

/** Posts a comment through nginx from its own loopback address, so it uses none of the browser's rate budget. */
function postComment(name: string, text: string): Promise<{ status: number; body: { id: string; state: string } }> {
  return new Promise((done, fail) => {
    const payload = JSON.stringify({ name, text });
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: ports.http,
        method: 'POST',
        path: '/api/comments/peace-rally',
        localAddress: '127.0.0.230',
        agent: false,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: JSON.parse(body) }));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

async function openReader(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const streamOpened = page.waitForResponse((r) => r.url().includes('/api/comments/peace-rally/stream'));
  await page.goto(articlePath);
  await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: countHeading })).toBeVisible();
  expect((await streamOpened).status()).toBe(200);
  return page;
}

async function count(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { name: countHeading }).textContent();
  return Number(countHeading.exec(text ?? '')?.[1]);
}

/** The article's published comments as a new visit lists them. */
async function listed(page: Page): Promise<{ ids: string[]; total: number }> {
  const list = (await (await page.request.get('/api/comments/peace-rally')).json()) as {
    comments: { id: string }[];
    total: number;
  };
  return { ids: list.comments.map((comment) => comment.id), total: list.total };
}

/**
 * The open page's count comes to what a new visit counts. Other specs post to the same article while this one runs,
 * so the count is compared with the list's total, not with a number taken before: a page that kept a hidden comment
 * in its count, or missed an unhidden one, stays one apart from the list.
 */
async function expectCountAsListed(page: Page): Promise<void> {
  await expect.poll(async () => (await count(page)) - (await listed(page)).total).toBe(0);
}

test('a comment hidden with the moderation command leaves every open page and the count, and unhide brings it back', async ({
  browser,
}) => {
  const readers = [await openReader(browser), await openReader(browser)];
  const text = `Spam to hide ${Date.now().toString(36)}`;
  const posted = await postComment('Spammer', text);
  expect(posted.status).toBe(201);
  expect(posted.body.state).toBe('published');
  for (const page of readers) {
    await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(1);
    await expectCountAsListed(page);
  }

  const hide = moderate('hide', posted.body.id);
  expect(hide.stderr).toBe('');
  expect(hide.status).toBe(0);
  expect(hide.stdout).toContain(`comment ${posted.body.id} hide: published -> hidden`);
  expect(hide.stdout).not.toContain(text);
  // The list (a new visit) leaves it out, and each open page drops it and counts as the list does.
  expect((await listed(readers[0]!)).ids).not.toContain(posted.body.id);
  for (const page of readers) {
    await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(0);
    await expectCountAsListed(page);
  }

  expect(moderate('unhide', posted.body.id).status).toBe(0);
  expect((await listed(readers[0]!)).ids).toContain(posted.body.id);
  for (const page of readers) {
    await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(1);
    await expectCountAsListed(page);
  }
  for (const page of readers) await page.context().close();
});

test('the moderation command lists comments with their state, and refuses an unknown id', () => {
  const list = moderate();
  expect(list.status).toBe(0);
  expect(list.stdout).toMatch(/^ID\s+TIME \(NEPAL\)\s+POST\s+STATE\s+NAME\s+TEXT$/m);
  expect(list.stdout).toMatch(/^\d+\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+peace-rally\s+(published|hidden|pending)\s+/m);
  const unknown = moderate('hide', '999999999');
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toContain('there is no comment with id 999999999');
});

/** The second comments-service's port and its nginx's. */
const moderatedFirstPorts = await freePorts(2);

test.describe('with COMMENTS_MODERATION=before', () => {
  // A second comments-service started with COMMENTS_MODERATION=before on its own SQLite file, behind a second nginx
  // rendered from the same template (as platform.spec.ts does), so the main stack keeps the default.
  const [servicePort, sitePort] = moderatedFirstPorts;
  const site = `http://127.0.0.1:${sitePort}`;
  const runtimeDir = join(repoRoot, `build/e2e-moderation-before-${sitePort}`);
  const beforeDatabase = join(runtimeDir, 'comments.sqlite');
  const stops: (() => void)[] = [];

  test.beforeAll(async () => {
    rmSync(runtimeDir, { recursive: true, force: true });
    mkdirSync(runtimeDir, { recursive: true });
    const service = spawn(process.execPath, [join(repoRoot, 'comments-service/dist/server.js')], {
      env: {
        ...process.env,
        BIND_HOST: '127.0.0.1',
        COMMENTS_PORT: String(servicePort),
        COMMENTS_DB_PATH: beforeDatabase,
        // The posts the built site publishes (comments-service takes comments on these only).
        COMMENTS_POSTS_FILE: join(repoRoot, 'frontend/dist/content/posts.json'),
        PUBLIC_SITE_URL: site,
        COMMENTS_MODERATION: 'before',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    stops.push(() => service.kill('SIGTERM'));
    const render = spawnSync('sh', [join(repoRoot, 'nginx/render.sh')], {
      env: {
        ...process.env,
        NGINX_RUNTIME_DIR: runtimeDir,
        NGINX_WEB_ROOT: join(repoRoot, 'frontend/dist'),
        NGINX_LISTEN_PORT: String(sitePort),
        NGINX_ACCESS_LOG: join(runtimeDir, 'access.log'),
        PAYMENT_SERVICE_ADDR: `127.0.0.1:${ports.payment}`,
        COMMENTS_SERVICE_ADDR: `127.0.0.1:${servicePort}`,
        COMMENTS_BACKEND: 'api',
        PUBLIC_SITE_URL: site,
      },
      encoding: 'utf8',
    });
    expect(render.status, render.stderr).toBe(0);
    const nginx = spawn('nginx', ['-e', 'stderr', '-p', runtimeDir, '-c', join(runtimeDir, 'nginx.conf')], {
      stdio: 'ignore',
    });
    stops.push(() => nginx.kill('SIGTERM'));
    await expect
      .poll(async () => (await fetch(`${site}/api/comments/peace-rally`).catch(() => null))?.status, {
        timeout: 15_000,
      })
      .toBe(200);
  });

  test.afterAll(() => {
    for (const stop of stops.splice(0)) stop();
  });

  test('a new comment waits unseen, its poster is told so, and approval publishes it on every open page', async ({
    browser,
  }) => {
    const open = async () => {
      const page = await (await browser.newContext({ baseURL: site })).newPage();
      await page.goto(articlePath);
      await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
      return page;
    };
    const [writer, reader] = [await open(), await open()];
    const text = `Waiting for approval ${Date.now().toString(36)}`;
    await writer.getByRole('button', { name: 'Add Comment' }).click();
    const dialog = writer.getByRole('dialog', { name: 'Add Comment' });
    await dialog.getByLabel('Full Name').fill('Gita');
    await dialog.getByLabel('Write your comment...').fill(text);
    const posted = writer.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/comments/'));
    await dialog.getByRole('button', { name: 'Post Comment' }).click();
    const answer = await posted;
    expect(answer.status()).toBe(202);
    const { id } = (await answer.json()) as { id: string };

    await expect(dialog).toBeHidden();
    await expect(
      writer.getByText('Thank you. Your comment will appear here once the school approves it.'),
    ).toBeVisible();
    for (const page of [writer, reader]) {
      await expect(page.getByText(text)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
    }
    // The form stays usable.
    await writer.getByRole('button', { name: 'Add Comment' }).click();
    await expect(dialog.getByLabel('Full Name')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const approve = moderate('approve', id, beforeDatabase);
    expect(approve.status, approve.stderr).toBe(0);
    expect(approve.stdout).toContain(`comment ${id} approve: pending -> published`);
    for (const page of [writer, reader]) {
      await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    }
    await writer.context().close();
    await reader.context().close();
  });
});
