/**
 * The school office's staff: a person is an email address with one role. Adding, changing and removing them is
 * the operator's (`make staff`) and, later, an administrator's in the console. Removing a person or changing their
 * role takes effect on their very next request: a session holds only the email, and every check reads the person
 * here again (staffSessions.ts). Removing a person also ends their sessions and their code.
 */
import type Database from 'better-sqlite3';
import type { StaffRole } from '@school/contracts';

export interface StaffMember {
  email: string;
  role: StaffRole;
  addedAt: string;
}

/** One way to compare addresses: as typed, trimmed, in lower case (mail providers ignore the case). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export class StaffStore {
  private readonly one: Database.Statement<[string], { email: string; role: StaffRole; added_at: string }>;

  constructor(private readonly db: Database.Database) {
    this.one = db.prepare('SELECT email, role, added_at FROM staff WHERE email = ?');
  }

  find(email: string): StaffMember | undefined {
    const row = this.one.get(emailKey(email));
    return row && { email: row.email, role: row.role, addedAt: row.added_at };
  }

  list(): StaffMember[] {
    return this.db
      .prepare<[], { email: string; role: StaffRole; added_at: string }>(
        'SELECT email, role, added_at FROM staff ORDER BY email',
      )
      .all()
      .map((row) => ({ email: row.email, role: row.role, addedAt: row.added_at }));
  }

  /** Adds a person, or gives a person already there the role: 'added' or 'changed' ('unchanged' when it was theirs). */
  put(email: string, role: StaffRole, now: Date): 'added' | 'changed' | 'unchanged' {
    const key = emailKey(email);
    const before = this.find(key);
    if (before?.role === role) return 'unchanged';
    if (before) {
      this.db.prepare('UPDATE staff SET role = ? WHERE email = ?').run(role, key);
      return 'changed';
    }
    this.db.prepare('INSERT INTO staff (email, role, added_at) VALUES (?, ?, ?)').run(key, role, now.toISOString());
    return 'added';
  }

  /** Removes a person with their sessions, their code and their passkeys; false when there was no such person. */
  remove(email: string): boolean {
    const key = emailKey(email);
    return this.db.transaction(() => {
      const removed = this.db.prepare('DELETE FROM staff WHERE email = ?').run(key).changes > 0;
      this.db.prepare('DELETE FROM staff_sessions WHERE email = ?').run(key);
      this.db.prepare('DELETE FROM sign_in_codes WHERE email = ?').run(key);
      this.db.prepare('DELETE FROM sign_in_links WHERE email = ?').run(key);
      this.db.prepare('DELETE FROM staff_passkeys WHERE email = ?').run(key);
      this.db.prepare('DELETE FROM passkey_challenges WHERE email = ?').run(key);
      return removed;
    })();
  }

  /** Ends every session of a person at once (`make staff ARGS="signout EMAIL"`); how many were open. */
  signOutEverywhere(email: string): number {
    return this.db.prepare('DELETE FROM staff_sessions WHERE email = ?').run(emailKey(email)).changes;
  }
}
