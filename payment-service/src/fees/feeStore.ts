/**
 * The students and their dues in the payments database (tables: feeTables.ts). Synchronous: only `make fees` uses
 * it for now, and each import or waiver is one IMMEDIATE transaction, so the running service (its own connection,
 * WAL) sees the whole change or none of it.
 *
 * An import makes the database say what the school's file says, without ever touching money already in hand:
 *
 * - every student of the file is added or updated (name, class, roll, date of birth); a student no longer in the
 *   file is kept (their paid dues and payments stay theirs);
 * - a due of the file that is not stored is added; a stored unpaid due (`due`) takes the file's amount;
 * - a paid or waived due is never changed, whatever the file says;
 * - a stored unpaid due missing from the file is removed, unless it is inside a payment that may still complete
 *   (`payment_dues` with a transaction PENDING, FAILED, NOT_FOUND or ABANDONED: eSewa may yet confirm it), which
 *   is kept and counted.
 */
import type Database from 'better-sqlite3';
import { schoolClasses, type SchoolClass } from '@school/contracts/fee-student';
import { openStatuses } from '../transactions/statusRules.js';
import { operatorActor, recordAudit } from './audit.js';
import type { DueLine, FeeStudent } from './duesCsv.js';
import {
  applyCredit,
  openCredits,
  paymentsOf,
  recordOfficePayment,
  refundCredit,
  type Credit,
  type OfficePaymentInput,
  type RecordedOfficePayment,
  type StudentPayment,
} from './officeLedger.js';

export const dueStates = ['due', 'paid', 'waived'] as const;
export type DueState = (typeof dueStates)[number];

export interface StoredDue {
  id: number;
  studentId: string;
  item: string;
  month: string;
  amountPaisa: number;
  state: DueState;
  waiveNote: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StudentSummary {
  studentId: string;
  name: string;
  className: SchoolClass;
  roll: number | null;
  /** The sum of the student's dues still `due`, in paisa. */
  duePaisa: number;
  /** How many dues are still `due`. */
  dues: number;
}

export interface ImportCounts {
  students: number;
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  /** Dues of the file (or stored and missing from it) left as they were because they are paid or waived. */
  keptPaid: number;
  /** Unpaid dues missing from the file, kept because a payment that may still complete is for them. */
  keptPending: number;
}

export interface ClassTotals {
  className: SchoolClass;
  duePaisa: number;
  paidPaisa: number;
  waivedPaisa: number;
}

/** Why a waiver was refused, in the command's words. */
export class WaiveRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WaiveRefused';
  }
}

/** The payments in which money may still arrive: a due inside one of them is never removed nor waived. */
export const mayStillCompleteStatuses = [...openStatuses, 'ABANDONED'] as const;
const mayStillComplete = mayStillCompleteStatuses.map((status) => `'${status}'`).join(', ');

interface DueRow {
  id: number;
  student_id: string;
  item: string;
  month: string;
  amount_paisa: number;
  state: DueState;
  waive_note: string | null;
  created_at: string;
  updated_at: string;
}

