import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProblems } from '../../scripts/publish/buildSite.js';
import {
  carryAssets,
  carryConsole,
  currentRelease,
  discardRelease,
  newRelease,
  pruneReleases,
  swapIn,
} from '../../scripts/publish/siteReleases.js';
import {
  contentFolderProblem,
  publish,
  publishHistorySetting,
  undoLastPublish,
} from '../../scripts/publish/publishRelease.js';
import {
  pruneHistory,
  publishHistory,
  restoreContent,
  takeContentRecord,
  writeContentRecord,
} from '../../scripts/publish/publishHistory.js';

const repoRoot = resolve(import.meta.dirname, '../..');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'publish-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the live site’s releases', () => {
  it('swaps a release in by one relative link, and keeps the live one and the two before it', () => {
    const site = join(dir, 'site');
    expect(currentRelease(site)).toBeUndefined();
    const names: string[] = [];
    for (let minute = 0; minute < 5; minute += 1) {
      const release = newRelease(site, new Date(Date.UTC(2026, 10, 24, 9, minute)));
      writeFileSync(join(release.path, 'index.html'), `version ${minute}`);
      swapIn(site, release.name);
      names.push(release.name);
    }
    expect(names[0]).toBe('20261124-090000');
    expect(readlinkSync(join(site, 'current'))).toBe(`releases/${names[4]}`);
    expect(readFileSync(join(site, 'current/index.html'), 'utf8')).toBe('version 4');

    const building = newRelease(site, new Date(Date.UTC(2026, 10, 24, 10, 0))); // a publish under way
    expect(pruneReleases(site)).toEqual(names.slice(0, 2));
    expect(readdirSync(join(site, 'releases')).sort()).toEqual([...names.slice(2), building.name]);
    expect(existsSync(join(site, 'current.next'))).toBe(false);
  });

  it('carries the live release’s own scripts, styles and pictures into the next, so a page opened before the swap still finds them', () => {
    const site = join(dir, 'site');
    const build = (name: string, files: Record<string, string>, manifest: object) => {
      const release = newRelease(site, new Date(Date.UTC(2026, 10, 24, 9, Number(name))));
      mkdirSync(join(release.path, 'assets'), { recursive: true });
      mkdirSync(join(release.path, '.vite'), { recursive: true });
      for (const [file, text] of Object.entries(files)) writeFileSync(join(release.path, file), text);
      writeFileSync(join(release.path, '.vite/manifest.json'), JSON.stringify(manifest));
      return release;
    };
    const first = build(
      '0',
      {
        'assets/index-AAA.js': 'old entry',
        'assets/index-AAA.js.gz': 'old entry, gzip',
        'assets/index-AAA.css': 'old styles',
        'assets/rally-400-AAA.jpg': 'old photo',
        'assets/carried-ZZZ.js': 'carried once already',
      },
      {
        'src/main.tsx': {
          file: 'assets/index-AAA.js',
          css: ['assets/index-AAA.css'],
          assets: ['assets/rally-400-AAA.jpg'],
        },
      },
    );
    swapIn(site, first.name);
    const second = build(
      '1',
      { 'assets/index-BBB.js': 'new entry', 'assets/rally-400-AAA.jpg': 'the same photo, built again' },
      { 'src/main.tsx': { file: 'assets/index-BBB.js', assets: ['assets/rally-400-AAA.jpg'] } },
    );

    expect(carryAssets(site, second.name).sort()).toEqual([
      'assets/index-AAA.css',
      'assets/index-AAA.js',
      'assets/index-AAA.js.gz',
    ]);
    expect(readFileSync(join(second.path, 'assets/index-AAA.js'), 'utf8')).toBe('old entry');
    expect(readFileSync(join(second.path, 'assets/index-AAA.js.gz'), 'utf8')).toBe('old entry, gzip');
    // The new build's own file is never replaced; what the live release had carried itself is not carried again.
    expect(readFileSync(join(second.path, 'assets/rally-400-AAA.jpg'), 'utf8')).toBe('the same photo, built again');
    expect(existsSync(join(second.path, 'assets/carried-ZZZ.js'))).toBe(false);
    // Nothing to carry before the first release, or from a release without a manifest.
    expect(carryAssets(join(dir, 'empty'), 'none')).toEqual([]);
  });

  it('carries the office console (its page, manifest and files) into each new release, which a site build does not make', () => {
    const site = join(dir, 'site');
    const live = newRelease(site, new Date(Date.UTC(2026, 10, 24, 9, 0)));
    mkdirSync(join(live.path, 'office'), { recursive: true });
    mkdirSync(join(live.path, '.vite'), { recursive: true });
    mkdirSync(join(live.path, 'assets'), { recursive: true });
    writeFileSync(join(live.path, 'office/index.html'), 'the console');
    writeFileSync(join(live.path, 'office/index.html.gz'), 'the console, gzip');
    writeFileSync(join(live.path, 'assets/office-main-AAA.js'), 'console script');
    writeFileSync(
      join(live.path, '.vite/office-manifest.json'),
      JSON.stringify({ 'office/index.html': { file: 'assets/office-main-AAA.js' } }),
    );
    swapIn(site, live.name);
    const next = newRelease(site, new Date(Date.UTC(2026, 10, 24, 9, 1)));
    mkdirSync(next.path, { recursive: true });
    writeFileSync(join(next.path, 'index.html'), 'the site, built again');

    expect(carryConsole(site, next.name).sort()).toEqual([
      '.vite/office-manifest.json',
      'assets/office-main-AAA.js',
      'office/index.html',
      'office/index.html.gz',
    ]);
    expect(readFileSync(join(next.path, 'office/index.html'), 'utf8')).toBe('the console');
    expect(readFileSync(join(next.path, 'assets/office-main-AAA.js'), 'utf8')).toBe('console script');
    // A release without a console carries none.
    expect(carryConsole(site, live.name)).toEqual([]);
  });

  it('names two releases of the same second apart, and never discards the live one', () => {
    const site = join(dir, 'site');
    const at = new Date(Date.UTC(2026, 0, 1));
    const first = newRelease(site, at);
    const second = newRelease(site, at);
    expect(second.name).toBe(`${first.name}-1`);
    swapIn(site, first.name);
    expect(() => discardRelease(site, first.name)).toThrow(/live/);
    discardRelease(site, second.name);
    expect(existsSync(second.path)).toBe(false);
  });
});

