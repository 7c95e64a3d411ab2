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
      state: 'published',
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

  it('upgrades a file written by the version 2 schema: its comments stay published, listed and counted', () => {
    const path = join(dir, 'version2.sqlite');
    const old = new Database(path);
    // The version 2 schema exactly as the store created it before moderation.
    old.exec(`
      CREATE TABLE comments (sequence INTEGER PRIMARY KEY AUTOINCREMENT, post_id TEXT NOT NULL, name TEXT NOT NULL,
        text TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE INDEX comments_by_post ON comments (post_id, sequence);
      CREATE TABLE comment_counts (post_id TEXT PRIMARY KEY, count INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TRIGGER comment_counted AFTER INSERT ON comments BEGIN
        INSERT INTO comment_counts (post_id, count) VALUES (NEW.post_id, 1)
          ON CONFLICT (post_id) DO UPDATE SET count = count + 1;
      END;
      CREATE TRIGGER comment_uncounted AFTER DELETE ON comments BEGIN
        UPDATE comment_counts SET count = count - 1 WHERE post_id = OLD.post_id;
      END;
      INSERT INTO comments (post_id, name, text, created_at) VALUES
        ('peace-rally', 'A', '1', '2025-09-17T04:30:00.000Z'), ('peace-rally', 'B', '2', '2025-09-17T04:31:00.000Z'),
        ('other-post', 'C', '3', '2025-09-17T04:32:00.000Z');
      PRAGMA user_version = 2;
    `);
    old.close();

    const upgraded = new CommentStore(path);
    expect(upgraded.listNewestFirst('peace-rally').map((c) => [c.name, c.state])).toEqual([
      ['B', 'published'],
      ['A', 'published'],
    ]);
    expect(upgraded.count('peace-rally')).toBe(2);
    expect(upgraded.count('other-post')).toBe(1);
    const a = upgraded.listNewestFirst('peace-rally')[1]!;
    expect(upgraded.moderate(a.sequence, 'hide')?.changed).toBe(true);
    expect(upgraded.count('peace-rally')).toBe(1);
    upgraded.close();

    // Opened again (the next start): no second migration, the hidden comment stays hidden.
    const reopened = new CommentStore(path);
    expect(reopened.listNewestFirst('peace-rally').map((c) => c.name)).toEqual(['B']);
    expect(reopened.count('peace-rally')).toBe(1);
    expect(reopened.find(a.sequence)?.state).toBe('hidden');
    reopened.close();
  });

  it('lists, counts and replays only published comments', () => {
    const shown = store.add('peace-rally', 'A', 'shown');
    const pending = store.add('peace-rally', 'B', 'waiting', new Date(), 'pending');
    const hidden = store.add('peace-rally', 'C', 'abusive');
    store.moderate(hidden.sequence, 'hide');
    expect(pending.state).toBe('pending');
    expect(store.listNewestFirst('peace-rally').map((c) => c.id)).toEqual([shown.id]);
    expect(store.page('peace-rally', 10).comments.map((c) => c.id)).toEqual([shown.id]);
    expect(store.listAfter('peace-rally', 0, 10).map((c) => c.id)).toEqual([shown.id]);
    expect(store.count('peace-rally')).toBe(1);
    // The moderation list shows every state.
    expect(store.recent(10).map((c) => [c.id, c.state, c.postId])).toEqual([
      [hidden.id, 'hidden', 'peace-rally'],
      [pending.id, 'pending', 'peace-rally'],
      [shown.id, 'published', 'peace-rally'],
    ]);
  });

  it('moderates in one transaction with its event, and logs nothing when nothing changes', () => {
    const comment = store.add('peace-rally', 'A', 'text');
    const pending = store.add('peace-rally', 'B', 'text', new Date(), 'pending');
    const at = new Date('2025-09-17T05:00:00Z');
    expect(store.moderate(comment.sequence, 'hide', at)).toMatchObject({
      changed: true,
      before: { state: 'published' },
    });
    expect(store.moderate(comment.sequence, 'hide', at)).toMatchObject({ changed: false, before: { state: 'hidden' } });
    expect(store.moderate(comment.sequence, 'unhide', at)?.changed).toBe(true);
    expect(store.moderate(pending.sequence, 'approve', at)?.changed).toBe(true);
    expect(store.moderate(999, 'hide', at)).toBeUndefined();
    expect(store.count('peace-rally')).toBe(2);
    expect(store.moderationEventsAfter(0)).toEqual([
      {
        sequence: 1,
        commentId: comment.id,
        postId: 'peace-rally',
        action: 'hide',
        state: 'hidden',
        at: at.toISOString(),
      },
      {
        sequence: 2,
        commentId: comment.id,
        postId: 'peace-rally',
        action: 'unhide',
        state: 'published',
        at: at.toISOString(),
      },
      {
        sequence: 3,
        commentId: pending.id,
        postId: 'peace-rally',
        action: 'approve',
        state: 'published',
        at: at.toISOString(),
      },
    ]);
    expect(store.moderationEventsAfter(2).map((e) => e.sequence)).toEqual([3]);
    expect(store.lastModerationEvent()).toBe(3);
  });
});
