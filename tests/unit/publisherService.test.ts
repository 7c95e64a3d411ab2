import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  answersKept,
  newRequestId,
  PublishQueue,
  type PublishQueueHistory,
} from '../../packages/service-kit/src/publishQueue.js';
import { publishHistory, takeContentRecord, writeContentRecord } from '../../scripts/publish/publishHistory.js';
import type { PublishOptions, PublishResult } from '../../scripts/publish/publishRelease.js';
import {
  handleNextRequest,
  runPublisherService,
  type PublisherServiceOptions,
} from '../../scripts/publish/publisherService.js';
import { currentRelease, newRelease, releaseNames, swapIn } from '../../scripts/publish/siteReleases.js';

/**
 * The publish queue (packages/service-kit/src/publishQueue.ts) and the publisher service that takes its requests
 * (scripts/publish/publisherService.ts), on real folders: a queue, a site folder with releases and the history of
 * their content, and a small content folder. The build itself is replaced by a quick "publish" that makes a release
 * the way publishRelease.ts does, except for one real build (refused) whose problem lines must reach the answer.
 */
const repoRoot = resolve(import.meta.dirname, '../..');

let dir: string;
let queue: PublishQueue;
let site: string;
let content: string;
let swaps: number;
let builds: number;
let lines: string[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'publisher-'));
  queue = new PublishQueue(join(dir, 'queue')).prepare();
  site = join(dir, 'site');
  content = join(dir, 'content');
  write({ 'school.yml': 'version 1' });
  swaps = 0;
  builds = 0;
  lines = [];
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(content, path, '..'), { recursive: true });
    writeFileSync(join(content, path), text);
  }
}
const read = (folder: string, path: string) => readFileSync(join(folder, path), 'utf8');

/** publishRelease.ts's publish without the build: a release whose page names the school.yml it was made from. */
async function quickPublish(options: PublishOptions): Promise<PublishResult> {
  builds += 1;
  const release = newRelease(options.siteDir);
  writeFileSync(join(release.path, 'index.html'), read(options.contentDir, 'school.yml'));
  writeContentRecord(options.siteDir, takeContentRecord(options.siteDir, options.contentDir, release.name));
  swapIn(options.siteDir, release.name);
  options.afterSwap?.();
  return { ok: true, release: release.name };
}

function publisher(overrides: Partial<PublisherServiceOptions> = {}): PublisherServiceOptions {
  return {
    queue,
    contentDir: content,
    siteDir: site,
    history: 20,
    afterSwap: () => (swaps += 1),
    log: (line) => lines.push(line),
    publishSite: quickPublish,
    ...overrides,
  };
}

const historyFile = () => JSON.parse(read(queue.folder, 'history.json')) as PublishQueueHistory;

describe('the publish queue', () => {
  it('names requests in the order they were made, each once', () => {
    const at = new Date(Date.UTC(2026, 10, 28, 19, 1, 2, 345));
    const ids = [newRequestId(at), newRequestId(at), newRequestId(new Date(at.getTime() + 1))];
    expect(ids[0]).toMatch(/^20261128T190102345Z-[0-9a-f]{6}$/);
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]! > ids[0]! && ids[2]! > ids[1]!).toBe(true);
  });

  it('keeps a request until its final answer is written, and reads a half-written file as no request', () => {
    const request = queue.add('publish', 'office@school.example.np');
    writeFileSync(join(queue.folder, 'requests', 'x.json.1234.abcdef.part'), '{"request":'); // a write cut short
    expect(queue.pending()).toEqual([
      { request: request.request, action: 'publish', state: 'waiting', requestedAt: request.requestedAt },
    ]);
    expect(queue.next()).toEqual({ request, taken: undefined });

    queue.setAnswer({ ...request, state: 'building', liveBefore: null });
    expect(queue.answer(request.request)).toEqual({
      request: request.request,
      action: 'publish',
      requestedAt: request.requestedAt,
      state: 'building',
    });
    expect(queue.next()?.taken).toMatchObject({ state: 'building', liveBefore: null });

    // Answered but not removed (a stop in between): the next look removes it instead of doing it again.
    queue.setAnswer({ ...request, state: 'live', release: 'r1' });
    expect(queue.next()).toBeUndefined();
    expect(queue.answer(request.request)).toMatchObject({ state: 'live', release: 'r1' });
    expect(queue.pending()).toEqual([]);
  });

  it(`keeps the newest ${answersKept} answers, and never the answer of a request still queued`, () => {
    const base = Date.UTC(2026, 10, 28);
    const old = queue.add('publish', undefined, new Date(base));
    queue.setAnswer({ ...old, state: 'building' }); // still in the queue: kept however old
    for (let n = 1; n <= answersKept + 5; n += 1) {
      const request = queue.add('publish', undefined, new Date(base + n * 1000));
      queue.setAnswer({ ...request, state: 'live', release: `r${n}` });
      queue.done(request.request);
    }
    const answers = readdirSync(join(queue.folder, 'answers'));
    expect(answers).toHaveLength(answersKept + 1);
    expect(answers).toContain(`${old.request}.json`);
    expect(queue.answer(old.request)?.state).toBe('building');
  });
});

