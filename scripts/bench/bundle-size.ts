/**
 * `make bench`, part one: the JavaScript and CSS each route downloads before it can show anything, gzip-compressed
 * as nginx serves it, from a production build of the site. Fails when the home route is over its budget.
 *
 * It builds the site with Vite's manifest into its own folder (never frontend/dist), then walks, for every route,
 * the entry chunk and the route's lazily loaded page module with all their static imports.
 *
 *   npx tsx scripts/bench/bundle-size.ts            build, print, check the budget
 *   npx tsx scripts/bench/bundle-size.ts --json     the same, and the table as JSON on the last line
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { paths } from '../../frontend/src/lib/paths.js';
import { routeModules as readRouteModules, type RouteModule } from '../../frontend/vite/routeModules.js';

/** The home route's initial JavaScript, gzip, in bytes (issue: at most 150 KB on a cheap phone and a slow link). */
const homeBudgetBytes = 150 * 1024;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const frontendDir = join(repoRoot, 'frontend');
const outDir = join(repoRoot, 'build/bench-site');

interface RouteSize {
  route: string;
  page: string;
  files: number;
  jsGzip: number;
  cssGzip: number;
  jsRaw: number;
}

/** The route table's lazily loaded page modules, read as the build's pre-render reads them. */
function routeModules(): RouteModule[] {
  return readRouteModules(readFileSync(join(frontendDir, 'src/app/routes.tsx'), 'utf8'), paths);
}

/** A chunk's file with every file it statically imports, and their CSS: what must arrive before it runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no ${key}`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    // Level 9, as scripts/precompress.mjs writes the .gz files nginx serves.
    size = gzipSync(readFileSync(join(outDir, file)), { level: constants.Z_BEST_COMPRESSION }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  await build({
    root: frontendDir,
    configFile: join(frontendDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const entryFiles = closure(manifest, entryKey);

  const sizes: RouteSize[] = routeModules().map(({ route, module }) => {
    const files = closure(manifest, module, new Set(entryFiles));
    const js = [...files].filter((file) => file.endsWith('.js'));
    const css = [...files].filter((file) => file.endsWith('.css'));
    return {
      route,
      page: module.replace(/^src\/pages\/|\.tsx$/g, ''),
      files: files.size,
      jsGzip: js.reduce((sum, file) => sum + gzipSize(file), 0),
      cssGzip: css.reduce((sum, file) => sum + gzipSize(file), 0),
      jsRaw: js.reduce((sum, file) => sum + readFileSync(join(outDir, file)).length, 0),
    };
  });

  console.log('\nInitial JavaScript and CSS per route (production build, gzip level 9):\n');
  console.log(
    `${'route'.padEnd(20)}${'page module'.padEnd(24)}${'files'.padStart(6)}${'JS gzip'.padStart(11)}${'CSS gzip'.padStart(11)}${'JS raw'.padStart(11)}`,
  );
  for (const size of sizes) {
    console.log(
      `${size.route.padEnd(20)}${size.page.padEnd(24)}${String(size.files).padStart(6)}${kb(size.jsGzip).padStart(11)}${kb(size.cssGzip).padStart(11)}${kb(size.jsRaw).padStart(11)}`,
    );
  }
  console.log(`\n(shared by every route: ${kb([...entryFiles].reduce((sum, file) => sum + gzipSize(file), 0))} gzip)`);
  if (process.argv.includes('--json')) console.log(JSON.stringify(sizes));

  const home = sizes.find((size) => size.route === paths.home);
  if (!home) throw new Error('the route table has no home route');
  if (home.jsGzip > homeBudgetBytes) {
    console.error(
      `\nFAIL: the home route's initial JavaScript is ${kb(home.jsGzip)}, over its ${kb(homeBudgetBytes)} budget.`,
    );
    process.exit(1);
  }
  console.log(
    `\nOK: the home route's initial JavaScript is ${kb(home.jsGzip)}, within its ${kb(homeBudgetBytes)} budget.`,
  );
}

await main();