const fromRow = (row: DueRow): StoredDue => ({
  id: row.id,
  studentId: row.student_id,
  item: row.item,
  month: row.month,
  amountPaisa: row.amount_paisa,
  state: row.state,
  waiveNote: row.waive_note,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The classes youngest first, as SQL ordering `column`. */
const classOrder = (column: string) =>
  `CASE ${column} ${schoolClasses.map((name, at) => `WHEN '${name}' THEN ${at}`).join(' ')} END`;
const dueKey = (studentId: string, item: string, month: string) =>
  `${studentId}\u0000${item.toLowerCase()}\u0000${month}`;

export class FeeStore {
  constructor(private readonly db: Database.Database) {}

  /** Makes the stored dues what the file says (see the top of this file), in one transaction; what changed. */
  importDues(students: readonly FeeStudent[], dues: readonly DueLine[], now: Date): ImportCounts {
    const at = now.toISOString();
    const upsertStudent = this.db.prepare(
      `INSERT INTO students (student_id, name, class_name, roll, dob_bs, updated_at)
       VALUES (@studentId, @name, @className, @roll, @dobBs, @at)
       ON CONFLICT (student_id) DO UPDATE SET name = excluded.name, class_name = excluded.class_name,
         roll = excluded.roll, dob_bs = excluded.dob_bs, updated_at = excluded.updated_at
       WHERE (name, class_name, roll, dob_bs) IS NOT (excluded.name, excluded.class_name, excluded.roll, excluded.dob_bs)`,
    );
    const insertDue = this.db.prepare(
      `INSERT INTO fee_dues (student_id, item, month, amount_paisa, created_at, updated_at)
       VALUES (@studentId, @item, @month, @amountPaisa, @at, @at)`,
    );
    const updateDue = this.db.prepare(
      `UPDATE fee_dues SET amount_paisa = @amountPaisa, item = @item, updated_at = @at WHERE id = @id AND state = 'due'`,
    );
    const deleteDue = this.db.prepare(`DELETE FROM fee_dues WHERE id = ? AND state = 'due'`);
    const selectDues = this.db.prepare<[], DueRow>('SELECT * FROM fee_dues');
    const selectInPayment = this.db.prepare<[], { due_id: number }>(
      `SELECT DISTINCT payment_dues.due_id FROM payment_dues JOIN transactions ON transactions.id = payment_dues.transaction_id
        WHERE transactions.status IN (${mayStillComplete})`,
    );

    const run = this.db.transaction((): ImportCounts => {
      const counts: ImportCounts = {
        students: students.length,
        added: 0,
        updated: 0,
        unchanged: 0,
        removed: 0,
        keptPaid: 0,
        keptPending: 0,
      };
      for (const student of students) upsertStudent.run({ ...student, at });
      const stored = new Map(selectDues.all().map((row) => [dueKey(row.student_id, row.item, row.month), row]));
      for (const due of dues) {
        const key = dueKey(due.studentId, due.item, due.month);
        const current = stored.get(key);
        stored.delete(key);
        if (!current) {
          insertDue.run({ ...due, at });
          counts.added += 1;
        } else if (current.state !== 'due') counts.keptPaid += 1;
        else if (current.amount_paisa !== due.amountPaisa || current.item !== due.item) {
          updateDue.run({ id: current.id, amountPaisa: due.amountPaisa, item: due.item, at });
          counts.updated += 1;
        } else counts.unchanged += 1;
      }
      const inPayment = new Set(selectInPayment.all().map((row) => row.due_id));
      for (const missing of stored.values()) {
        if (missing.state !== 'due') counts.keptPaid += 1;
        else if (inPayment.has(missing.id)) counts.keptPending += 1;
        else {
          deleteDue.run(missing.id);
          counts.removed += 1;
        }
      }
      return counts;
    });
    return run.immediate();
  }

  /** Waives one unpaid due with a note; refused (WaiveRefused) for no such due, a paid one, or one being paid. */
  waive(studentId: string, item: string, month: string, note: string, now: Date, actor = operatorActor): StoredDue {
    const run = this.db.transaction((): StoredDue => {
      const row = this.db
        .prepare<[string, string, string], DueRow>(
          'SELECT * FROM fee_dues WHERE student_id = ? AND item = ? AND month = ?',
        )
        .get(studentId, item, month);
      if (!row) throw new WaiveRefused(`${studentId} has no ${item} due for that month`);
      if (row.state === 'paid') throw new WaiveRefused(`${row.item} of ${studentId} for that month is paid already`);
      if (row.state === 'waived')
        throw new WaiveRefused(`${row.item} of ${studentId} for that month is waived already`);
      const inPayment = this.db
        .prepare<[number], { n: number }>(
          `SELECT COUNT(*) AS n FROM payment_dues JOIN transactions ON transactions.id = payment_dues.transaction_id
            WHERE payment_dues.due_id = ? AND transactions.status IN (${mayStillComplete})`,
        )
        .get(row.id);
      if ((inPayment?.n ?? 0) > 0) {
        throw new WaiveRefused(`a payment of ${row.item} of ${studentId} for that month is still in progress`);
      }
      this.db
        .prepare(`UPDATE fee_dues SET state = 'waived', waive_note = ?, updated_at = ? WHERE id = ? AND state = 'due'`)
        .run(note, now.toISOString(), row.id);
      recordAudit(this.db, {
        actor,
        action: 'due-waived',
        studentId,
        reference: `${row.item} ${month}`,
        at: now.toISOString(),
      });
      return fromRow({ ...row, state: 'waived', waive_note: note, updated_at: now.toISOString() });
    });
    return run.immediate();
  }

  /**
   * Money taken at the office: pays every unpaid due of the student through a month, with one receipt. Refused
   * (LedgerRefused) for an unknown student or nothing due.
   */
  recordOfficePayment(
    input: Omit<OfficePaymentInput, 'at' | 'actor'>,
    now: Date,
    actor = operatorActor,
  ): RecordedOfficePayment {
    return recordOfficePayment(this.db, { ...input, actor, at: now.toISOString() });
  }

  /** Open credits, of one student or of all. */
  openCredits(studentId?: string): Credit[] {
    return openCredits(this.db, studentId);
  }

  /** Pays one due from an open credit that covers it; what is left stays an open credit. */
  applyCredit(creditId: number, item: string, month: string, now: Date, actor = operatorActor) {
    return applyCredit(this.db, { creditId, item, month, actor, at: now.toISOString() });
  }

  /** Records an open credit's refund to the family. */
  refundCredit(creditId: number, note: string, now: Date, actor = operatorActor): Credit {
    return refundCredit(this.db, { creditId, note, actor, at: now.toISOString() });
  }

  /** A student's wallet and office payments with their receipts. */
  paymentsOf(studentId: string): StudentPayment[] {
    return paymentsOf(this.db, studentId);
  }

  /** Every student (of one class, if given) with what they still owe, by class, roll and name. */
  students(className?: SchoolClass): StudentSummary[] {
    const rows = this.db
      .prepare<
        { className: string | null },
        {
          student_id: string;
          name: string;
          class_name: SchoolClass;
          roll: number | null;
          due_paisa: number;
          dues: number;
        }
      >(
        `SELECT s.student_id, s.name, s.class_name, s.roll,
                COALESCE(SUM(d.amount_paisa), 0) AS due_paisa, COUNT(d.id) AS dues
           FROM students s LEFT JOIN fee_dues d ON d.student_id = s.student_id AND d.state = 'due'
          WHERE @className IS NULL OR s.class_name = @className
          GROUP BY s.student_id
          ORDER BY ${classOrder('s.class_name')}, s.roll IS NULL, s.roll, s.name`,
      )
      .all({ className: className ?? null });
    return rows.map((row) => ({
      studentId: row.student_id,
      name: row.name,
      className: row.class_name,
      roll: row.roll,
      duePaisa: row.due_paisa,
      dues: row.dues,
    }));
  }

  /** One student's record (without the date of birth), or undefined. */
  student(studentId: string): Omit<FeeStudent, 'dobBs'> | undefined {
    const row = this.db
      .prepare<[string], { student_id: string; name: string; class_name: SchoolClass; roll: number | null }>(
        'SELECT student_id, name, class_name, roll FROM students WHERE student_id = ?',
      )
      .get(studentId);
    return row && { studentId: row.student_id, name: row.name, className: row.class_name, roll: row.roll };
  }

  /** A student's dues, by month then item. */
  duesOf(studentId: string): StoredDue[] {
    return this.db
      .prepare<[string], DueRow>('SELECT * FROM fee_dues WHERE student_id = ? ORDER BY month, item')
      .all(studentId)
      .map(fromRow);
  }

  /** Each class's dues of one month, by state, youngest class first; a class with no dues that month is left out. */
  classTotals(month: string): ClassTotals[] {
    return this.db
      .prepare<[string], { class_name: SchoolClass; due: number; paid: number; waived: number }>(
        `SELECT s.class_name,
                SUM(CASE WHEN d.state = 'due' THEN d.amount_paisa ELSE 0 END) AS due,
                SUM(CASE WHEN d.state = 'paid' THEN d.amount_paisa ELSE 0 END) AS paid,
                SUM(CASE WHEN d.state = 'waived' THEN d.amount_paisa ELSE 0 END) AS waived
           FROM fee_dues d JOIN students s ON s.student_id = d.student_id
          WHERE d.month = ?
          GROUP BY s.class_name ORDER BY ${classOrder('s.class_name')}`,
      )
      .all(month)
      .map((row) => ({ className: row.class_name, duePaisa: row.due, paidPaisa: row.paid, waivedPaisa: row.waived }));
  }

  /** Every due with its student, for the export: by class, roll, student, month and item. */
  allDues(): (StoredDue & FeeStudent)[] {
    return this.db
      .prepare<[], DueRow & { name: string; class_name: SchoolClass; roll: number | null; dob_bs: string }>(
        `SELECT d.*, s.name, s.class_name, s.roll, s.dob_bs FROM fee_dues d JOIN students s ON s.student_id = d.student_id
          ORDER BY ${classOrder('s.class_name')}, s.roll IS NULL, s.roll, s.student_id, d.month, d.item`,
      )
      .all()
      .map((row) => ({
        ...fromRow(row),
        name: row.name,
        className: row.class_name,
        roll: row.roll,
        dobBs: row.dob_bs,
      }));
  }
}
