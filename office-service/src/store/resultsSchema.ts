/**
 * The exam results' tables, kept apart from database.ts's versioned schema (messages, outbox, admissions) so the
 * two grow independently: each statement is idempotent and runs on every open.
 *
 * Only what the school typed is stored. Grades, totals and the percentage are computed on every answer by the
 * shared summarizeReport, so a corrected grade scale can never disagree with stored grades.
 */
import type Database from 'better-sqlite3';

export function migrateResults(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS exams (
      id           INTEGER PRIMARY KEY AUTOINCREMENT,
      name         TEXT NOT NULL UNIQUE,
      published_at TEXT NOT NULL
    );
    -- One student's result in one exam. name_key is the name as matched (lower case, single spaces);
    -- subjects and co_scholastic are JSON arrays in the report card's order.
    CREATE TABLE IF NOT EXISTS result_records (
      exam_id       INTEGER NOT NULL REFERENCES exams (id),
      class         TEXT NOT NULL,
      roll          INTEGER NOT NULL,
      name          TEXT NOT NULL,
      name_key      TEXT NOT NULL,
      father        TEXT NOT NULL,
      mother        TEXT NOT NULL,
      dob_bs        TEXT NOT NULL,
      address       TEXT NOT NULL,
      present_days  INTEGER NOT NULL,
      school_days   INTEGER NOT NULL,
      subjects      TEXT NOT NULL,
      co_scholastic TEXT NOT NULL,
      PRIMARY KEY (exam_id, class, roll)
    ) WITHOUT ROWID;
  `);
}
