/**
 * Schema version 5: staff passkeys (WebAuthn credentials) and the challenges of their ceremonies. A credential's
 * public key is no secret; a challenge is kept only as its SHA-256, lives 5 minutes and works once. A person's
 * passkeys go with them (StaffStore.remove deletes them explicitly: foreign keys are not switched on in this file).
 */
import type Database from 'better-sqlite3';

export const PASSKEYS_VERSION = 5;

export function addPasskeys(db: Database.Database): void {
  db.transaction(() => {
    db.exec(`
      CREATE TABLE staff_passkeys (
        credential_id TEXT PRIMARY KEY,
        email         TEXT NOT NULL,
        public_key    BLOB NOT NULL,
        counter       INTEGER NOT NULL,
        transports    TEXT NOT NULL,
        label         TEXT NOT NULL,
        added_at      TEXT NOT NULL,
        last_used_at  TEXT
      ) WITHOUT ROWID;
      CREATE INDEX staff_passkeys_by_email ON staff_passkeys (email);
      -- purpose 'add': bound to the session that asked (its id's hash) and its person; 'sign-in': bound to nobody.
      CREATE TABLE passkey_challenges (
        challenge_hash TEXT PRIMARY KEY,
        purpose        TEXT NOT NULL CHECK (purpose IN ('add', 'sign-in')),
        email          TEXT,
        session_hash   TEXT,
        expires_at     TEXT NOT NULL
      ) WITHOUT ROWID;
      PRAGMA user_version = ${PASSKEYS_VERSION};
    `);
  })();
}