describe('the history of publishes, for undo', () => {
  const write = (folder: string, files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(folder, path, '..'), { recursive: true });
      writeFileSync(join(folder, path), text);
    }
  };
  const read = (folder: string, path: string) => readFileSync(join(folder, path), 'utf8');

  /** A release "published" from the content folder as it is now, without a build: its page says `text`. */
  const fakePublish = (site: string, content: string, minute: number, text: string) => {
    const release = newRelease(site, new Date(Date.UTC(2026, 10, 28, 9, minute)));
    writeFileSync(join(release.path, 'index.html'), text);
    writeContentRecord(site, takeContentRecord(site, content, release.name));
    swapIn(site, release.name);
    return release.name;
  };

  it('puts back the content folder a publish was built from: changed, removed and added files, hidden ones untouched', () => {
    const site = join(dir, 'site');
    const content = join(dir, 'content');
    write(content, {
      'school.yml': 'name: A school',
      'news/rally.md': 'the rally',
      'images/photo.jpg': 'the same bytes',
      'images/copy.jpg': 'the same bytes',
      '.git/HEAD': 'ref: refs/heads/main',
    });
    const record = takeContentRecord(site, content, 'first');
    expect(Object.keys(record.files)).toEqual(['images/copy.jpg', 'images/photo.jpg', 'news/rally.md', 'school.yml']);
    // One stored copy of two equal files.
    expect(readdirSync(join(site, 'history/files'))).toHaveLength(3);

    write(content, {
      'news/rally.md': 'edited by hand',
      'notices/new/holiday.md': 'added later',
      '.git/HEAD': 'moved',
    });
    rmSync(join(content, 'school.yml'));
    restoreContent(site, content, record);
    expect(read(content, 'news/rally.md')).toBe('the rally');
    expect(read(content, 'school.yml')).toBe('name: A school');
    expect(existsSync(join(content, 'notices'))).toBe(false); // the added file, and the folders it leaves empty
    expect(read(content, '.git/HEAD')).toBe('moved');
  });

  it('undoes the last publish: the release before is live again with its content, and a second undo goes further back', () => {
    const site = join(dir, 'site');
    const content = join(dir, 'content');
    write(content, { 'school.yml': 'version 1' });
    const first = fakePublish(site, content, 0, 'page 1');
    write(content, { 'school.yml': 'version 2', 'news/new.md': 'a new post' });
    const second = fakePublish(site, content, 1, 'page 2');
    write(content, { 'school.yml': 'version 3, typed after the publish' });

    let swaps = 0;
    const undone = undoLastPublish({
      contentDir: content,
      siteDir: site,
      afterSwap: () => (swaps += 1),
      log: () => {},
    });
    expect(undone).toEqual({ ok: true, undone: second, live: first });
    expect(swaps).toBe(1);
    expect(read(site, 'current/index.html')).toBe('page 1');
    expect(read(content, 'school.yml')).toBe('version 1');
    expect(existsSync(join(content, 'news'))).toBe(false);
    expect(readdirSync(join(site, 'releases'))).toEqual([first]);
    expect(publishHistory(site).map((record) => record.release)).toEqual([first]);

    const again = undoLastPublish({ contentDir: content, siteDir: site, log: () => {} });
    expect(again).toEqual({
      ok: false,
      problem: expect.stringMatching(/^Nothing to undo: no earlier publish is kept/),
    });
    expect(read(site, 'current/index.html')).toBe('page 1');
    expect(undoLastPublish({ contentDir: content, siteDir: join(dir, 'none') })).toEqual({
      ok: false,
      problem: 'Nothing to undo: the site has not been published yet.',
    });
  });

  it('forgets the records of releases that are gone, and the stored files no record holds', () => {
    const site = join(dir, 'site');
    const content = join(dir, 'content');
    write(content, { 'school.yml': 'old' });
    const old = fakePublish(site, content, 0, 'old');
    write(content, { 'school.yml': 'new' });
    const kept = fakePublish(site, content, 1, 'new');
    const stored = join(site, 'history/files');
    // Files stored in the last hour may be a build's under way: only older ones go.
    for (const name of readdirSync(stored)) utimesSync(join(stored, name), new Date(0), new Date(0));
    pruneHistory(site, [kept]);
    expect(publishHistory(site).map((record) => record.release)).toEqual([kept]);
    expect(readdirSync(stored)).toEqual(Object.values(publishHistory(site)[0]!.files));
    expect(old).not.toBe(kept);
  });

  it('reads PUBLISH_HISTORY as a whole number from 2 to 200, 20 when unset', () => {
    expect(publishHistorySetting(undefined)).toBe(20);
    expect(publishHistorySetting(' 5 ')).toBe(5);
    for (const wrong of ['1', '201', 'ten', '2.5'])
      expect(() => publishHistorySetting(wrong)).toThrow(/PUBLISH_HISTORY must be a whole number from 2 to 200/);
  });
});

