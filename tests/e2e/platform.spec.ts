import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.js';
import { freePort } from './support/freePorts.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// Every route of the specification, as a visitor would deep-link to it.
const specRoutes = [
  '/',
  '/about',
  '/admissions',
  '/checkresult',
  '/examinfo',
  '/contact',
  '/pay',
  '/payment-success',
  '/payment-failure',
  '/career',
  '/blog',
  '/blogs/peace-rally',
];

test.describe('nginx in front of the stack', () => {
  for (const route of specRoutes) {
    test(`deep link ${route} loads the app with 200`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      // The app itself rendered: the shell's main landmark holds a heading.
      await expect(page.locator('main h1').first()).toBeVisible();
    });
  }

  test('a missing asset is a real 404, not the app', async ({ request }) => {
    const response = await request.get('/assets/no-such-file-1234.js');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
    // Never cached as immutable: a browser or a CDN must not keep a deploy's missing file for a year.
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test("the build's manifest (what make check-budgets weighs) is not served", async ({ request }) => {
    const response = await request.get('/.vite/manifest.json');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('src/pages/');
  });

  test('/api/health answers through nginx', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test('/api/comments/ goes to comments-service', async ({ request }) => {
    // An unknown post is the comments-service's own 404 with a message, not nginx's.
    const response = await request.get('/api/comments/no-such-post-xyz');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
  });

  test('security headers are on every document, API answer and error page', async ({ request }) => {
    for (const path of ['/', '/about', '/no-such-page', '/api/health', '/assets/missing.js']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toMatch(/form-action 'self' http:\/\/127\.0\.0\.1:\d+/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['server'], path).toBe('nginx');
    }
  });

  test("the CSP allows the pages' one inline script, the boot script, by its hash, and no other", async ({
    request,
  }) => {
    for (const path of ['/', '/contact', '/no-such-page']) {
      const response = await request.get(path);
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      // The script's text runs to the first </script> (it may hold a "<", as in "a<0"; HTML ends it only there).
      const inlineScripts = [...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inlineScripts, path).toHaveLength(1);
      const digest = createHash('sha256').update(inlineScripts[0]![1]!).digest('base64');
      expect(scriptSrc, path).toBe(`'self' 'sha256-${digest}'`);
    }
  });

  test("scripts and styles carry nosniff but not the document's headers, which do nothing on them", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const scripts = /data-modules="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(scripts.length, "the page's boot script names its modules").toBeGreaterThan(0);
    for (const path of [...scripts, '/config.js']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      for (const name of ['content-security-policy', 'referrer-policy', 'permissions-policy', 'x-frame-options']) {
        expect(headers[name], `${path}: ${name}`).toBeUndefined();
      }
    }
  });

  test('hashed assets are cached for a year with no validator, the page and /config.js are revalidated', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'index.html names its hashed entry script').toBeTruthy();

    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    // A file that never changes is never revalidated: a validator would only add its bytes to each file's headers.
    expect(asset.headers()['last-modified']).toBeUndefined();
    expect(asset.headers()['etag']).toBeUndefined();

    for (const path of ['/', '/index.html', '/about', '/config.js']) {
      const headers = (await request.get(path)).headers();
      expect(headers['cache-control'], path).toBe('no-cache');
      // Revalidated with its validators: a page that did not change answers 304.
      expect(headers['etag'], path).toBeTruthy();
      expect(headers['last-modified'], path).toBeTruthy();
    }
  });

  test('/config.js carries the runtime settings the stack was started with', async ({ request }) => {
    const body = await (await request.get('/config.js')).text();
    expect(body).toBe(
      'window.__SCHOOL_CONFIG__ = {"commentsBackend":"api","firebase":null,"firestoreEmulatorHost":null,' +
        '"uploads":{"photoMaxMb":5,"certificateMaxMb":10}};\n',
    );
  });

  test('an oversized API body is refused by nginx', async ({ request }) => {
    const response = await request.post('/api/esewa/initiate', {
      data: { studentName: 'x'.repeat(64 * 1024) },
    });
    expect(response.status()).toBe(413);
  });
});

/** The port of the second nginx below. */
const otherSettingsPort = await freePort();

