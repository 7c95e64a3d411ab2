/**
 * `make bench`: the office console's staff routes, through nginx on the whole local stack, with a signed-in
 * administrator's session (a one-time link from `make staff`'s command).
 *
 *   applications  BENCH_APPLICATIONS_SEEDED (5,000) applications seeded through SQL (not the form), then the list
 *                 at a steady BENCH_LIST_RATE (50) requests a second for BENCH_LOAD_SECONDS (10): pages, filters by
 *                 status and class, and searches by name, in turn. Target: every answer 200, p99 under 50 ms.
 *   hide          BENCH_ARTICLE_PAGES (50) open article pages (comment streams, each from its own loopback
 *                 address), and a comment hidden from the console: the time from the hide until each page's stream
 *                 has it. Target: p99 under 2 s.
 * The console's first load (JavaScript, gzip) is bundle-size.ts's figure, beside the public pages' budgets.
 * Exits 1 if a target is missed.
 *
 *   npx tsx scripts/bench/office-console.ts
 * Settings: BENCH_PORT_BASE (29000), BENCH_APPLICATIONS_SEEDED, BENCH_LIST_RATE, BENCH_LOAD_SECONDS,
 * BENCH_ARTICLE_PAGES.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { get, type ClientRequest } from 'node:http';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { settingsFromEnv, startStack, type RunningStack } from '../stack.js';
import {
  configureBenchStack,
  loadRow,
  numberSetting,
  percentile,
  repoRoot,
  sleep,
  steadyLoad,
} from './benchSupport.js';

const portBase = numberSetting('BENCH_PORT_BASE', 29000);
const seeded = numberSetting('BENCH_APPLICATIONS_SEEDED', 5000);
const listRate = numberSetting('BENCH_LIST_RATE', 50);
const loadSeconds = numberSetting('BENCH_LOAD_SECONDS', 10);
const articlePages = numberSetting('BENCH_ARTICLE_PAGES', 50);
const targets = { listP99Ms: 50, hideP99Ms: 2000 };
const postId = 'peace-rally';
const httpPort = portBase + 80;
const site = `http://127.0.0.1:${httpPort}`;
const dataDir = resolve(repoRoot, `build/bench-console-${portBase}/data`);

/** Applications written straight into office-service's database, as the API test seeds them. */
function seedApplications(count: number): void {
  const db = new Database(join(dataDir, 'office.sqlite'));
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    `INSERT INTO admissions (reference, student_name, class_applied, details, photo_path, certificate_path, created_at, status)
     VALUES (?, ?, ?, '{}', 'x/photo.jpg', 'x/birth-certificate.pdf', ?, ?)`,
  );
  const classes = ['Nursery', 'LKG', 'UKG', 'Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5'];
  const statuses = ['new', 'in-review', 'admitted', 'waiting-list', 'declined'];
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const reference = `B-${i.toString(36).toUpperCase().padStart(5, '0')}`;
      const at = new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
      insert.run(reference, `Bench Child ${i}`, classes[i % classes.length], at, statuses[i % statuses.length]);
    }
  })();
  db.close();
}