describe('what a failed publish says', () => {
  it('keeps the content check’s file-and-line list, once each', () => {
    const output = [
      'vite v8 building for production...',
      'error during build:',
      '[site-content] The site was not built: a content file needs fixing.',
      '  site-content/news/sports-day.md, line 3: "date" "2025-02-30" is not a real date',
      '  site-content/news/sports-day.md, line 3: "date" "2025-02-30" is not a real date',
      '    at loadSiteContent (file.ts:1:1)',
    ].join('\n');
    expect(buildProblems(output)).toBe(
      'site-content/news/sports-day.md, line 3: "date" "2025-02-30" is not a real date',
    );
  });

  it('says plainly when the content folder is not there', () => {
    expect(contentFolderProblem(join(dir, 'nowhere'))).toMatch(/does not exist \(SITE_CONTENT_DIR/);
    mkdirSync(join(dir, 'empty'));
    expect(contentFolderProblem(join(dir, 'empty'))).toMatch(/has no school\.yml/);
  });

  it(
    'leaves the live site as it was when a file is wrong, and names the file and the line',
    { timeout: 120_000 },
    async () => {
      const content = join(dir, 'content');
      cpSync(join(repoRoot, 'site-content'), content, { recursive: true });
      const exam = join(content, 'exams/2025-09-first-terminal.md');
      writeFileSync(exam, readFileSync(exam, 'utf8').replace('date: 2025-09-10', 'date: 2025-09-31'));
      const site = join(dir, 'site');
      const live = newRelease(site, new Date(Date.UTC(2026, 0, 1)));
      writeFileSync(join(live.path, 'index.html'), 'the live site');
      swapIn(site, live.name);

      let swapped = false;
      const result = await publish({
        contentDir: content,
        siteDir: site,
        afterSwap: () => (swapped = true),
        log: () => {},
      });
      expect(result).toEqual({
        ok: false,
        problems: expect.stringMatching(
          /^content\/exams\/2025-09-first-terminal\.md, line 3: "date" "2025-09-31" is not a real date/,
        ),
      });
      expect(swapped).toBe(false);
      expect(readFileSync(join(site, 'current/index.html'), 'utf8')).toBe('the live site');
      expect(readdirSync(join(site, 'releases'))).toEqual([live.name]); // the failed build's folder is gone
    },
  );
});

describe('nginx/render.sh while the site is served', () => {
  it('swaps the completed pages in by renaming a link, keeping the folder before for requests under way', () => {
    const web = join(dir, 'web');
    mkdirSync(join(web, 'about'), { recursive: true });
    writeFileSync(join(web, 'index.html'), '<link href="__PUBLIC_SITE_URL__/">');
    writeFileSync(join(web, 'about/index.html'), 'about');
    for (const file of ['robots.txt', 'sitemap.xml', 'feed.xml']) writeFileSync(join(web, file), '__PUBLIC_SITE_URL__');
    writeFileSync(join(web, 'csp-script-src.txt'), "'sha256-AAAA'");
    const runtime = join(dir, 'nginx');
    const render = () =>
      spawnSync('sh', [join(repoRoot, 'nginx/render.sh')], {
        encoding: 'utf8',
        env: {
          ...process.env,
          NGINX_RUNTIME_DIR: runtime,
          NGINX_WEB_ROOT: web,
          PUBLIC_SITE_URL: 'https://school.example.np',
        },
      });
    const links: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const result = render();
      expect(result.status, result.stderr).toBe(0);
      links.push(readlinkSync(join(runtime, 'pages')));
    }
    expect(new Set(links).size).toBe(3);
    expect(readFileSync(join(runtime, 'pages/index.html'), 'utf8')).toBe('<link href="https://school.example.np/">');
    expect(readFileSync(join(runtime, 'pages/about/index.html'), 'utf8')).toBe('about');
    expect(
      readdirSync(runtime)
        .filter((name) => name.startsWith('pages.'))
        .sort(),
    ).toEqual(links.slice(1).sort());
    expect(readFileSync(join(runtime, 'feed.xml'), 'utf8')).toBe('https://school.example.np');
    expect(readdirSync(runtime).filter((name) => name.endsWith('.new'))).toEqual([]);
  });
});
