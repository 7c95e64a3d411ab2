/**
 * Staff sessions, kept on the server so that they can be ended: a session id is 32 random bytes, given to the
 * browser in a cookie and kept here only as its SHA-256. A session ends after `idleMs` without a request (8 hours by
 * default), `maxMs` after it began whatever happens (7 days), on sign-out, when its person signs out everywhere, and
 * when the person is removed. Every check reads the person's role again, so a role change counts at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { StaffMember } from './staffStore.js';
import { StaffStore } from './staffStore.js';

export interface SessionTimes {
  idleMs: number;
  maxMs: number;
}

interface SessionRow {
  email: string;
  created_at: string;
  last_seen_at: string;
}

const hashOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

/** A session id as sent in the cookie: 43 characters of base64url. */
const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

/** How often a session's last request is written down: a busy page does not write on every request. */
const lastSeenResolutionMs = 60_000;

export class StaffSessions {
  private readonly staff: StaffStore;

  constructor(
    private readonly db: Database.Database,
    private readonly times: SessionTimes,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.staff = new StaffStore(db);
  }

  /** A new session for a person who just proved who they are; its id goes to the browser and nowhere else. */
  begin(email: string): string {
    const id = randomBytes(32).toString('base64url');
    const now = this.now();
    const at = now.toISOString();
    // Sessions left to expire are cleared here, so the table holds only live ones and those about to be checked.
    this.db
      .prepare('DELETE FROM staff_sessions WHERE last_seen_at <= ? OR created_at <= ?')
      .run(
        new Date(now.getTime() - this.times.idleMs).toISOString(),
        new Date(now.getTime() - this.times.maxMs).toISOString(),
      );
    this.db
      .prepare('INSERT INTO staff_sessions (id_hash, email, created_at, last_seen_at) VALUES (?, ?, ?, ?)')
      .run(hashOf(id), email, at, at);
    return id;
  }

  /** The person a live session belongs to, as they are now; undefined for no, an ended or an expired session. */
  check(sessionId: string | undefined): StaffMember | undefined {
    if (!sessionId || !sessionIdPattern.test(sessionId)) return undefined;
    const idHash = hashOf(sessionId);
    const row = this.db
      .prepare<[string], SessionRow>('SELECT email, created_at, last_seen_at FROM staff_sessions WHERE id_hash = ?')
      .get(idHash);
    if (!row) return undefined;
    const now = this.now().getTime();
    const lastSeen = Date.parse(row.last_seen_at);
    if (now - lastSeen >= this.times.idleMs || now - Date.parse(row.created_at) >= this.times.maxMs) {
      this.db.prepare('DELETE FROM staff_sessions WHERE id_hash = ?').run(idHash);
      return undefined;
    }
    const member = this.staff.find(row.email);
    if (!member) return undefined;
    if (now - lastSeen >= lastSeenResolutionMs) {
      this.db
        .prepare('UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?')
        .run(new Date(now).toISOString(), idHash);
    }
    return member;
  }

  /** Ends one session (sign-out). */
  end(sessionId: string): void {
    this.db.prepare('DELETE FROM staff_sessions WHERE id_hash = ?').run(hashOf(sessionId));
  }

  /** Ends every session (`make restore` puts back a copy in which old sessions could live again). */
  endAll(): number {
    return this.db.prepare('DELETE FROM staff_sessions').run().changes;
  }
}
