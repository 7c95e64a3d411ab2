/**
 * The challenges of WebAuthn ceremonies, kept on the server as their SHA-256: each lasts 5 minutes and works once
 * (taking it deletes it). A challenge to add a passkey is bound to the session that asked for it.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';

export const challengeLifetimeMs = 5 * 60_000;

export type ChallengePurpose = 'add' | 'sign-in';

export const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

export class PasskeyChallenges {
  constructor(
    private readonly db: Database.Database,
    private readonly now: () => Date,
  ) {}

  keep(challenge: string, purpose: ChallengePurpose, binding: { email: string; sessionId: string } | undefined): void {
    this.db.prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?').run(this.now().toISOString());
    this.db
      .prepare(
        'INSERT INTO passkey_challenges (challenge_hash, purpose, email, session_hash, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        hashOf(challenge),
        purpose,
        binding?.email ?? null,
        binding ? hashOf(binding.sessionId) : null,
        new Date(this.now().getTime() + challengeLifetimeMs).toISOString(),
      );
  }

  /**
   * Takes a live challenge of this purpose (and, for 'add', of this person's session): true once, false for a wrong,
   * used, expired or someone else's one.
   */
  take(challenge: string, purpose: ChallengePurpose, binding?: { email: string; sessionId: string }): boolean {
    return this.db.transaction(() => {
      const row = this.db
        .prepare<[string], { purpose: string; email: string | null; session_hash: string | null; expires_at: string }>(
          'SELECT purpose, email, session_hash, expires_at FROM passkey_challenges WHERE challenge_hash = ?',
        )
        .get(hashOf(challenge));
      if (!row) return false;
      this.db.prepare('DELETE FROM passkey_challenges WHERE challenge_hash = ?').run(hashOf(challenge));
      if (row.purpose !== purpose || Date.parse(row.expires_at) <= this.now().getTime()) return false;
      if (purpose === 'add') {
        return row.email === binding?.email && row.session_hash === hashOf(binding.sessionId);
      }
      return true;
    })();
  }
}
