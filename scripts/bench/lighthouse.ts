/**
 * `make bench`, part two: Lighthouse on every route (frontend/src/lib/paths.ts; a news post's at the newest post of
 * the content folder, scripts/siteAddresses.ts; /notices with its empty state when there is no notice) in English, and
 * the Nepali home, about and admissions pages (/ne, /ne/about, /ne/admissions), mobile defaults (a mid-range phone,
 * simulated slow 4G and a 4x slower CPU), in Debian's Chromium, against the whole local stack (production build)
 * on its own ports. Beside each route, its floor: the same route rendered once in Chromium and saved as HTML with
 * its CSS and no script (the page's final DOM without <script> and modulepreload links, Emotion's rules written
 * into its <style> tags), served by a small server on another port that hands everything else (images, fonts,
 * CSS files) to the same nginx, and measured by Lighthouse in the same run.
 *
 * Each route is measured BENCH_LIGHTHOUSE_RUNS times (5), each in a fresh Chromium, and the run with the median
 * performance score is the route's figures: Lighthouse's own advice, as one run's blocking time moves by ±100 ms
 * with whatever else the machine does (its simulation multiplies every task's observed time by 4). For the same
 * reason each run starts once the CPUs have been quiet for a second (at most 30 s of waiting; a run that could not
 * wait says so). The floor, a page without script, varies little and is measured once.
 *
 * Prints, per route: the four category scores, FCP, LCP, TBT, CLS, the JavaScript loaded by network idle (gzip:
 * the transfer size of the script requests) and, on a Nepali page, how much of it is the Nepali words' own chunks,
 * the floor's performance and LCP, LCP(site)/LCP(floor), and the range of the performance scores over the runs; then
 * the bytes of font each Nepali page downloaded (its Devanagari font).
 * Exits 1 (after printing everything) when a route misses a target:
 *   performance ≥ 98; accessibility, best practices and SEO 100 (the payment result pages, which say noindex, are
 *   excused from SEO's is-crawlable audit only: their SEO score is computed without it); LCP ratio ≤ 1.3;
 *   JavaScript by network idle ≤ 125 KB gzip on the home page, ≤ 150 KB on every other route; on a Nepali page, the
 *   same budget for its JavaScript besides the chunks of its words (the same code as its English page's, which
 *   loads no words of its own: English is in the code).
 * Lighthouse runs here only, never in `make test` (its figures are timings).
 *
 *   npx tsx scripts/bench/lighthouse.ts
 * Settings: BENCH_PORT_BASE (28000: the stack on +1…+3 and +80, the floor server on +60), BENCH_LIGHTHOUSE_RUNS
 * (5: runs per route, the median one reported), BENCH_ROUTES (a
 * comma-separated subset of the addresses, e.g. "/,/about,/blogs/peace-rally,/notices"), CHROME_PATH (/usr/bin/chromium), SITE_DIST_DIR (the
 * built site, frontend/dist by default).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { siteLanguages } from '@school/contracts/languages';
import { languageOfPath, pathWithoutLanguage, paths } from '../../frontend/src/lib/paths.js';
import { siteAddressesInEveryLanguage } from '../siteAddresses.js';
import { chromiumLaunchOptions } from '../../tests/chromiumLaunchOptions.js';
import { settingsFromEnv, startStack } from '../stack.js';
import { configureBenchStack, numberSetting, repoRoot } from './benchSupport.js';
import { waitForQuietCpu } from './quietCpu.js';

const portBase = numberSetting('BENCH_PORT_BASE', 28000);
const floorPort = portBase + 60;
const runsPerRoute = numberSetting('BENCH_LIGHTHOUSE_RUNS', 5);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const floorDir = resolve(repoRoot, `build/bench-lighthouse-${portBase}/floor`);
/** Every run's full Lighthouse report, to see what set a figure (open one in https://googlechrome.github.io/lighthouse/viewer/). */
const reportDir = resolve(repoRoot, `build/bench-lighthouse-${portBase}/reports`);

const targets = {
  performance: 98,
  otherCategories: 100,
  lcpRatio: 1.3,
  homeJsBytes: 125 * 1024,
  routeJsBytes: 150 * 1024,
};

