/**
 * Schema version 3: the school office's staff, their sign-in codes and their sessions; and the outbox taking a third
 * kind of email, the sign-in code (SQLite cannot change a CHECK, so the table is copied into its new shape).
 *
 * Nothing here holds a secret as sent: a code, a sign-in link's token and a session id are kept only as their SHA-256, so a copy of the file
 * (a backup) signs nobody in. Removing a person removes their code and sessions with them.
 */
import type Database from 'better-sqlite3';

export const STAFF_VERSION = 3;

export function addStaff(db: Database.Database): void {
  db.transaction(() => {
    db.exec(`
      CREATE TABLE outbox_with_sign_in (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
        message_id      TEXT NOT NULL UNIQUE,
        reference       TEXT NOT NULL,
        kind            TEXT NOT NULL CHECK (kind IN ('school', 'confirmation', 'sign-in')),
        to_address      TEXT,
        reply_to        TEXT,
        subject         TEXT NOT NULL,
        text            TEXT NOT NULL,
        html            TEXT NOT NULL,
        state           TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        last_outcome    TEXT,
        created_at      TEXT NOT NULL,
        sent_at         TEXT,
        attachments     TEXT
      );
      INSERT INTO outbox_with_sign_in
        SELECT id, message_id, reference, kind, to_address, reply_to, subject, text, html, state, attempts,
               next_attempt_at, last_outcome, created_at, sent_at, attachments
          FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_with_sign_in RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE state = 'pending';

      -- One row per person; the email as typed in lower case.
      CREATE TABLE staff (
        email    TEXT PRIMARY KEY,
        role     TEXT NOT NULL CHECK (role IN ('admin', 'office', 'accounts')),
        added_at TEXT NOT NULL
      ) WITHOUT ROWID;
      -- The one live code of an email (staff's or not: an unknown address is treated alike, so neither the answer
      -- nor its time tells who is staff). A new request replaces it; tries_left reaching 0 ends it.
      CREATE TABLE sign_in_codes (
        email      TEXT PRIMARY KEY,
        code_hash  TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        tries_left INTEGER NOT NULL
      ) WITHOUT ROWID;
      -- One-time sign-in links the operator prints (make staff ARGS="link EMAIL") when mail is down.
      CREATE TABLE sign_in_links (
        token_hash TEXT PRIMARY KEY,
        email      TEXT NOT NULL,
        expires_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE staff_sessions (
        id_hash      TEXT PRIMARY KEY,
        email        TEXT NOT NULL,
        created_at   TEXT NOT NULL,
        last_seen_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX staff_sessions_by_email ON staff_sessions (email);
      PRAGMA user_version = ${STAFF_VERSION};
    `);
  })();
}
