import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mountSmallDisk } from '@school/service-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommentStore } from '../comments/store.js';
import { parseModerationArgs, runModeration, textStart } from './moderationCommand.js';

/** Runs the command against a real SQLite file and captures what it prints. */
function run(argv: string[], path: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runModeration(
    argv,
    { COMMENTS_DB_PATH: path },
    { write: (text: string) => out.push(text) },
    { write: (text: string) => err.push(text) },
    () => new Date('2025-09-17T05:00:00Z'),
  );
  return { code, stdout: out.join(''), stderr: err.join('') };
}

describe('moderate-comments (a real SQLite file)', () => {
  let dir: string;
  let path: string;
  const abusive = 'This is an abusive comment that must never be copied into any log line';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'comments-cli-'));
    path = join(dir, 'comments.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Adds comments through the store, as the service would, and closes it (the service is another process). */
  function seed(add: (store: CommentStore) => void) {
    const store = new CommentStore(path);
    add(store);
    store.close();
  }
  const state = (id: number) => {
    const store = new CommentStore(path);
    try {
      return { state: store.find(id)?.state, count: store.count('peace-rally') };
    } finally {
      store.close();
    }
  };

  it('lists the newest comments: id, time in Nepal time, post, state, name and the start of the text on one line', () => {
    seed((store) => {
      store.add('peace-rally', 'Sita Sharma', 'Peace to all\nfamilies', new Date('2025-09-17T04:30:00Z'));
      // 18:31 UTC is 00:16 the next day in Nepal.
      store.add('peace-rally', 'Ram', 'x'.repeat(200), new Date('2025-09-17T18:31:00Z'), 'pending');
    });
    const { code, stdout } = run([], path);
    expect(code).toBe(0);
    const [header, first, second] = stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ID\s+TIME \(NEPAL\)\s+POST\s+STATE\s+NAME\s+TEXT$/);
    expect(first).toMatch(/^2\s+2025-09-18 00:16\s+peace-rally\s+pending\s+Ram\s+x{59}…$/);
    expect(second).toMatch(/^1\s+2025-09-17 10:15\s+peace-rally\s+published\s+Sita Sharma\s+Peace to all families$/);
    expect(run(['list', '1'], path).stdout.trimEnd().split('\n')).toHaveLength(2);
  });

  it('hides, unhides and approves by id, printing one line with the id and action but never the text', () => {
    seed((store) => {
      store.add('peace-rally', 'Troll', abusive);
      store.add('peace-rally', 'Gita', 'waiting', new Date(), 'pending');
    });

    const hide = run(['hide', '1'], path);
    expect(hide).toEqual({
      code: 0,
      stdout: '2025-09-17 10:45:00+05:45 moderation: comment 1 hide: published -> hidden\n',
      stderr: '',
    });
    expect(hide.stdout).not.toContain('abusive');
    expect(state(1)).toEqual({ state: 'hidden', count: 0 });

    expect(run(['hide', '1'], path).stdout).toContain('comment 1 hide: already hidden, nothing changed');
    expect(run(['unhide', '1'], path).stdout).toContain('comment 1 unhide: hidden -> published');
    expect(state(1)).toEqual({ state: 'published', count: 1 });

    expect(run(['approve', '2'], path).stdout).toContain('comment 2 approve: pending -> published');
    expect(state(2)).toEqual({ state: 'published', count: 2 });
  });

  it('says so and exits 1 for an id that is not a comment, changing nothing', () => {
    seed((store) => store.add('peace-rally', 'A', 'text'));
    const result = run(['hide', '42'], path);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('moderate-comments: there is no comment with id 42 (make comments lists them)\n');
    expect(state(1)).toEqual({ state: 'published', count: 1 });
  });

  it('explains a missing database and bad arguments', () => {
    expect(run(['hide', '1'], join(dir, 'none.sqlite'))).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no comments database at'),
    });
    expect(run(['delete', '1'], path)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("unknown command 'delete'"),
    });
    expect(run(['hide'], path)).toMatchObject({ code: 2, stderr: expect.stringContaining('hide needs the id') });
    expect(run(['hide', 'abc'], path)).toMatchObject({ code: 2, stderr: expect.stringContaining("got 'abc'") });
    expect(run(['--help'], path)).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage:') });
  });
});

describe('moderate-comments arguments and text', () => {
  it('reads the commands', () => {
    expect(parseModerationArgs([])).toEqual({ kind: 'list', count: 30 });
    expect(parseModerationArgs(['list', '5'])).toEqual({ kind: 'list', count: 5 });
    expect(parseModerationArgs(['approve', '12'])).toEqual({ kind: 'act', action: 'approve', commentId: 12 });
    expect(parseModerationArgs(['hide', '1', '2'])).toMatchObject({ kind: 'error' });
  });

  it('shortens a text to one line of 60 characters, counting emoji as one', () => {
    expect(textStart('a\n\n b\tc')).toBe('a b c');
    expect([...textStart('🙏'.repeat(100))]).toHaveLength(60);
  });
});

describe('moderate-comments on a full disk', () => {
  it('says in plain words that nothing was changed', () => {
    const disk = mountSmallDisk(256 * 1024);
    try {
      const path = join(disk.folder, 'comments.sqlite');
      const store = new CommentStore(path);
      const first = store.add('peace-rally', 'Sita', 'The first');
      // Written until SQLite refuses: the disk is full.
      expect(() => {
        for (let i = 0; i < 10_000; i += 1) store.add('peace-rally', 'Sita', 'x'.repeat(1000));
      }).toThrow(expect.objectContaining({ code: 'SQLITE_FULL' }));
      store.close();
      // Nothing may be left to grow into, however the closing checkpoint went.
      const filler = join(disk.folder, 'filler');
      writeFileSync(filler, '');
      try {
        for (;;) appendFileSync(filler, Buffer.alloc(4096));
      } catch {
        // ENOSPC: full
      }

      const result = run(['hide', first.id], path);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `moderate-comments: the disk where ${path} is, is full: nothing was changed. Free some space and run it again.\n`,
      );
    } finally {
      disk.remove();
    }
  });
});