/**
 * A chunk of one language's words alone, as vite.config.ts names it: /assets/ne-home-….js. By the site's other
 * languages' codes, not any short prefix: a code chunk may have a short name too (/assets/api-….js).
 */
const wordsChunk = new RegExp(
  `/assets/(${siteLanguages.filter((language) => language !== 'en').join('|')})-[^/]*\\.js$`,
);

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

/** A route as a file name: home, about, blogs-peace-rally. */
const reportName = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'));

/**
 * Every address of the built site, in every language: a news post's route at each post of the content folder
 * (SITE_CONTENT_DIR).
 */
const addresses = siteAddressesInEveryLanguage();

/** The Nepali pages measured by default: home, a content page and a form page, each with its Devanagari font. */
const nepaliRoutesByDefault = ['/ne', '/ne/about', '/ne/admissions'];

function routesToMeasure(): string[] {
  // Each route once: the news post's at the newest post (every post is the same page with other text and pictures);
  // in English, and the Nepali pages above.
  const byDefault: string[] = [];
  const measured = new Set<string>();
  for (const { path, route, language } of addresses) {
    if (language !== 'en') {
      if (nepaliRoutesByDefault.includes(path)) byDefault.push(path);
      continue;
    }
    if (measured.has(route.path)) continue;
    measured.add(route.path);
    byDefault.push(path);
  }
  const all = addresses.map(({ path }) => path);
  const wanted = process.env.BENCH_ROUTES?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  if (!wanted || wanted.length === 0) return byDefault;
  const unknown = wanted.filter((route) => !all.includes(route));
  if (unknown.length > 0) throw new Error(`BENCH_ROUTES names no route of the site: ${unknown.join(', ')}`);
  return wanted;
}

/** What the bench reads of a Lighthouse report (the `lighthouse` types are wider than this). */
interface Audit {
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: { url?: string; resourceType?: string; transferSize?: number }[] };
}
interface Report {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}

interface Measurement {
  scores: Record<Category, number>;
  /** SEO was computed without is-crawlable (a page that says noindex on purpose). */
  seoExcused: boolean;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /**
   * Of jsBytes, the chunks of another language's words alone (assets/<language>-…, named so by vite.config.ts): what a
   * page in that language loads beside the code its English page runs.
   */
  wordsBytes: number;
  /** The fonts downloaded (transfer size): the Devanagari font on a Nepali page, none on an English one. */
  fontBytes: number;
  /** The weighted audits of accessibility, best practices and SEO that did not pass, to say what to fix. */
  failedAudits: string[];
}

/** A category's score from its weighted audits, leaving out the excused ones (Lighthouse's own formula). */
function scoreWithout(report: Report, category: Category, excused: string[]): number {
  let total = 0;
  let weights = 0;
  for (const ref of report.categories[category].auditRefs) {
    const audit = report.audits[ref.id];
    if (!audit || ref.weight === 0 || excused.includes(ref.id)) continue;
    if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode) || audit.score === null) continue;
    total += audit.score * ref.weight;
    weights += ref.weight;
  }
  return weights > 0 ? Math.round((total / weights) * 100) : Number.NaN;
}

