/**
 * The JavaScript a route really fetches before the network goes quiet: every script the page asks for until
 * Playwright's network idle (no request for 500 ms), counted as the gzip bytes on the wire, in Debian's Chromium at
 * a phone's and a desktop's size. This is the "home page loads at most 125 KB gzip of JavaScript by network
 * idle"; bundle-size.ts counts what the build says a route imports statically, this counts what the browser did
 * (lazy chunks a page starts on its own, minus whatever it defers until a scroll or a tap).
 *
 * It serves a built site (frontend/dist unless --dist names another) as nginx does: the precompressed .gz beside
 * each file, a route's own HTML file where one exists, index.html otherwise. Or --url measures a running stack.
 *
 *   npx tsx scripts/bench/js-at-network-idle.ts [--dist frontend/dist | --url http://127.0.0.1:8080]
 *        [--port 22050] [--list] [route ...]          routes default to / /about /admissions
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/chromiumLaunchOptions.js';
import { repoRoot } from './benchSupport.js';

const viewports = {
  // Lighthouse's mobile emulation (a Moto G Power) and its desktop preset.
  phone: { width: 412, height: 823 },
  desktop: { width: 1350, height: 940 },
};

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** The built files as nginx serves them: .gz when the browser takes gzip, the route's HTML, else the shell. */
function serveBuiltSite(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname);
    if (pathname === '/config.js') {
      // nginx renders the runtime settings; the defaults (api comments backend) are what an empty file means.
      response.writeHead(200, { 'content-type': 'text/javascript' }).end('');
      return;
    }
    const candidates = [pathname, join(pathname, 'index.html'), `${pathname.replace(/\/$/, '')}.html`, '/index.html'];
    const file = candidates
      .map((candidate) => join(root, normalize(candidate)))
      .find((candidate) => candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile());
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'])) && existsSync(`${file}.gz`);
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(readFileSync(gzip ? `${file}.gz` : file));
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

interface Loaded {
  url: string;
  bytes: number;
}

/** Every script fetched from opening `url` until network idle, with its body bytes as transferred. */
async function scriptsUntilNetworkIdle(browser: Browser, url: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const finished: Promise<Loaded>[] = [];
  page.on('requestfinished', (request) => {
    const isScript = request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');
    if (!isScript) return;
    finished.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(finished);
  await context.close();
  return scripts;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const valued = new Set(['--dist', '--url', '--port']);
  const routes = process.argv.slice(2).filter((arg, i, args) => arg.startsWith('/') && !valued.has(args[i - 1] ?? ''));
  if (routes.length === 0) routes.push('/', '/about', '/admissions');
  const port = Number(option('--port') ?? 22050);
  let server: Server | undefined;
  let base = option('--url');
  if (!base) {
    const dist = resolve(repoRoot, option('--dist') ?? 'frontend/dist');
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no built site: run npm run build first`);
    server = await serveBuiltSite(dist, port);
    base = `http://127.0.0.1:${port}`;
  }
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log(`\nJavaScript fetched by network idle (gzip as transferred) from ${base}:\n`);
    console.log(`${'route'.padEnd(20)}${'viewport'.padEnd(10)}${'files'.padStart(6)}${'JS gzip'.padStart(11)}`);
    for (const route of routes) {
      for (const [name, viewport] of Object.entries(viewports)) {
        const scripts = await scriptsUntilNetworkIdle(browser, new URL(route, base).href, viewport);
        const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
        console.log(
          `${route.padEnd(20)}${name.padEnd(10)}${String(scripts.length).padStart(6)}${kb(total).padStart(11)}`,
        );
        if (process.argv.includes('--list')) {
          for (const script of scripts.sort((a, b) => b.bytes - a.bytes)) {
            console.log(`${''.padEnd(30)}${kb(script.bytes).padStart(11)}  ${new URL(script.url).pathname}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    server?.close();
  }
}

await main();
