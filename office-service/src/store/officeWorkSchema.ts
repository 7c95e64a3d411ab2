/**
 * Schema version 4: the school office's work on what parents sent. An application has a status (new → in review →
 * admitted, waiting list or declined) with the history of its changes; a message is marked handled; and the audit
 * log keeps who did what, when, to which reference (references and actions only, never a child's details).
 */
import type Database from 'better-sqlite3';

export const OFFICE_WORK_VERSION = 4;

export function addOfficeWork(db: Database.Database): void {
  db.transaction(() => {
    db.exec(`
      ALTER TABLE admissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'in-review', 'admitted', 'waiting-list', 'declined'));
      CREATE INDEX admissions_newest ON admissions (created_at DESC, id DESC);
      -- Each status change: by whom (the staff member's email), when, with the optional note. Removed with the
      -- application (officeRecords.ts).
      CREATE TABLE admission_status_changes (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        reference   TEXT NOT NULL,
        status      TEXT NOT NULL,
        note        TEXT NOT NULL,
        staff_email TEXT NOT NULL,
        at          TEXT NOT NULL
      );
      CREATE INDEX admission_status_changes_by_reference ON admission_status_changes (reference, id);
      ALTER TABLE messages ADD COLUMN handled_at TEXT;
      ALTER TABLE messages ADD COLUMN handled_by TEXT;
      -- Who did what, when, to which reference. Kept OFFICE_RETENTION_DAYS (retention.ts).
      CREATE TABLE audit_log (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        at          TEXT NOT NULL,
        staff_email TEXT NOT NULL,
        action      TEXT NOT NULL,
        reference   TEXT NOT NULL
      );
      CREATE INDEX audit_log_by_time ON audit_log (at);
      PRAGMA user_version = ${OFFICE_WORK_VERSION};
    `);
  })();
}
