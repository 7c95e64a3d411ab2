/**
 * office-service's one SQLite file: contact messages and the mail outbox (admission applications join them
 * later). Every write commits (and fsyncs) before the call returns, so anything the API acknowledged survives a
 * restart, a `kill -9` and a power cut.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrateResults } from './resultsSchema.js';
import { addStaff, STAFF_VERSION } from './staffSchema.js';
import { addOfficeWork, OFFICE_WORK_VERSION } from './officeWorkSchema.js';
import { addPasskeys, PASSKEYS_VERSION } from './passkeysSchema.js';

const SCHEMA_VERSION = 1;
/** Admission applications and the outbox's attachments; applied after version 1. */
const ADMISSIONS_VERSION = 2;

export function openDatabase(path: string): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL lets the sender read beside a write. synchronous=FULL fsyncs the WAL on every commit: a parent's message
  // acknowledged with a reference must survive a power cut, and at an office's rate one fsync each costs nothing.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  migrateResults(db);
  return db;
}

function migrate(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version < SCHEMA_VERSION) createFirstSchema(db);
  if (version < ADMISSIONS_VERSION) addAdmissions(db);
  if (version < STAFF_VERSION) addStaff(db);
  if (version < OFFICE_WORK_VERSION) addOfficeWork(db);
  if (version < PASSKEYS_VERSION) addPasskeys(db);
}

function addAdmissions(db: Database.Database): void {
  db.transaction(() => {
    db.exec(`
      -- One row per application. details holds every text field as sent (JSON, keyed by the form's field names);
      -- the files are in the files folder under the reference, at the paths here (relative to that folder).
      CREATE TABLE admissions (
        id               INTEGER PRIMARY KEY AUTOINCREMENT,
        reference        TEXT NOT NULL UNIQUE,
        student_name     TEXT NOT NULL,
        class_applied    TEXT NOT NULL,
        details          TEXT NOT NULL,
        photo_path       TEXT NOT NULL,
        certificate_path TEXT NOT NULL,
        created_at       TEXT NOT NULL
      );
      -- JSON [{fileName, path}] of files attached when the email is sent; NULL for none.
      ALTER TABLE outbox ADD COLUMN attachments TEXT;
      PRAGMA user_version = ${ADMISSIONS_VERSION};
    `);
  })();
}

function createFirstSchema(db: Database.Database): void {
  db.transaction(() => {
    db.exec(`
      CREATE TABLE messages (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        reference  TEXT NOT NULL UNIQUE,
        name       TEXT NOT NULL,
        phone      TEXT NOT NULL,
        email      TEXT NOT NULL,
        message    TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      -- One row per email to send. The Message-ID is chosen and stored with the row, before any try, so every
      -- try of the row is the same email. to_address NULL means the school's inbox as configured when sent.
      CREATE TABLE outbox (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
        message_id      TEXT NOT NULL UNIQUE,
        reference       TEXT NOT NULL,
        kind            TEXT NOT NULL CHECK (kind IN ('school', 'confirmation')),
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
        sent_at         TEXT
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE state = 'pending';
      PRAGMA user_version = ${SCHEMA_VERSION};
    `);
  })();
}
