/**
 * What the parent's side of the fees reads (routes/feesLookup.ts, routes/duesInitiate.ts): whether any student was
 * imported, a student by the id on the fee card, and their unpaid dues. Reads only, on the service's own connection
 * to the payments database (WAL: an import by `make fees` is seen whole or not at all).
 *
 * A student id is matched as the card's reader types it: trimmed, Nepali digits read as ASCII, any case ("s-०७" finds
 * "S-07"). Should two stored ids differ only by case, the exact one wins.
 */
import type Database from 'better-sqlite3';
import type { SchoolClass } from '@school/contracts/fee-student';
import { withAsciiDigits } from '@school/contracts/digits';
import { mayStillCompleteStatuses } from './feeStore.js';

/** A student as the lookup needs them; the name and date of birth never leave the service. */
export interface StudentRecord {
  studentId: string;
  name: string;
  className: SchoolClass;
  roll: number | null;
  dobBs: string;
}

/** An unpaid due, with whether a payment that may still complete is for it already. */
export interface UnpaidDueRow {
  id: number;
  item: string;
  month: string;
  amountPaisa: number;
  inOpenPayment: boolean;
}

/** The id as the school stores it, from what a parent typed: trimmed, ASCII digits. */
export function typedStudentId(typed: string): string {
  return withAsciiDigits(typed.normalize('NFC').trim());
}

/** The first word of a stored name: all a parent's page shows of the child. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}

const mayStillComplete = mayStillCompleteStatuses.map((status) => `'${status}'`).join(', ');

export class ParentDues {
  private readonly anyStudent: Database.Statement<[], { found: number }>;
  private readonly studentById: Database.Statement<
    [string, string],
    { student_id: string; name: string; class_name: SchoolClass; roll: number | null; dob_bs: string }
  >;
  private readonly unpaid: Database.Statement<
    [string],
    { id: number; item: string; month: string; amount_paisa: number; in_open_payment: number }
  >;
  private readonly duesOfPayment: Database.Statement<[string], { due_id: number }>;

  constructor(db: Database.Database) {
    this.anyStudent = db.prepare('SELECT EXISTS (SELECT 1 FROM students) AS found');
    this.studentById = db.prepare(
      `SELECT student_id, name, class_name, roll, dob_bs FROM students
        WHERE student_id = ? COLLATE NOCASE ORDER BY student_id = ? DESC LIMIT 1`,
    );
    this.unpaid = db.prepare(
      `SELECT d.id, d.item, d.month, d.amount_paisa,
              EXISTS (SELECT 1 FROM payment_dues pd JOIN transactions t ON t.id = pd.transaction_id
                       WHERE pd.due_id = d.id AND t.status IN (${mayStillComplete})) AS in_open_payment
         FROM fee_dues d WHERE d.student_id = ? AND d.state = 'due'
        ORDER BY d.month, d.item`,
    );
    this.duesOfPayment = db.prepare('SELECT due_id FROM payment_dues WHERE transaction_id = ? ORDER BY due_id');
  }

  /** Whether the school has imported any student: without them the pay page keeps the free-amount form alone. */
  offered(): boolean {
    return this.anyStudent.get()?.found === 1;
  }

  /** The student with that id as typed (see the top of this file), or undefined. */
  student(typed: string): StudentRecord | undefined {
    const id = typedStudentId(typed);
    if (id === '') return undefined;
    const row = this.studentById.get(id, id);
    return (
      row && {
        studentId: row.student_id,
        name: row.name,
        className: row.class_name,
        roll: row.roll,
        dobBs: row.dob_bs,
      }
    );
  }

  /** The student's dues in state `due`, oldest month first, then by item. */
  unpaidDues(studentId: string): UnpaidDueRow[] {
    return this.unpaid.all(studentId).map((row) => ({
      id: row.id,
      item: row.item,
      month: row.month,
      amountPaisa: row.amount_paisa,
      inOpenPayment: row.in_open_payment === 1,
    }));
  }

  /** The ids of the dues a payment is for (payment_dues), smallest first; none for a free-amount payment. */
  duesOf(transactionId: string): number[] {
    return this.duesOfPayment.all(transactionId).map((row) => row.due_id);
  }
}
