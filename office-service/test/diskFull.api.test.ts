import { diskFullMessage } from '@school/service-kit';
import Database from 'better-sqlite3';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { goodMessage, tempDatabase, testConfig } from './support.js';

describe('a disk without room to write', () => {
  const cleanups: (() => void | Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('refuses a message with 503 and Retry-After, keeps nothing, and reports unhealthy', async () => {
    const db = tempDatabase('disk');
    cleanups.push(db.cleanup);
    // A margin larger than any disk: every write finds too little room left, as on a full disk.
    const app = buildApp(testConfig({ OFFICE_DB_PATH: db.path, LOG_LEVEL: 'silent' }, { minFreeDiskBytes: 2 ** 60 }));
    cleanups.push(() => app.close());
    await app.ready();

    const answer = await request(app.server).post('/api/messages').send(goodMessage);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: diskFullMessage });
    expect(answer.headers['retry-after']).toBe('60');
    expect((await request(app.server).get('/api/health')).status).toBe(503);

    const file = new Database(db.path, { readonly: true });
    cleanups.push(() => void file.close());
    expect(file.prepare('SELECT COUNT(*) AS n FROM messages').get()).toEqual({ n: 0 });
    expect(file.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 0 });
  });
});
