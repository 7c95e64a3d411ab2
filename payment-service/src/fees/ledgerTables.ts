/**
 * The ledger tables, made by the payments database's migration to version 8 (transactions/store.ts): what paid each
 * due, the receipts, the money taken at the office, the students' credits, and the accounts' audit trail.
 *
 * - `office_payments`: money taken at the school's office (`make fees ARGS="record …"`): cash, a bank deposit or a
 *   cheque, with its reference (slip or cheque number), who paid, and who recorded it.
 * - `receipts`: one per COMPLETED wallet payment and per office payment. `number` is `2082/83-000123`: `seq` counts
 *   up without gaps within a B.S. fiscal year (fees/receiptNumber.ts). `token` is the receipt's address: 32 random
 *   bytes, base64url, derived from nothing. `credit_paisa` is the part of the money kept as the student's credit.
 *   `student_id` is null for a free-amount payment. A receipt is a document: it never changes once issued.
 * - `receipt_items`: the dues a receipt paid, copied as they were when it was issued (a refund later puts the dues
 *   back to `due`, the receipt still says what the money paid then). No foreign key to fee_dues: kept as issued.
 * - `credits`: money of a student that paid no due (its dues were paid already when it came): `open` until it pays a
 *   due (`applied`; what is left over is a new open credit, `from_credit_id`), is given back (`refunded`) or its
 *   payment is refunded by the wallet (`reversed`). `transaction_id` / `office_payment_id`: whose money it is.
 * - `fee_dues.paid_by_*`: what paid a `paid` due: a wallet payment, an office payment, or a credit.
 * - `fee_audit`: append-only, as `status_history` is: who did what to the accounts, when, for which student, with
 *   which reference (a receipt number, a credit id).
 */
export const ledgerTables = `
CREATE TABLE office_payments (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  student_id   TEXT NOT NULL REFERENCES students (student_id),
  method       TEXT NOT NULL CHECK (method IN ('cash', 'bank', 'cheque')),
  reference    TEXT,
  payer_name   TEXT,
  amount_paisa INTEGER NOT NULL CHECK (amount_paisa > 0),
  recorded_by  TEXT NOT NULL,
  at           TEXT NOT NULL
) STRICT;
CREATE INDEX office_payments_by_student ON office_payments (student_id);

CREATE TABLE receipts (
  id                INTEGER PRIMARY KEY AUTOINCREMENT,
  fiscal_year       TEXT NOT NULL,
  seq               INTEGER NOT NULL CHECK (seq > 0),
  number            TEXT NOT NULL UNIQUE,
  token             TEXT NOT NULL UNIQUE CHECK (length(token) = 43),
  student_id        TEXT REFERENCES students (student_id),
  transaction_id    TEXT UNIQUE REFERENCES transactions (id),
  office_payment_id INTEGER UNIQUE REFERENCES office_payments (id),
  credit_paisa      INTEGER NOT NULL DEFAULT 0 CHECK (credit_paisa >= 0),
  issued_at         TEXT NOT NULL,
  UNIQUE (fiscal_year, seq),
  CHECK ((transaction_id IS NULL) <> (office_payment_id IS NULL))
) STRICT;
CREATE INDEX receipts_by_student ON receipts (student_id) WHERE student_id IS NOT NULL;

CREATE TABLE receipt_items (
  receipt_id   INTEGER NOT NULL REFERENCES receipts (id),
  due_id       INTEGER NOT NULL,
  item         TEXT NOT NULL,
  month        TEXT NOT NULL,
  amount_paisa INTEGER NOT NULL,
  PRIMARY KEY (receipt_id, due_id)
) STRICT;

CREATE TABLE credits (
  id                INTEGER PRIMARY KEY AUTOINCREMENT,
  student_id        TEXT NOT NULL REFERENCES students (student_id),
  amount_paisa      INTEGER NOT NULL CHECK (amount_paisa > 0),
  transaction_id    TEXT REFERENCES transactions (id),
  office_payment_id INTEGER REFERENCES office_payments (id),
  from_credit_id    INTEGER REFERENCES credits (id),
  state             TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'applied', 'refunded', 'reversed')),
  note              TEXT,
  created_at        TEXT NOT NULL,
  updated_at        TEXT NOT NULL
) STRICT;
CREATE INDEX credits_by_student ON credits (student_id, state);
CREATE INDEX credits_by_transaction ON credits (transaction_id) WHERE transaction_id IS NOT NULL;

ALTER TABLE fee_dues ADD COLUMN paid_by_transaction_id TEXT REFERENCES transactions (id);
ALTER TABLE fee_dues ADD COLUMN paid_by_office_payment_id INTEGER REFERENCES office_payments (id);
ALTER TABLE fee_dues ADD COLUMN paid_by_credit_id INTEGER REFERENCES credits (id);
CREATE INDEX fee_dues_by_paying_transaction ON fee_dues (paid_by_transaction_id)
 WHERE paid_by_transaction_id IS NOT NULL;

CREATE TABLE fee_audit (
  seq        INTEGER PRIMARY KEY AUTOINCREMENT,
  actor      TEXT NOT NULL,
  action     TEXT NOT NULL,
  student_id TEXT,
  reference  TEXT,
  at         TEXT NOT NULL
) STRICT;

-- Append-only: the audit trail of the accounts' actions.
CREATE TRIGGER fee_audit_no_update BEFORE UPDATE ON fee_audit
BEGIN SELECT RAISE(ABORT, 'fee_audit is append-only'); END;
CREATE TRIGGER fee_audit_no_delete BEFORE DELETE ON fee_audit
BEGIN SELECT RAISE(ABORT, 'fee_audit is append-only'); END;
`;
