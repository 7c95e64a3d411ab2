import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommentStore } from './store.js';

describe('CommentStore (a real SQLite file)', () => {
  let dir: string;
  let store: CommentStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'comments-store-'));
    store = new CommentStore(join(dir, 'nested/folder/comments.sqlite'));
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores values exactly as typed, with an increasing id and the server time in UTC', () => {
    const first = store.add('peace-rally', '  Sita  ', ' Hello\n  world ', new Date('2025-09-17T10:15:00+05:45'));
    const second = store.add('peace-rally', 'Ram', 'Hi', new Date('2025-09-17T04:31:00Z'));
    expect(first).toEqual({
      id: String(first.sequence),
      sequence: first.sequence,
      name: '  Sita  ',
      text: ' Hello\n  world ',
      createdAt: '2025-09-17T04:30:00.000Z',
    });
    expect(second.sequence).toBeGreaterThan(first.sequence);
  });

  it('lists a post newest first, and only that post', () => {
    const a = store.add('peace-rally', 'A', '1');
    store.add('other-post', 'X', 'elsewhere');
    const b = store.add('peace-rally', 'B', '2');
    expect(store.listNewestFirst('peace-rally').map((c) => c.id)).toEqual([b.id, a.id]);
  });

  it('lists what came after a sequence, oldest first, up to a limit', () => {
    const [first, , , last] = ['1', '2', '3', '4'].map((text) => store.add('peace-rally', 'N', text));
    expect(store.listAfter('peace-rally', first!.sequence, 2).map((x) => x.text)).toEqual(['2', '3']);
    expect(store.listAfter('peace-rally', last!.sequence, 10)).toEqual([]);
  });

  it('pages a post newest first, before a sequence, saying whether older ones remain', () => {
    const added = ['1', '2', '3', '4', '5'].map((text) => store.add('peace-rally', 'N', text));
    store.add('other-post', 'X', 'elsewhere');
    const newest = store.page('peace-rally', 2);
    expect(newest.comments.map((c) => c.text)).toEqual(['5', '4']);
    expect(newest.hasOlder).toBe(true);
    const oldest = store.page('peace-rally', 3, added[2]!.sequence);
    expect(oldest.comments.map((c) => c.text)).toEqual(['2', '1']);
    expect(oldest.hasOlder).toBe(false);
    expect(store.count('peace-rally')).toBe(5);
    expect(store.count('other-post')).toBe(1);
    expect(store.count('no-post')).toBe(0);
  });

  it('counts the comments of a file written by the first schema, and keeps counting', () => {
    const path = join(dir, 'version1.sqlite');
    const old = new Database(path);
    old.exec(`
      CREATE TABLE comments (sequence INTEGER PRIMARY KEY AUTOINCREMENT, post_id TEXT NOT NULL, name TEXT NOT NULL,
        text TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE INDEX comments_by_post ON comments (post_id, sequence);
      INSERT INTO comments (post_id, name, text, created_at) VALUES
        ('peace-rally', 'A', '1', '2025-09-17T04:30:00.000Z'), ('peace-rally', 'B', '2', '2025-09-17T04:31:00.000Z');
      PRAGMA user_version = 1;
    `);
    old.close();
    const upgraded = new CommentStore(path);
    expect(upgraded.count('peace-rally')).toBe(2);
    upgraded.add('peace-rally', 'C', '3');
    expect(upgraded.count('peace-rally')).toBe(3);
    upgraded.close();
    // A comment deleted by hand (moderation) is counted out too.
    const moderator = new Database(path);
    moderator.prepare("DELETE FROM comments WHERE name = 'A'").run();
    moderator.close();
    const reopened = new CommentStore(path);
    expect(reopened.count('peace-rally')).toBe(2);
    reopened.close();
  });

  it('keeps comments when the file is opened again', () => {
    const path = join(dir, 'again.sqlite');
    const first = new CommentStore(path);
    const stored = first.add('peace-rally', 'Gita', 'still here');
    first.close();
    const reopened = new CommentStore(path);
    expect(reopened.listNewestFirst('peace-rally')).toEqual([stored]);
    // Sequences keep growing after a reopen, so event ids are never reused.
    expect(reopened.add('peace-rally', 'Hari', 'next').sequence).toBeGreaterThan(stored.sequence);
    reopened.close();
  });
});
