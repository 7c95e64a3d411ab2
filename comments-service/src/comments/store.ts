import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PublicComment } from '@school/contracts';
import Database from 'better-sqlite3';

/** A comment as the API shows it: the contracts package's PublicComment. */
export type Comment = PublicComment;

/**
 * A comment with its place in the store's order. The sequence is SQLite's AUTOINCREMENT rowid: it only grows,
 * is never reused, and is the id of the comment's server-sent event, so a reconnecting reader resumes after it.
 */
export interface StoredComment extends Comment {
  sequence: number;
}

interface CommentRow {
  sequence: number;
  name: string;
  text: string;
  created_at: string;
}

const SCHEMA_VERSION = 2;

function toStoredComment(row: CommentRow): StoredComment {
  return {
    id: String(row.sequence),
    sequence: row.sequence,
    name: row.name,
    text: row.text,
    createdAt: row.created_at,
  };
}

/** The public shape of a comment, without the store's bookkeeping. */
export function toPublicComment({ id, name, text, createdAt }: StoredComment): Comment {
  return { id, name, text, createdAt };
}

/**
 * Comments in one SQLite file. Every write is committed (and fsynced, see below) before the call returns,
 * so a comment the API acknowledged survives a restart, a `kill -9` and a power cut.
 */
export class CommentStore {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement<[string, string, string, string], CommentRow>;
  private readonly newestFirst: Database.Statement<[string], CommentRow>;
  private readonly pageNewest: Database.Statement<[string, number], CommentRow>;
  private readonly pageBefore: Database.Statement<[string, number, number], CommentRow>;
  private readonly after: Database.Statement<[string, number, number], CommentRow>;
  private readonly counted: Database.Statement<[string], { count: number }>;

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    // WAL lets the stream's and list's reads run beside a write. synchronous=FULL fsyncs the WAL on every
    // commit: NORMAL would survive a killed process but could lose the last comments on a power cut, and at a
    // school blog's posting rate one fsync per comment costs nothing noticeable.
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.migrate();

    this.insert = this.db.prepare(
      'INSERT INTO comments (post_id, name, text, created_at) VALUES (?, ?, ?, ?) RETURNING sequence, name, text, created_at',
    );
    this.newestFirst = this.db.prepare(
      'SELECT sequence, name, text, created_at FROM comments WHERE post_id = ? ORDER BY sequence DESC',
    );
    this.pageNewest = this.db.prepare(
      'SELECT sequence, name, text, created_at FROM comments WHERE post_id = ? ORDER BY sequence DESC LIMIT ?',
    );
    this.pageBefore = this.db.prepare(
      'SELECT sequence, name, text, created_at FROM comments WHERE post_id = ? AND sequence < ? ORDER BY sequence DESC LIMIT ?',
    );
    this.after = this.db.prepare(
      'SELECT sequence, name, text, created_at FROM comments WHERE post_id = ? AND sequence > ? ORDER BY sequence ASC LIMIT ?',
    );
    this.counted = this.db.prepare('SELECT count FROM comment_counts WHERE post_id = ?');
  }

  private migrate(): void {
    const version = this.db.pragma('user_version', { simple: true }) as number;
    if (version >= SCHEMA_VERSION) return;
    // Version 2 keeps each post's comment count in a table the triggers update in the same transaction as the
    // comment itself: counting 100,000 index entries on every list request would cost milliseconds each.
    // A comment deleted by hand (moderation with the sqlite3 tool) is counted out by the same triggers.
    this.db.transaction(() => {
      this.db.exec(`
        CREATE TABLE IF NOT EXISTS comments (
          sequence   INTEGER PRIMARY KEY AUTOINCREMENT,
          post_id    TEXT NOT NULL,
          name       TEXT NOT NULL,
          text       TEXT NOT NULL,
          created_at TEXT NOT NULL
        );
        CREATE INDEX IF NOT EXISTS comments_by_post ON comments (post_id, sequence);
        CREATE TABLE IF NOT EXISTS comment_counts (
          post_id TEXT PRIMARY KEY,
          count   INTEGER NOT NULL
        ) WITHOUT ROWID;
        DELETE FROM comment_counts;
        INSERT INTO comment_counts (post_id, count) SELECT post_id, COUNT(*) FROM comments GROUP BY post_id;
        CREATE TRIGGER IF NOT EXISTS comment_counted AFTER INSERT ON comments BEGIN
          INSERT INTO comment_counts (post_id, count) VALUES (NEW.post_id, 1)
            ON CONFLICT (post_id) DO UPDATE SET count = count + 1;
        END;
        CREATE TRIGGER IF NOT EXISTS comment_uncounted AFTER DELETE ON comments BEGIN
          UPDATE comment_counts SET count = count - 1 WHERE post_id = OLD.post_id;
        END;
        PRAGMA user_version = ${SCHEMA_VERSION};
      `);
    })();
  }

  /** Stores a comment exactly as typed and returns it with its id and server time. */
  add(postId: string, name: string, text: string, now: Date = new Date()): StoredComment {
    const row = this.insert.get(postId, name, text, now.toISOString());
    if (!row) throw new Error('the database stored the comment but returned no row');
    return toStoredComment(row);
  }

  /** Every comment of a post, newest first (tests and tools: the API answers pages). */
  listNewestFirst(postId: string): StoredComment[] {
    return this.newestFirst.all(postId).map(toStoredComment);
  }

  /**
   * At most `limit` comments of a post, newest first: the newest ones, or those stored before the sequence
   * `before`. `hasOlder` says whether any older comment remains after the page.
   */
  page(postId: string, limit: number, before?: number): { comments: StoredComment[]; hasOlder: boolean } {
    const rows =
      before === undefined ? this.pageNewest.all(postId, limit + 1) : this.pageBefore.all(postId, before, limit + 1);
    return { comments: rows.slice(0, limit).map(toStoredComment), hasOlder: rows.length > limit };
  }

  /** How many comments a post has. */
  count(postId: string): number {
    return this.counted.get(postId)?.count ?? 0;
  }

  /** The comments of a post stored after the given sequence, oldest first (what a reconnecting reader missed). */
  listAfter(postId: string, sequence: number, limit: number): StoredComment[] {
    return this.after.all(postId, sequence, limit).map(toStoredComment);
  }

  /** Throws unless the database answers a query. */
  ping(): void {
    this.db.prepare('SELECT 1').get();
  }

  close(): void {
    this.db.close();
  }
}
