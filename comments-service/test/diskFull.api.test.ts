/**
 * A full disk: the database lives on a small tmpfs this test mounts (tests run as root), written until full.
 * Every comment answered 201 must be in the database, after a restart too; every refusal is a plain 503; health
 * says unavailable while full; writes resume once the filesystem grows, with no restart.
 */
import { join } from 'node:path';
import { mountSmallDisk, type SmallDisk } from '@school/service-kit';
import Database from 'better-sqlite3';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from './support.js';

const post = '/api/comments/peace-rally';
const kilobytes = (n: number) => n * 1024;

/** What is stored, read with a connection of its own (as an operator's sqlite3 would). */
function storedTexts(path: string): Set<string> {
  const db = new Database(path, { readonly: true });
  try {
    return new Set((db.prepare('SELECT text FROM comments').pluck().all() as string[]).map(String));
  } finally {
    db.close();
  }
}

describe('a full disk', () => {
  let disk: SmallDisk | undefined;
  afterEach(() => {
    disk?.remove();
    disk = undefined;
  });

  // 0: no margin, so the writes run until SQLite itself answers SQLITE_FULL; 256 KB: refused before that.
  it.each([
    { margin: 0, label: 'when SQLite runs out of space' },
    { margin: kilobytes(256), label: 'when the free-space margin is reached' },
  ])(
    'refuses writes with 503 $label, loses no acknowledged comment and resumes once space is freed',
    {
      timeout: 60_000,
    },
    async ({ margin }) => {
      disk = mountSmallDisk(kilobytes(1024));
      const path = join(disk.folder, 'comments.sqlite');
      const config = testConfig(path, { rateLimitPerMinute: 1_000_000, minFreeDiskBytes: margin });
      const app = buildApp(config);
      await app.ready();

      const acknowledged: string[] = [];
      const refusals: request.Response[] = [];
      // ~1.5 KB a comment: the 1 MB filesystem fills within a few hundred.
      for (let i = 0; i < 2000 && refusals.length < 20; i += 1) {
        const text = `comment ${i} ${'x'.repeat(1500)}`;
        const response = await request(app.server).post(post).send({ name: 'Sita', text });
        if (response.status === 201) acknowledged.push(text);
        else refusals.push(response);
      }
      expect(acknowledged.length).toBeGreaterThan(10);
      expect(refusals).toHaveLength(20);
      for (const refusal of refusals) {
        expect(refusal.status).toBe(503);
        expect(refusal.headers['retry-after']).toBe('60');
        expect(refusal.body).toEqual({ message: expect.stringMatching(/out of storage space\. Nothing was saved/) });
      }
      const health = await request(app.server).get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: 'unavailable' });
      // Reading still works while full.
      expect((await request(app.server).get(post)).status).toBe(200);

      // Every acknowledged comment is stored.
      const stored = storedTexts(path);
      for (const text of acknowledged) expect(stored.has(text)).toBe(true);
      expect(stored.size).toBe(acknowledged.length);

      // Space is freed: writes go through again, with no restart.
      disk.resize(kilobytes(4096));
      expect((await request(app.server).get('/api/health')).status).toBe(200);
      const after = await request(app.server).post(post).send({ name: 'Sita', text: 'after the disk grew' });
      expect(after.status).toBe(201);
      acknowledged.push('after the disk grew');
      await app.close();

      // And after a restart, everything acknowledged is there.
      const restarted = buildApp(config);
      await restarted.ready();
      const page = await request(restarted.server).get(post);
      expect(page.body.total).toBe(acknowledged.length);
      await restarted.close();
      expect(storedTexts(path)).toEqual(new Set(acknowledged));
    },
  );
});
