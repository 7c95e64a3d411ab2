import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CommentState, PublicComment } from '@school/contracts';
import type { DiskSpace } from '@school/service-kit';
import Database from 'better-sqlite3';

/** A comment as the API shows it: the contracts package's PublicComment. */
export type Comment = PublicComment;

/**
 * A comment with its place in the store's order. The sequence is SQLite's AUTOINCREMENT rowid: it only grows,
 * is never reused, and is the id of the comment's server-sent event, so a reconnecting reader resumes after it.
 */
export interface StoredComment extends Comment {
  sequence: number;
  /** Only `published` comments are listed, counted and streamed. */
  state: CommentState;
}

/** A stored comment with the post it belongs to (what moderation works on). */
export interface ModeratedComment extends StoredComment {
  postId: string;
}

/** What a moderator can do to a comment: hide it, or publish it (unhide a hidden one, approve a pending one). */
export type ModerationAction = 'hide' | 'unhide' | 'approve';

/** The state each moderation action leaves a comment in. */
export const stateAfter: Record<ModerationAction, CommentState> = {
  hide: 'hidden',
  unhide: 'published',
  approve: 'published',
};

/** One row of the moderation log: which comment, what was done, and the state it left the comment in. */
export interface ModerationEvent {
  sequence: number;
  commentId: string;
  postId: string;
  action: ModerationAction;
  state: CommentState;
  at: string;
}

interface CommentRow {
  sequence: number;
  name: string;
  text: string;
  created_at: string;
  state: CommentState;
}

const columns = 'sequence, name, text, created_at, state';

const SCHEMA_VERSION = 3;

