/**
 * One-time sign-in links, for when mail is down: the operator prints one on the server (`make staff ARGS="link
 * EMAIL"`) and gives it to the person. It works once, for 15 minutes. The token is 32 random bytes, in the link's
 * fragment (after #), which browsers never send to a server, so no access log holds it; the console posts it to
 * POST /api/office/sign-in/link. Only its SHA-256 is kept.
 */
import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';

export const linkLifetimeMs = 15 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export class SignInLinks {
  constructor(
    private readonly db: Database.Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new token for the person (the caller checks they are staff). */
  issue(email: string): string {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    this.db.prepare('DELETE FROM sign_in_links WHERE expires_at <= ?').run(now.toISOString());
    this.db
      .prepare('INSERT INTO sign_in_links (token_hash, email, expires_at) VALUES (?, ?, ?)')
      .run(hashOf(token), email, new Date(now.getTime() + linkLifetimeMs).toISOString());
    return token;
  }

  /** The email a live token was made for, using the token up; undefined for a wrong, used or expired one. */
  use(token: string): string | undefined {
    if (!tokenPattern.test(token)) return undefined;
    return this.db.transaction(() => {
      const row = this.db
        .prepare<[string], { email: string; expires_at: string }>(
          'SELECT email, expires_at FROM sign_in_links WHERE token_hash = ?',
        )
        .get(hashOf(token));
      if (!row) return undefined;
      this.db.prepare('DELETE FROM sign_in_links WHERE token_hash = ?').run(hashOf(token));
      return Date.parse(row.expires_at) > this.now().getTime() ? row.email : undefined;
    })();
  }
}
