import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServiceProcess } from '@school/service-kit';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { asListed, tempDatabase, testConfig } from './support.js';

const serviceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('comments survive', () => {
  const cleanups: (() => void | Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('a restart: a new app on the same file lists what the old one stored', async () => {
    const db = tempDatabase('restart');
    cleanups.push(db.cleanup);
    const before = buildApp(testConfig(db.path));
    await before.ready();
    const stored = await request(before.server).post('/api/comments/peace-rally').send({ name: 'Hari', text: 'Hi' });
    expect(stored.status).toBe(201);
    await before.close();

    const after = buildApp(testConfig(db.path));
    await after.ready();
    cleanups.push(() => after.close());
    const list = await request(after.server).get('/api/comments/peace-rally');
    expect(list.body).toEqual({ comments: [asListed(stored.body)], total: 1, nextCursor: null });
  });

  it('a kill -9 straight after the 201: what was acknowledged is there', { timeout: 40_000 }, async () => {
    const db = tempDatabase('kill');
    cleanups.push(db.cleanup);
    const config = testConfig(db.path);
    // The real entry point, run from source (tsx) so this needs no build step.
    const service = await startServiceProcess(serviceRoot, 'COMMENTS_PORT', {
      COMMENTS_DB_PATH: db.path,
      COMMENTS_POSTS_FILE: config.postsFile,
      LOG_LEVEL: 'silent',
    });
    cleanups.push(service.kill);
    const base = service.url;

    const acknowledged: Record<string, unknown>[] = [];
    for (const text of ['one', 'two', 'three']) {
      const response = await fetch(`${base}/api/comments/peace-rally`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${acknowledged.length}` },
        body: JSON.stringify({ name: 'Gita', text }),
      });
      expect(response.status).toBe(201);
      acknowledged.push(asListed(await response.json()));
    }
    service.kill();
    await service.exited;

    const after = buildApp(testConfig(db.path));
    await after.ready();
    cleanups.push(() => after.close());
    const list = await request(after.server).get('/api/comments/peace-rally');
    expect(list.body.comments).toEqual([...acknowledged].reverse());
  });

  it('a bad setting stops the service at once with a message naming it', { timeout: 20_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serviceRoot,
      env: { ...process.env, COMMENTS_PORT: 'eighty', COMMENTS_RATE_LIMIT_PER_MINUTE: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("COMMENTS_PORT must be a port number from 1 to 65535, got 'eighty'");
    expect(stderr).toContain("COMMENTS_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1, got '0'");
  });
});
