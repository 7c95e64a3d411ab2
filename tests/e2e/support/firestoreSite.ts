import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import {
  emulatorForTests,
  emulatorProjectId,
  emulatorSiteSettings,
  startFirestoreEmulator,
  type RunningEmulator,
} from '@school/service-kit';
import { ports } from '../../playwright.config.js';
import { freePort } from './freePorts.js';
import { test as base } from './test.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const runDir = join(repoRoot, `build/e2e-${ports.http - 80}`);
/** The build the e2e stack serves (its live release), whose rules the emulator loads. */
export const stackSite = join(runDir, 'stack/site/current');

/** The e2e stack's site on the Firestore backend: the same build, another /config.js. */
export interface FirestoreSite {
  /** The site's address: a second nginx over the e2e stack's build and services, rendered for Firestore. */
  url: string;
  emulator: RunningEmulator;
  projectId: string;
}

/**
 * One Cloud Firestore emulator per worker (the specs that use it run in one worker: one JVM start per run), with the
 * rules the build wrote, and in front of it the site as an operator runs it with COMMENTS_BACKEND=firestore: a
 * second nginx that nginx/render.sh renders from the same built site, whose /config.js names the emulator
 * (FIRESTORE_EMULATOR_HOST). Switching backend takes no second build. `null` where the emulator is not installed
 * (one SKIPPED line says so; with FIRESTORE_REQUIRED=1 the tests fail instead).
 */
export const test = base.extend<object, { firestoreSite: FirestoreSite | null }>({
  firestoreSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixtures name what they need in this parameter.
    async ({}, use, workerInfo) => {
      const launcher = emulatorForTests('the article comments on Cloud Firestore (e2e)');
      if (!launcher) return use(null);
      const emulator = await startFirestoreEmulator({
        rulesFile: join(stackSite, 'content/firestore.rules'),
        launcher,
      });
      const port = await freePort();
      const runtime = join(runDir, `firestore-site-${workerInfo.workerIndex}`);
      rmSync(runtime, { recursive: true, force: true });
      mkdirSync(runtime, { recursive: true });
      const render = spawnSync('sh', [join(repoRoot, 'nginx/render.sh')], {
        encoding: 'utf8',
        env: {
          ...process.env,
          ...emulatorSiteSettings(emulator.host),
          SITE_DOMAIN: '',
          NGINX_RUNTIME_DIR: runtime,
          NGINX_WEB_ROOT: stackSite,
          NGINX_LISTEN_PORT: String(port),
          NGINX_ACCESS_LOG: join(runtime, 'access.log'),
          PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
          PAYMENT_SERVICE_ADDR: `127.0.0.1:${ports.payment}`,
          COMMENTS_SERVICE_ADDR: `127.0.0.1:${ports.comments}`,
          OFFICE_SERVICE_ADDR: `127.0.0.1:${ports.office}`,
          ESEWA_FORM_URL: `http://127.0.0.1:${ports.sandbox}/api/epay/main/v2/form`,
        },
      });
      expect(render.status, render.stderr).toBe(0);
      const nginx = spawn('nginx', ['-e', 'stderr', '-p', runtime, '-c', join(runtime, 'nginx.conf')], {
        stdio: 'ignore',
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        await expect
          .poll(async () => (await fetch(`${url}/config.js`).catch(() => null))?.status, { timeout: 10_000 })
          .toBe(200);
        await use({ url, emulator, projectId: emulatorProjectId });
      } finally {
        nginx.kill('SIGTERM');
        await emulator.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

export { expect } from './test.js';

/** A Firestore value as the REST API writes it. */
type RestValue = { stringValue: string } | { timestampValue: string };

/**
 * Writes comments straight into the emulator, as the school's own (Admin) access would, bypassing the rules
 * ("Bearer owner" is the emulator's administrator): for tests that need many comments at once.
 */
export async function writeComments(
  site: FirestoreSite,
  comments: { name: string; text: string; createdAt: Date; state?: string }[],
): Promise<void> {
  const root = `projects/${site.projectId}/databases/(default)/documents`;
  const writes = comments.map((comment, index) => {
    const fields: Record<string, RestValue> = {
      name: { stringValue: comment.name },
      text: { stringValue: comment.text },
      createdAt: { timestampValue: comment.createdAt.toISOString() },
      state: { stringValue: comment.state ?? 'published' },
    };
    const id = `seeded${Date.now().toString(36)}${index}`;
    return { update: { name: `${root}/posts/peace-rally/comments/${id}`, fields } };
  });
  const response = await fetch(`http://${site.emulator.host}/v1/${root}:commit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ writes }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}