/** An administrator's session cookie: `make staff`'s command adds them and prints a one-time link, used here. */
async function adminSession(): Promise<string> {
  const email = 'bench-admin@school.example.np';
  const staff = (...args: string[]) =>
    spawnSync(process.execPath, ['office-service/dist/cli/staff.js', ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, OFFICE_DB_PATH: join(dataDir, 'office.sqlite') },
    });
  staff('add', email, '--role', 'admin');
  const token = /#link=([\w-]+)/.exec(staff('link', email).stdout)?.[1];
  if (!token) throw new Error('make staff printed no sign-in link');
  const answer = await fetch(`${site}/api/office/sign-in/link`, {
    method: 'POST',
    headers: { origin: site, 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (answer.status !== 200) throw new Error(`the sign-in link was refused: ${answer.status}`);
  return answer.headers.get('set-cookie')!.split(';')[0]!;
}

/** The list's requests in turn: pages, a status, a class, a search. */
function listPath(i: number): string {
  const kinds = [
    `?page=${1 + (i % 20)}`,
    '?status=in-review',
    '?class=Grade%203&status=admitted',
    `?q=${encodeURIComponent(`child ${i % 500}`)}`,
    '?from=2026-02-01&to=2026-02-28',
  ];
  return `/api/office/applications${kinds[i % kinds.length]}`;
}

/** One open article page's comment stream, from its own loopback address: when a hide arrived. */
interface ArticlePage {
  open: boolean;
  hiddenAt?: number;
  request?: ClientRequest;
}

function openArticlePage(address: string): Promise<ArticlePage> {
  return new Promise((opened) => {
    const page: ArticlePage = { open: false };
    const timer = setTimeout(() => opened(page), 15_000);
    page.request = get(
      {
        host: '127.0.0.1',
        port: httpPort,
        path: `/api/comments/${postId}/stream`,
        localAddress: address,
        agent: false,
        headers: { accept: 'text/event-stream' },
      },
      (response) => {
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes(': connected')) {
              page.open = true;
              clearTimeout(timer);
              opened(page);
            }
            if (/^event: comment-hidden$/m.test(block)) page.hiddenAt ??= performance.now();
          }
        });
      },
    );
    page.request.on('error', () => opened(page));
  });
}

async function main(): Promise<void> {
  configureBenchStack('console', portBase, { COMMENTS_RATE_LIMIT_PER_MINUTE: '100000' });
  process.env.DATA_DIR = dataDir;
  // A new database each run: the seeded applications and the session are the bench's own.
  rmSync(dataDir, { recursive: true, force: true });
  const stack: RunningStack = await startStack(settingsFromEnv([]));
  let met = true;
  try {
    seedApplications(seeded);
    const cookie = await adminSession();
    const headers = { cookie, accept: 'application/json' };

    const list = await steadyLoad('applications list (5,000 seeded)', listRate, loadSeconds, (i) =>
      fetch(`${site}${listPath(i)}`, { headers }),
    );
    const listed = loadRow(list, targets.listP99Ms);
    met &&= listed.met;
    console.table([listed.row]);

    const posted = await fetch(`${site}/api/comments/${postId}`, {
      method: 'POST',
      headers: { origin: site, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Reader', text: 'A comment the office will hide.' }),
    });
    const { id } = (await posted.json()) as { id: string };
    const addresses = Array.from({ length: articlePages }, (_, i) => `127.0.0.${i + 2}`);
    const pages = await Promise.all(addresses.map((address) => openArticlePage(address)));
    const openPages = pages.filter((page) => page.open);
    const hideSent = performance.now();
    const hidden = await fetch(`${site}/api/office/comments/${id}/hide`, {
      method: 'POST',
      headers: { ...headers, origin: site },
    });
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline && openPages.some((page) => page.hiddenAt === undefined)) await sleep(20);
    for (const page of pages) page.request?.destroy();
    const delays = openPages
      .filter((page) => page.hiddenAt !== undefined)
      .map((page) => page.hiddenAt! - hideSent)
      .sort((a, b) => a - b);
    const hideP99 = delays.length > 0 ? percentile(delays, 99) : Number.NaN;
    const hideMet = hidden.status === 200 && delays.length === articlePages && hideP99 < targets.hideP99Ms;
    met &&= hideMet;
    console.table([
      {
        load: `a hide reaching ${articlePages} open article pages`,
        'pages open': openPages.length,
        'pages told': delays.length,
        'p50 ms': delays.length ? percentile(delays, 50).toFixed(0) : '-',
        'p99 ms': Number.isNaN(hideP99) ? '-' : hideP99.toFixed(0),
        target: `every page, p99 < ${targets.hideP99Ms} ms`,
      },
    ]);
  } finally {
    await stack.stop();
  }
  console.log(met ? 'Every target met.' : 'A target was missed.');
  process.exitCode = met ? 0 : 1;
}

await main();
