/**
 * Sign-in codes: six digits mailed to a person, lasting 10 minutes, working once, and dead after 5 wrong tries
 * (the right one included). Kept only as a SHA-256 of the email and the code.
 *
 * Every typed address gets a code row, staff's or not, and its tries are counted alike: an unknown address is
 * answered with the same words, in about the same time (the same write), and with the same limits, so nothing tells
 * who is staff. Only a staff member's code is mailed (the caller's part).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';

export const codeLifetimeMs = 10 * 60_000;
export const triesPerCode = 5;

const hashOf = (email: string, code: string) => createHash('sha256').update(`${email}\n${code}`).digest();

export type CodeCheck = 'right' | 'wrong' | 'none';

export class SignInCodes {
  constructor(
    private readonly db: Database.Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new code for the address, replacing any earlier one; returned to be mailed (never stored as it is). */
  issue(email: string): string {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.purgeExpired();
    this.db
      .prepare(
        `INSERT INTO sign_in_codes (email, code_hash, expires_at, tries_left) VALUES (?, ?, ?, ?)
           ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at,
                                            tries_left = excluded.tries_left`,
      )
      .run(
        email,
        hashOf(email, code).toString('hex'),
        new Date(this.now().getTime() + codeLifetimeMs).toISOString(),
        triesPerCode,
      );
    return code;
  }

  /**
   * Checks a typed code. 'right' uses the code up; 'wrong' spends a try (the fifth ends the code); 'none' when
   * the address has no live code (none asked for, expired, used, or out of tries).
   */
  check(email: string, code: string): CodeCheck {
    return this.db.transaction((): CodeCheck => {
      const row = this.db
        .prepare<[string], { code_hash: string; expires_at: string; tries_left: number }>(
          'SELECT code_hash, expires_at, tries_left FROM sign_in_codes WHERE email = ?',
        )
        .get(email);
      if (!row || row.tries_left <= 0 || Date.parse(row.expires_at) <= this.now().getTime()) {
        if (row) this.db.prepare('DELETE FROM sign_in_codes WHERE email = ?').run(email);
        return 'none';
      }
      if (timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hashOf(email, code.trim()))) {
        this.db.prepare('DELETE FROM sign_in_codes WHERE email = ?').run(email);
        return 'right';
      }
      if (row.tries_left <= 1) this.db.prepare('DELETE FROM sign_in_codes WHERE email = ?').run(email);
      else this.db.prepare('UPDATE sign_in_codes SET tries_left = tries_left - 1 WHERE email = ?').run(email);
      return 'wrong';
    })();
  }

  /** Codes past their time, removed: the table holds only live codes. */
  purgeExpired(): number {
    return this.db.prepare('DELETE FROM sign_in_codes WHERE expires_at <= ?').run(this.now().toISOString()).changes;
  }
}
