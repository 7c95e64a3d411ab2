import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * nginx/render.sh and FIRESTORE_EMULATOR_HOST: the setting that points the browser's Firestore SDK at a local
 * emulator reaches /config.js and the CSP, and is refused on a live site (SITE_DOMAIN).
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'render-firestore-'));
  const web = join(dir, 'web');
  mkdirSync(web, { recursive: true });
  writeFileSync(join(web, 'index.html'), 'home');
  for (const file of ['robots.txt', 'sitemap.xml', 'feed.xml']) writeFileSync(join(web, file), '__PUBLIC_SITE_URL__');
  writeFileSync(join(web, 'csp-script-src.txt'), "'sha256-AAAA'");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function render(settings: Record<string, string>) {
  const runtime = join(dir, `nginx-${Math.random().toString(36).slice(2)}`);
  const result = spawnSync('sh', [join(repoRoot, 'nginx/render.sh')], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      NGINX_RUNTIME_DIR: runtime,
      NGINX_WEB_ROOT: join(dir, 'web'),
      COMMENTS_BACKEND: 'firestore',
      FIREBASE_API_KEY: 'demo-key',
      FIREBASE_PROJECT_ID: 'demo-school',
      ...settings,
    },
  });
  return { ...result, runtime };
}

describe('nginx/render.sh with FIRESTORE_EMULATOR_HOST', () => {
  it('names the emulator in /config.js and lets only it into the CSP', () => {
    const { status, stderr, runtime } = render({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' });
    expect(status, stderr).toBe(0);
    expect(readFileSync(join(runtime, 'config.js'), 'utf8')).toContain('"firestoreEmulatorHost":"127.0.0.1:8085",');
    const conf = readFileSync(join(runtime, 'nginx.conf'), 'utf8');
    expect(conf).toContain("connect-src 'self' http://127.0.0.1:8085;");
    expect(conf).not.toContain('firestore.googleapis.com');
  });

  it('without it, the browser goes to Google and /config.js names no emulator', () => {
    const { status, stderr, runtime } = render({});
    expect(status, stderr).toBe(0);
    expect(readFileSync(join(runtime, 'config.js'), 'utf8')).toContain('"firestoreEmulatorHost":null,');
    expect(readFileSync(join(runtime, 'nginx.conf'), 'utf8')).toContain(
      "connect-src 'self' https://firestore.googleapis.com;",
    );
  });

  it('refuses to start a live site (SITE_DOMAIN) on an emulator, and an address that is not loopback', () => {
    const live = render({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085', SITE_DOMAIN: 'school.example.edu.np' });
    expect(live.status).toBe(1);
    expect(live.stderr).toBe(
      "nginx/render.sh: FIRESTORE_EMULATOR_HOST ('127.0.0.1:8085') points the site at a local Firestore emulator, for tests and make start only, and SITE_DOMAIN ('school.example.edu.np') says this is a live site: unset FIRESTORE_EMULATOR_HOST\n",
    );
    for (const host of ['firestore.example.org:443', '127.0.0.1', '127.0.0.1:80x'])
      expect(render({ FIRESTORE_EMULATOR_HOST: host }).stderr).toContain(
        'FIRESTORE_EMULATOR_HOST must be a loopback address and port such as 127.0.0.1:8085',
      );
  });
});