describe('the publisher service', () => {
  it('does the requests one after another, oldest first, and refreshes the history after each', async () => {
    const first = queue.add('publish', 'office@school.example.np');
    const undo = queue.add('undo', 'office@school.example.np');
    // A refused build: the content's own problem lines; nothing changes.
    let refuse = true;
    const options = publisher({
      publishSite: (o) =>
        refuse
          ? Promise.resolve({ ok: false, problems: 'news/a.md, line 3: "date" is not a real date' })
          : quickPublish(o),
    });
    expect(await handleNextRequest(options)).toBe(true);
    expect(queue.answer(first.request)).toEqual({
      request: first.request,
      action: 'publish',
      requestedAt: first.requestedAt,
      state: 'refused',
      problems: 'news/a.md, line 3: "date" is not a real date',
    });
    expect(await handleNextRequest(options)).toBe(true);
    expect(queue.answer(undo.request)).toMatchObject({
      state: 'refused',
      problems: 'Nothing to undo: the site has not been published yet.',
    });
    expect(await handleNextRequest(options)).toBe(false);
    expect(historyFile()).toEqual({ live: null, history: [] });

    refuse = false;
    const second = queue.add('publish', undefined);
    write({ 'school.yml': 'version 2', 'news/new.md': 'a post' });
    const third = queue.add('publish', undefined);
    await handleNextRequest(options);
    await handleNextRequest(options);
    const [one, two] = [queue.answer(second.request)!, queue.answer(third.request)!];
    expect([one.state, two.state]).toEqual(['live', 'live']);
    expect(one.release! < two.release!).toBe(true);
    expect(currentRelease(site)).toBe(two.release);
    expect(swaps).toBe(2);
    expect(historyFile()).toEqual({
      live: two.release,
      history: [
        { release: two.release, publishedAt: expect.any(String), files: 2, live: true },
        { release: one.release, publishedAt: expect.any(String), files: 2, live: false },
      ],
    });
    expect(readdirSync(join(queue.folder, 'requests'))).toEqual([]);
  });

  it('answers failed, in plain words, when the publish throws, and goes on with the next request', async () => {
    const broken = queue.add('publish', undefined);
    const next = queue.add('publish', undefined);
    let calls = 0;
    const options = publisher({
      publishSite: (o) => (calls++ === 0 ? Promise.reject(new Error('EACCES: the site folder')) : quickPublish(o)),
    });
    await handleNextRequest(options);
    await handleNextRequest(options);
    expect(queue.answer(broken.request)).toMatchObject({
      state: 'failed',
      problems: 'The publisher stopped on an error; nothing changed: EACCES: the site folder',
    });
    expect(queue.answer(next.request)?.state).toBe('live');
  });

  it('does again a publish that was building when the publisher was killed, its unfinished release removed', async () => {
    await quickPublish({ contentDir: content, siteDir: site });
    const first = currentRelease(site)!;
    const request = queue.add('publish', undefined);
    queue.setAnswer({ ...request, state: 'building', liveBefore: first });
    const cutOff = newRelease(site); // then kill -9: half a build, no record, no final answer
    writeFileSync(join(cutOff.path, 'index.html'), 'half');
    write({ 'school.yml': 'version 2' });

    await handleNextRequest(publisher());
    expect(builds).toBe(2);
    const second = currentRelease(site)!;
    expect(queue.answer(request.request)).toMatchObject({ state: 'live', release: second });
    expect(releaseNames(site)).toEqual([first, second]);
    expect(lines.join('\n')).toMatch(/was under way when the publisher stopped: again/);

    // So an undo goes back to the publish before, not to the cut-off folder.
    queue.add('undo', undefined);
    await handleNextRequest(publisher());
    expect(currentRelease(site)).toBe(first);
    expect(read(content, 'school.yml')).toBe('version 1');
  });

  it('finishes an undo killed after its swap instead of undoing a second publish', async () => {
    await quickPublish({ contentDir: content, siteDir: site });
    const first = currentRelease(site)!;
    write({ 'school.yml': 'version 2', 'news/new.md': 'a post' });
    await quickPublish({ contentDir: content, siteDir: site });
    const second = currentRelease(site)!;
    write({ 'school.yml': 'version 3' });
    await quickPublish({ contentDir: content, siteDir: site });
    const third = currentRelease(site)!;

    // The undo of `third` took the request and swapped `second` in; then the publisher was killed, before the
    // content folder was put back and `third` removed.
    const undo = queue.add('undo', undefined);
    queue.setAnswer({ ...undo, state: 'building', liveBefore: third });
    swapIn(site, second);

    await handleNextRequest(publisher());
    expect(currentRelease(site)).toBe(second); // not `first`: undone once
    expect(queue.answer(undo.request)).toMatchObject({ state: 'live', release: second });
    expect(releaseNames(site)).toEqual([first, second]);
    expect(read(content, 'school.yml')).toBe('version 2');
    expect(publishHistory(site).map((record) => record.release)).toEqual([second, first]);
    expect(swaps).toBe(1); // the web server told again, in case the stop came before it was
    expect(historyFile().live).toBe(second);
  });

  it('does an undo killed before its swap, once', async () => {
    await quickPublish({ contentDir: content, siteDir: site });
    const first = currentRelease(site)!;
    write({ 'school.yml': 'version 2' });
    await quickPublish({ contentDir: content, siteDir: site });
    const second = currentRelease(site)!;
    const undo = queue.add('undo', undefined);
    queue.setAnswer({ ...undo, state: 'building', liveBefore: second });

    await handleNextRequest(publisher());
    expect(currentRelease(site)).toBe(first);
    expect(queue.answer(undo.request)).toMatchObject({ state: 'live', release: first });
    expect(read(content, 'school.yml')).toBe('version 1');
    expect(existsSync(join(site, 'releases', second))).toBe(false);
  });

  it('writes the history at its start, takes a request made while it runs, and stops when asked', async () => {
    await quickPublish({ contentDir: content, siteDir: site });
    const stop = new AbortController();
    const running = runPublisherService(publisher(), stop.signal);
    expect(historyFile()).toMatchObject({ live: currentRelease(site), history: [{ files: 1, live: true }] });

    write({ 'school.yml': 'version 2' });
    const request = queue.add('publish', 'office@school.example.np');
    while (queue.answer(request.request)?.state !== 'live') await new Promise((r) => setTimeout(r, 50));
    stop.abort();
    await running;
    expect(read(site, 'current/index.html')).toBe('version 2');
    expect(lines[0]).toMatch(/^\[publisher\] watching /);
  });

  it(
    'answers a real build refused for a content problem with `make publish`’s own lines',
    { timeout: 120_000 },
    async () => {
      cpSync(join(repoRoot, 'site-content'), content, { recursive: true });
      const exam = join(content, 'exams/2025-09-first-terminal.md');
      writeFileSync(exam, readFileSync(exam, 'utf8').replace('date: 2025-09-10', 'date: 2025-09-31'));
      const request = queue.add('publish', undefined);
      await handleNextRequest(publisher({ publishSite: undefined }));
      expect(queue.answer(request.request)).toMatchObject({
        state: 'refused',
        problems: expect.stringMatching(
          /^content\/exams\/2025-09-first-terminal\.md, line 3: "date" "2025-09-31" is not a real date/,
        ),
      });
      expect(currentRelease(site)).toBeUndefined();
      expect(swaps).toBe(0);
    },
  );
});
