/**
 * The fee tables, made by the payments database's migration to version 5 (transactions/store.ts): the students and
 * what each owes, as the school's records say (`make fees ARGS="import dues.csv"`), and which dues a payment pays.
 *
 * - `students`: one row per student id; the last import's name, class, roll and date of birth (B.S.).
 * - `fee_dues`: one fee item due for one B.S. month (`YYYY-MM`), in paisa, `due`, `paid` or `waived` (with a note).
 *   An item is unique per student and month whatever its case ("Library" and "library" are one item).
 * - `payment_dues`: the dues a payment is for. Filled by the payments of dues (the next part of the fees); an import
 *   reads it so that a due inside a payment that may still complete is never removed. Removing a due (only ever
 *   one nobody can still pay) removes its links to the payments that failed.
 */
export const feeTables = `
CREATE TABLE students (
  student_id TEXT PRIMARY KEY,
  name       TEXT NOT NULL,
  class_name TEXT NOT NULL,
  roll       INTEGER,
  dob_bs     TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX students_by_class ON students (class_name, roll);

CREATE TABLE fee_dues (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  student_id   TEXT NOT NULL REFERENCES students (student_id),
  item         TEXT NOT NULL COLLATE NOCASE,
  month        TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]'),
  amount_paisa INTEGER NOT NULL CHECK (amount_paisa > 0),
  state        TEXT NOT NULL DEFAULT 'due' CHECK (state IN ('due', 'paid', 'waived')),
  waive_note   TEXT,
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  UNIQUE (student_id, item, month)
) STRICT;
CREATE INDEX fee_dues_by_month ON fee_dues (month);

CREATE TABLE payment_dues (
  transaction_id TEXT NOT NULL REFERENCES transactions (id),
  due_id         INTEGER NOT NULL REFERENCES fee_dues (id) ON DELETE CASCADE,
  PRIMARY KEY (transaction_id, due_id)
) STRICT;
CREATE INDEX payment_dues_by_due ON payment_dues (due_id);
`;
