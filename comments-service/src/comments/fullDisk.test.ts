/**
 * Why the store's insert runs inside a transaction, shown on a 1 MB tmpfs written until full (tests run as root).
 * In autocommit mode, better-sqlite3's `.get()` of an `INSERT … RETURNING` answers the row before SQLite commits
 * (on the statement's reset), and a commit that then fails for want of space is reported to nobody.
 */
import { join } from 'node:path';
import { mountSmallDisk, type SmallDisk } from '@school/service-kit';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { CommentStore } from './store.js';

const attempts = 3000;
const text = 'x'.repeat(500);

function storedCount(path: string): number {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare('SELECT COUNT(*) FROM comments').pluck().get() as number;
  } finally {
    db.close();
  }
}

describe('inserting on a full disk', () => {
  let disk: SmallDisk | undefined;
  afterEach(() => {
    disk?.remove();
    disk = undefined;
  });

  it('the old shape, INSERT … RETURNING read with .get() in autocommit, acknowledges rows it never stored', () => {
    disk = mountSmallDisk(1024 * 1024);
    const path = join(disk.folder, 'comments.sqlite');
    // The store's own schema, then the statement as the store ran it before.
    new CommentStore(path).close();
    const db = new Database(path);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    const insert = db.prepare(
      "INSERT INTO comments (post_id, name, text, created_at, state) VALUES ('peace-rally', 'Sita', ?, ?, 'published') RETURNING sequence",
    );
    let acknowledged = 0;
    for (let i = 0; i < attempts; i += 1) {
      try {
        if (insert.get(text, new Date().toISOString())) acknowledged += 1;
      } catch {
        // refused: not acknowledged
      }
    }
    db.close();
    expect(acknowledged).toBeGreaterThan(storedCount(path));
  });

  it('the store acknowledges only what it stored', () => {
    disk = mountSmallDisk(1024 * 1024);
    const path = join(disk.folder, 'comments.sqlite');
    const store = new CommentStore(path);
    let acknowledged = 0;
    let refused = 0;
    for (let i = 0; i < attempts; i += 1) {
      try {
        store.add('peace-rally', 'Sita', text);
        acknowledged += 1;
      } catch (error) {
        expect((error as { code?: string }).code).toBe('SQLITE_FULL');
        refused += 1;
      }
    }
    store.close();
    expect(refused).toBeGreaterThan(0);
    expect(storedCount(path)).toBe(acknowledged);
  });
});