test.describe('the same template, started with other settings', () => {
  // A second nginx from the same template and render script, started with Firestore configured and another public
  // address, proves /config.js, the CSP, robots.txt and sitemap.xml follow the environment rather than the image.
  const port = otherSettingsPort;
  const runtimeDir = join(repoRoot, `build/e2e-config-${port}`);
  let stopNginx: (() => void) | undefined;

  test.beforeAll(async () => {
    rmSync(runtimeDir, { recursive: true, force: true });
    mkdirSync(runtimeDir, { recursive: true });
    const env = {
      ...process.env,
      NGINX_RUNTIME_DIR: runtimeDir,
      NGINX_WEB_ROOT: join(repoRoot, 'frontend/dist'),
      NGINX_LISTEN_PORT: String(port),
      NGINX_ACCESS_LOG: join(runtimeDir, 'access.log'),
      // No service behind this nginx: /api answers as while a service is down or restarting.
      PAYMENT_SERVICE_ADDR: '127.0.0.1:9',
      COMMENTS_SERVICE_ADDR: '127.0.0.1:9',
      ESEWA_ENV: 'live',
      PUBLIC_SITE_URL: 'https://school.example.np/',
      COMMENTS_BACKEND: 'firestore',
      // The admission form's limits are office-service's settings, handed to the form here.
      OFFICE_CERTIFICATE_MAX_MB: '12',
      FIREBASE_API_KEY: 'AIza-test-key',
      FIREBASE_AUTH_DOMAIN: 'school-test.firebaseapp.com',
      FIREBASE_PROJECT_ID: 'school-test',
      FIREBASE_STORAGE_BUCKET: 'school-test.appspot.com',
      FIREBASE_MESSAGING_SENDER_ID: '1234',
      FIREBASE_APP_ID: '1:1234:web:abcd',
      // A hostile value must come out as data, never as script.
      FIREBASE_MEASUREMENT_ID: 'G-1"</script><script>alert(1)</script>',
    };
    const render = spawnSync('sh', [join(repoRoot, 'nginx/render.sh')], { env, encoding: 'utf8' });
    expect(render.status, render.stderr).toBe(0);
    const nginx = spawn('nginx', ['-e', 'stderr', '-p', runtimeDir, '-c', join(runtimeDir, 'nginx.conf')], {
      stdio: 'ignore',
    });
    stopNginx = () => nginx.kill('SIGTERM');
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/config.js`).catch(() => null))?.status, {
        timeout: 10_000,
      })
      .toBe(200);
  });

  test.afterAll(() => stopNginx?.());

  test('/api answers 503 {"message"} with Retry-After while a service is down, never an HTML page', async () => {
    for (const [method, path] of [
      ['GET', '/api/health'],
      ['POST', '/api/esewa/initiate'],
      ['POST', '/api/payment-status'],
      ['GET', '/api/comments/peace-rally'],
      ['POST', '/api/comments/peace-rally'],
    ] as const) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(response.status, path).toBe(503);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(response.headers.get('retry-after'), path).toBe('5');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(await response.json(), path).toEqual({
        message: 'This service is restarting or unavailable. Please try again in a few seconds.',
      });
    }
    // The site itself has no Retry-After.
    expect((await fetch(`http://127.0.0.1:${port}/`)).headers.get('retry-after')).toBeNull();
  });

  test('/config.js and the CSP reflect the environment', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/config.js`);
    const body = await response.text();
    const json = body.replace(/^window\.__SCHOOL_CONFIG__ = /, '').replace(/;\n$/, '');
    expect(body).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({
      commentsBackend: 'firestore',
      firebase: {
        apiKey: 'AIza-test-key',
        authDomain: 'school-test.firebaseapp.com',
        projectId: 'school-test',
        storageBucket: 'school-test.appspot.com',
        messagingSenderId: '1234',
        appId: '1:1234:web:abcd',
        measurementId: 'G-1"</script><script>alert(1)</script>',
      },
      firestoreEmulatorHost: null,
      uploads: { photoMaxMb: 5, certificateMaxMb: 12 },
    });
    // The CSP governs documents, so the page carries it (not the script).
    const page = await fetch(`http://127.0.0.1:${port}/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' https://firestore.googleapis.com");
    expect(csp).toContain('https://epay.esewa.com.np');
    expect(readFileSync(join(runtimeDir, 'nginx.conf'), 'utf8')).toContain(`listen ${port};`);
  });

  test('robots.txt and sitemap.xml give the public address this nginx was started with', async () => {
    const robots = await fetch(`http://127.0.0.1:${port}/robots.txt`);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('Sitemap: https://school.example.np/sitemap.xml');
    const sitemap = await fetch(`http://127.0.0.1:${port}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    const body = await sitemap.text();
    expect(body).toContain('<loc>https://school.example.np/</loc>');
    expect(body).toContain('<loc>https://school.example.np/blogs/peace-rally</loc>');
    expect(body).not.toContain('127.0.0.1');
  });
});