/** One Lighthouse run in a fresh Chromium: nothing cached, nothing left from the run before. */
async function measure(url: string, noindexExpected: boolean, reportName: string): Promise<Measurement> {
  const busy = await waitForQuietCpu();
  if (busy > 0.1)
    console.log(`[bench] the CPUs are still ${Math.round(busy * 100)}% busy: ${reportName} may read high`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    const report = result?.lhr as unknown as Report | undefined;
    if (!report) throw new Error(`Lighthouse returned no report for ${url}`);
    if (report.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${report.runtimeError.message}`);
    writeFileSync(join(reportDir, `${reportName}.json`), JSON.stringify(report));
    const scores = Object.fromEntries(
      categories.map((category) => [category, Math.round((report.categories[category].score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const seoExcused = noindexExpected && report.audits['is-crawlable']?.score === 0;
    if (seoExcused) scores.seo = scoreWithout(report, 'seo', ['is-crawlable']);
    const failedAudits = (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
      report.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]!.score! < 1)
        .filter((ref) => !(seoExcused && ref.id === 'is-crawlable'))
        .map((ref) => `${category}/${ref.id}`),
    );
    const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    const requests = report.audits['network-requests']?.details?.items ?? [];
    return {
      scores,
      seoExcused,
      failedAudits,
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsBytes: requests
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      wordsBytes: requests
        .filter((item) => item.resourceType === 'Script' && wordsChunk.test(item.url ?? ''))
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      fontBytes: requests
        .filter((item) => item.resourceType === 'Font')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * The run with the median performance score (of an even count, the lower middle one); ties by blocking time, then by
 * LCP: five runs all scored 100 are ordered by how they went, so one slow run is not the route's figure by its place.
 */
function medianRun(runs: Measurement[]): Measurement {
  const sorted = [...runs].sort(
    (a, b) => a.scores.performance - b.scores.performance || b.tbtMs - a.tbtMs || b.lcpMs - a.lcpMs,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * Each route as the browser finally draws it, saved without its scripts: the markup and CSS alone. Emotion writes
 * its rules straight into the style sheets in production (no text in its <style> tags), so they are copied in.
 */
async function saveFloorPages(siteUrl: string, routes: string[]): Promise<Map<string, Buffer>> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const pages = new Map<string, Buffer>();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(`${siteUrl}${route}`, { waitUntil: 'networkidle' });
      const html = await page.evaluate(() => {
        for (const style of document.querySelectorAll('style')) {
          const rules = style.sheet ? [...style.sheet.cssRules].map((rule) => rule.cssText).join('\n') : '';
          if (rules) style.textContent = rules;
        }
        for (const element of document.querySelectorAll(
          'script, link[rel="modulepreload"], link[rel="preload"][as="script"]',
        ))
          element.remove();
        return `<!doctype html>\n${document.documentElement.outerHTML}`;
      });
      const file = join(floorDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, html);
      pages.set(route, gzipSync(html, { level: 5 }));
    }
  } finally {
    await browser.close();
  }
  return pages;
}

/** The floor pages at their routes (gzip, as nginx sends pages); every other request is the site's nginx. */
function startFloorServer(pages: Map<string, Buffer>, sitePort: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://floor').pathname;
    const page = pages.get(path);
    if (page && req.method === 'GET') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'content-length': page.length,
        'cache-control': 'no-cache',
      });
      res.end(page);
      return;
    }
    const upstream = httpRequest(
      { host: '127.0.0.1', port: sitePort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((ready, fail) => {
    server.once('error', fail);
    server.listen(floorPort, '127.0.0.1', () => ready(server));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const [i, row] of rows.entries()) {
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    );
    if (i === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  }
}

async function main(): Promise<void> {
  const routes = routesToMeasure();
  configureBenchStack('lighthouse', portBase);
  const settings = settingsFromEnv(['--fresh']);
  const stack = await startStack(settings);
  let floorServer: Server | undefined;
  try {
    rmSync(floorDir, { recursive: true, force: true });
    rmSync(reportDir, { recursive: true, force: true });
    mkdirSync(reportDir, { recursive: true });
    const floorPages = await saveFloorPages(stack.siteUrl, routes);
    floorServer = await startFloorServer(floorPages, settings.httpPort);
    const floorUrl = `http://127.0.0.1:${floorPort}`;

    const results: { route: string; site: Measurement; floor: Measurement; performanceRange: string }[] = [];
    for (const route of routes) {
      // The table's unlisted routes are the pages that say noindex.
      const noindex = addresses.some(({ path, route: tableRoute }) => path === route && !tableRoute.listed);
      console.log(`[bench] Lighthouse ${route} (site ${runsPerRoute} times, then floor)…`);
      const runs: Measurement[] = [];
      for (let run = 1; run <= runsPerRoute; run += 1)
        runs.push(await measure(`${stack.siteUrl}${route}`, noindex, `${reportName(route)}.site-${run}`));
      const floor = await measure(`${floorUrl}${route}`, noindex, `${reportName(route)}.floor`);
      const byPerformance = runs.map((run) => run.scores.performance).sort((a, b) => a - b);
      results.push({
        route,
        site: medianRun(runs),
        floor,
        performanceRange: `${byPerformance[0]}–${byPerformance[byPerformance.length - 1]}`,
      });
    }

    console.log(
      `\nLighthouse, mobile defaults (simulated slow 4G, 4x CPU slowdown), Debian Chromium; each route's median of ` +
        `${runsPerRoute} runs by performance (perf range: all ${runsPerRoute}):\n`,
    );
    const problems: string[] = [];
    const rows = [
      [
        'route',
        'perf',
        'a11y',
        'best',
        'SEO',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'JS gzip',
        'of it words',
        'floor perf',
        'floor LCP',
        'LCP ratio',
        'perf range',
      ],
    ];
    for (const { route, site, floor, performanceRange } of results) {
      const ratio = site.lcpMs / floor.lcpMs;
      // The home page's budget in every language.
      const jsBudget = pathWithoutLanguage(route) === paths.home ? targets.homeJsBytes : targets.routeJsBytes;
      rows.push([
        route,
        String(site.scores.performance),
        String(site.scores.accessibility),
        String(site.scores['best-practices']),
        `${site.scores.seo}${site.seoExcused ? '*' : ''}`,
        seconds(site.fcpMs),
        seconds(site.lcpMs),
        `${Math.round(site.tbtMs)} ms`,
        site.cls.toFixed(3),
        kb(site.jsBytes),
        site.wordsBytes > 0 ? kb(site.wordsBytes) : '',
        String(floor.scores.performance),
        seconds(floor.lcpMs),
        `${ratio.toFixed(2)}x`,
        performanceRange,
      ]);
      if (!(site.scores.performance >= targets.performance))
        problems.push(`${route}: performance ${site.scores.performance} (target ≥ ${targets.performance})`);
      for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
        if (!(site.scores[category] >= targets.otherCategories))
          problems.push(`${route}: ${category} ${site.scores[category]} (target ${targets.otherCategories})`);
      }
      if (!(ratio <= targets.lcpRatio))
        problems.push(`${route}: LCP ${ratio.toFixed(2)}x the floor's (target ≤ ${targets.lcpRatio}x)`);
      // A page in another language runs the same code as its English page, held to the same budget; its words
      // (the chunks of that language alone) come on top, printed beside it.
      const codeBytes = site.jsBytes - site.wordsBytes;
      if (!(codeBytes <= jsBudget))
        problems.push(
          `${route}: ${kb(codeBytes)} of JavaScript${site.wordsBytes > 0 ? ' besides the words' : ''} by network idle ` +
            `(target ≤ ${kb(jsBudget)})`,
        );
    }
    printTable(rows);
    for (const { route, site } of results) {
      if (languageOfPath(route) !== 'en' || site.fontBytes > 0)
        console.log(`${route}: ${kb(site.fontBytes)} of fonts downloaded (the Devanagari font on a Nepali page)`);
    }
    for (const { route, site } of results) {
      if (site.failedAudits.length > 0) console.log(`${route}: failed audits: ${site.failedAudits.join(', ')}`);
    }
    if (results.some(({ site }) => site.seoExcused))
      console.log('\n* SEO without the is-crawlable audit: the payment result pages say noindex on purpose.');
    console.log(
      `\nTargets: performance ≥ ${targets.performance}; accessibility, best practices, SEO ${targets.otherCategories}; ` +
        `LCP ≤ ${targets.lcpRatio}x the floor's; JS ≤ ${kb(targets.homeJsBytes)} on a home page, ≤ ${kb(targets.routeJsBytes)} elsewhere (a Nepali page's besides its words).`,
    );
    console.log(`The floor pages are in ${floorDir}, every Lighthouse report in ${reportDir}.`);
    for (const problem of problems) console.error(`[bench] Lighthouse: ${problem}`);
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    floorServer?.closeAllConnections();
    await new Promise<void>((done) => (floorServer ? floorServer.close(() => done()) : done()));
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] ${(error as Error).message}`);
  process.exit(1);
});