function toStoredComment(row: CommentRow): StoredComment {
  return {
    id: String(row.sequence),
    sequence: row.sequence,
    name: row.name,
    text: row.text,
    createdAt: row.created_at,
    state: row.state,
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
  /**
   * The insert runs inside a transaction: an `INSERT … RETURNING` read with `.get()` in autocommit mode hands back
   * its row before SQLite commits (on the statement's reset), and a commit that then fails (SQLITE_FULL) is
   * reported to nobody. A transaction's COMMIT throws instead.
   */
  private readonly insert: (postId: string, name: string, text: string, at: string, state: CommentState) => CommentRow;
  private readonly newestFirst: Database.Statement<[string], CommentRow>;
  private readonly pageNewest: Database.Statement<[string, number], CommentRow>;
  private readonly pageBefore: Database.Statement<[string, number, number], CommentRow>;
  private readonly after: Database.Statement<[string, number, number], CommentRow>;
  private readonly counted: Database.Statement<[string], { count: number }>;
  private readonly prepared = new Map<string, Database.Statement>();

  /**
   * @param diskSpace the free-space guard of the database's disk (diskSpace.ts): every write asks it first and
   *   reports its outcome to it. Without one (tests, tools), writes are tried as they come.
   */
  constructor(
    path: string,
    private readonly diskSpace?: DiskSpace,
  ) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    // WAL lets the stream's and list's reads run beside a write. synchronous=FULL fsyncs the WAL on every
    // commit: NORMAL would survive a killed process but could lose the last comments on a power cut, and at a
    // school blog's posting rate one fsync per comment costs nothing noticeable.
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.migrate();

    const insertReturning = this.db.prepare<[string, string, string, string, CommentState], CommentRow>(
      `INSERT INTO comments (post_id, name, text, created_at, state) VALUES (?, ?, ?, ?, ?) RETURNING ${columns}`,
    );
    const insertCommitted = this.db.transaction((...row: [string, string, string, string, CommentState]) => {
      const stored = insertReturning.get(...row);
      if (!stored) throw new Error('the database stored the comment but returned no row');
      return stored;
    });
    this.insert = (...row) => insertCommitted.immediate(...row);
    // Readers see published comments only; the partial index comments_published keeps these as cheap as before.
    const published = "state = 'published'";
    this.newestFirst = this.db.prepare(
      `SELECT ${columns} FROM comments WHERE post_id = ? AND ${published} ORDER BY sequence DESC`,
    );
    this.pageNewest = this.db.prepare(
      `SELECT ${columns} FROM comments WHERE post_id = ? AND ${published} ORDER BY sequence DESC LIMIT ?`,
    );
    this.pageBefore = this.db.prepare(
      `SELECT ${columns} FROM comments WHERE post_id = ? AND ${published} AND sequence < ? ORDER BY sequence DESC LIMIT ?`,
    );
    this.after = this.db.prepare(
      `SELECT ${columns} FROM comments WHERE post_id = ? AND ${published} AND sequence > ? ORDER BY sequence ASC LIMIT ?`,
    );
    this.counted = this.db.prepare('SELECT count FROM comment_counts WHERE post_id = ?');
  }

  private migrate(): void {
    const version = this.db.pragma('user_version', { simple: true }) as number;
    if (version >= SCHEMA_VERSION) return;
    if (version < 2) this.migrateToVersion2();
    this.migrateToVersion3();
  }

  private migrateToVersion2(): void {
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
        PRAGMA user_version = 2;
      `);
    })();
  }

  /**
   * Version 3: moderation. Every comment gets a state; those already stored stay published (the column's
   * default). Only published comments are counted, so the count triggers follow state changes too. Each
   * moderation action also appends a row to moderation_events in the same transaction as the change: the log
   * of what was done (ids and actions, never texts), and how the running service hears of a change made by the
   * moderation command, a separate process (it polls the table: ModerationWatcher).
   */
  private migrateToVersion3(): void {
    this.db.transaction(() => {
      this.db.exec(`
        ALTER TABLE comments ADD COLUMN state TEXT NOT NULL DEFAULT 'published'
          CHECK (state IN ('published', 'hidden', 'pending'));
        CREATE INDEX IF NOT EXISTS comments_published ON comments (post_id, sequence) WHERE state = 'published';
        DROP TRIGGER IF EXISTS comment_counted;
        DROP TRIGGER IF EXISTS comment_uncounted;
        DELETE FROM comment_counts;
        INSERT INTO comment_counts (post_id, count)
          SELECT post_id, COUNT(*) FROM comments WHERE state = 'published' GROUP BY post_id;
        CREATE TRIGGER comment_counted AFTER INSERT ON comments WHEN NEW.state = 'published' BEGIN
          INSERT INTO comment_counts (post_id, count) VALUES (NEW.post_id, 1)
            ON CONFLICT (post_id) DO UPDATE SET count = count + 1;
        END;
        CREATE TRIGGER comment_uncounted AFTER DELETE ON comments WHEN OLD.state = 'published' BEGIN
          UPDATE comment_counts SET count = count - 1 WHERE post_id = OLD.post_id;
        END;
        CREATE TRIGGER comment_published AFTER UPDATE OF state ON comments
          WHEN OLD.state <> 'published' AND NEW.state = 'published' BEGIN
          INSERT INTO comment_counts (post_id, count) VALUES (NEW.post_id, 1)
            ON CONFLICT (post_id) DO UPDATE SET count = count + 1;
        END;
        CREATE TRIGGER comment_unpublished AFTER UPDATE OF state ON comments
          WHEN OLD.state = 'published' AND NEW.state <> 'published' BEGIN
          UPDATE comment_counts SET count = count - 1 WHERE post_id = OLD.post_id;
        END;
        CREATE TABLE moderation_events (
          sequence   INTEGER PRIMARY KEY AUTOINCREMENT,
          comment_id INTEGER NOT NULL,
          action     TEXT NOT NULL,
          state      TEXT NOT NULL,
          at         TEXT NOT NULL
        );
        PRAGMA user_version = 3;
      `);
    })();
  }

  /**
   * Stores a comment exactly as typed and returns it with its id and server time; `pending` keeps it from
   * readers until a moderator approves it.
   */
  add(
    postId: string,
    name: string,
    text: string,
    now: Date = new Date(),
    state: 'published' | 'pending' = 'published',
  ): StoredComment {
    return toStoredComment(this.write(() => this.insert(postId, name, text, now.toISOString(), state)));
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

  /** The newest comments of every post, whatever their state (the moderation command's list). */
  recent(limit: number): ModeratedComment[] {
    return this.statement<[number], CommentRow & { post_id: string }>(
      `SELECT ${columns}, post_id FROM comments ORDER BY sequence DESC LIMIT ?`,
    )
      .all(limit)
      .map((row) => ({ ...toStoredComment(row), postId: row.post_id }));
  }

  /** Comments of any post in one state, oldest first (the approval queue). */
  inState(state: CommentState, limit: number): ModeratedComment[] {
    return this.statement<[CommentState, number], CommentRow & { post_id: string }>(
      `SELECT ${columns}, post_id FROM comments WHERE state = ? ORDER BY sequence LIMIT ?`,
    )
      .all(state, limit)
      .map((row) => ({ ...toStoredComment(row), postId: row.post_id }));
  }

  /** One comment of any post and state, or undefined when no comment has that id. */
  find(commentId: number): ModeratedComment | undefined {
    const row = this.statement<[number], CommentRow & { post_id: string }>(
      `SELECT ${columns}, post_id FROM comments WHERE sequence = ?`,
    ).get(commentId);
    return row ? { ...toStoredComment(row), postId: row.post_id } : undefined;
  }

  /**
   * Applies a moderation action: the comment's new state and the moderation_events row are committed together.
   * Answers the comment as it was before, and whether anything changed (hiding a hidden comment changes nothing
   * and logs no event); undefined when no comment has that id.
   */
  moderate(
    commentId: number,
    action: ModerationAction,
    now: Date = new Date(),
  ): { before: ModeratedComment; changed: boolean } | undefined {
    return this.write(() =>
      this.db
        .transaction(() => {
          const before = this.find(commentId);
          if (!before) return undefined;
          const state = stateAfter[action];
          if (before.state === state) return { before, changed: false };
          this.statement('UPDATE comments SET state = ? WHERE sequence = ?').run(state, commentId);
          this.statement('INSERT INTO moderation_events (comment_id, action, state, at) VALUES (?, ?, ?, ?)').run(
            commentId,
            action,
            state,
            now.toISOString(),
          );
          return { before, changed: true };
        })
        .immediate(),
    );
  }

  /** Runs one committed write under the disk-space guard: refused before it starts when the disk is full. */
  private write<T>(commit: () => T): T {
    this.diskSpace?.assertRoomToWrite();
    try {
      const result = commit();
      this.diskSpace?.afterWrite();
      return result;
    } catch (error) {
      this.diskSpace?.afterWrite(error);
      throw error;
    }
  }

  /** The newest moderation event's sequence (0 when none): where a watcher starts. */
  lastModerationEvent(): number {
    const row = this.statement<[], { last: number | null }>(
      'SELECT MAX(sequence) AS last FROM moderation_events',
    ).get();
    return row?.last ?? 0;
  }

  /** Moderation events after a sequence, oldest first (a primary-key range: cheap to ask often). */
  moderationEventsAfter(sequence: number, limit = 100): ModerationEvent[] {
    return this.statement<
      [number, number],
      {
        sequence: number;
        comment_id: number;
        post_id: string;
        action: ModerationAction;
        state: CommentState;
        at: string;
      }
    >(
      `SELECT e.sequence, e.comment_id, c.post_id, e.action, e.state, e.at
           FROM moderation_events e JOIN comments c ON c.sequence = e.comment_id
          WHERE e.sequence > ? ORDER BY e.sequence LIMIT ?`,
    )
      .all(sequence, limit)
      .map((row) => ({
        sequence: row.sequence,
        commentId: String(row.comment_id),
        postId: row.post_id,
        action: row.action,
        state: row.state,
        at: row.at,
      }));
  }

  /** A statement prepared once and kept: moderation and the watcher's poll ask the same few questions. */
  private statement<Params extends unknown[], Row>(sql: string): Database.Statement<Params, Row> {
    let prepared = this.prepared.get(sql);
    if (!prepared) {
      prepared = this.db.prepare(sql);
      this.prepared.set(sql, prepared);
    }
    return prepared as Database.Statement<Params, Row>;
  }

  /** Throws unless the database answers a query. */
  ping(): void {
    this.db.prepare('SELECT 1').get();
  }

  close(): void {
    this.db.close();
  }
}
