/**
 * The school office's desk in the console: applications listed (filtered, searched, paged), one opened with its
 * history, its status moved on; messages listed and marked handled. Every change is written with its audit line in
 * one transaction, so an answered change is never lost and never unrecorded. The audit line holds the staff
 * member, the action and the reference: never a child's details.
 */
import {
  applicationListPageSize,
  nextApplicationStatuses,
  pageOf,
  type ApplicationListAnswer,
  type ApplicationListQuery,
  type ApplicationStatus,
  type StaffMessage,
} from '@school/contracts';
import type Database from 'better-sqlite3';
import type { AdmissionDetails } from '../admissions/admissionStore.js';

export interface ApplicationOnDesk {
  reference: string;
  receivedAt: string;
  status: ApplicationStatus;
  details: AdmissionDetails;
  photoPath: string;
  certificatePath: string;
  history: { status: ApplicationStatus; note: string; by: string; at: string }[];
}

export type StatusChangeOutcome =
  | { kind: 'changed'; status: ApplicationStatus }
  | { kind: 'not-found' }
  | { kind: 'not-allowed'; from: ApplicationStatus };

/** A day in Nepal (YYYY-MM-DD) as the UTC instant it begins. */
const nepalDayStart = (day: string) => new Date(`${day}T00:00:00+05:45`).toISOString();
const dayMs = 24 * 60 * 60_000;

export class OfficeDesk {
  constructor(
    private readonly db: Database.Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  listApplications(query: ApplicationListQuery): ApplicationListAnswer {
    const where: string[] = [];
    const values: (string | number)[] = [];
    const filter = (condition: string, ...conditionValues: string[]) => {
      where.push(condition);
      values.push(...conditionValues);
    };
    if (query.status) filter('status = ?', query.status);
    if (query.class) filter('class_applied = ?', query.class);
    if (query.from) filter('created_at >= ?', nepalDayStart(query.from));
    if (query.to) filter('created_at < ?', new Date(Date.parse(nepalDayStart(query.to)) + dayMs).toISOString());
    const q = query.q?.trim();
    if (q) {
      // A reference as typed (any case), or a part of the child's name.
      where.push("(reference = ? OR student_name LIKE ? ESCAPE '\\')");
      values.push(q.toUpperCase(), `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const page = pageOf(query.page);
    const total = this.db
      .prepare<(string | number)[], { total: number }>(`SELECT COUNT(*) AS total FROM admissions ${clause}`)
      .get(...values)!.total;
    const applications = this.db
      .prepare<(string | number)[], ApplicationListAnswer['applications'][number]>(
        `SELECT reference, student_name AS studentName, class_applied AS classApplied, created_at AS receivedAt, status
           FROM admissions ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...values, applicationListPageSize, (page - 1) * applicationListPageSize);
    return { applications, total, page, pageSize: applicationListPageSize };
  }

  application(reference: string): ApplicationOnDesk | undefined {
    const row = this.db
      .prepare<
        [string],
        {
          reference: string;
          receivedAt: string;
          status: ApplicationStatus;
          details: string;
          photoPath: string;
          certificatePath: string;
        }
      >(
        `SELECT reference, created_at AS receivedAt, status, details, photo_path AS photoPath,
                certificate_path AS certificatePath
           FROM admissions WHERE reference = ?`,
      )
      .get(reference);
    if (!row) return undefined;
    const history = this.db
      .prepare<[string], ApplicationOnDesk['history'][number]>(
        `SELECT status, note, staff_email AS by, at FROM admission_status_changes WHERE reference = ? ORDER BY id`,
      )
      .all(reference);
    return { ...row, details: JSON.parse(row.details) as AdmissionDetails, history };
  }

  /** Moves an application on, as nextApplicationStatuses allows, recording who and when. */
  changeStatus(reference: string, status: ApplicationStatus, note: string, staffEmail: string): StatusChangeOutcome {
    return this.db.transaction((): StatusChangeOutcome => {
      const row = this.db
        .prepare<[string], { status: ApplicationStatus }>('SELECT status FROM admissions WHERE reference = ?')
        .get(reference);
      if (!row) return { kind: 'not-found' };
      if (!nextApplicationStatuses[row.status].includes(status)) return { kind: 'not-allowed', from: row.status };
      const at = this.now().toISOString();
      this.db.prepare('UPDATE admissions SET status = ? WHERE reference = ?').run(status, reference);
      this.db
        .prepare(
          'INSERT INTO admission_status_changes (reference, status, note, staff_email, at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(reference, status, note.trim(), staffEmail, at);
      this.audit(staffEmail, `application status ${status}`, reference);
      return { kind: 'changed', status };
    })();
  }

  listMessages(page: number): { messages: StaffMessage[]; total: number; page: number; pageSize: number } {
    const total = this.db.prepare<[], { total: number }>('SELECT COUNT(*) AS total FROM messages').get()!.total;
    const messages = this.db
      .prepare<[number, number], StaffMessage>(
        `SELECT reference, name, phone, email, message, created_at AS receivedAt, handled_at AS handledAt,
                handled_by AS handledBy
           FROM messages ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(applicationListPageSize, (page - 1) * applicationListPageSize);
    return { messages, total, page, pageSize: applicationListPageSize };
  }

  message(reference: string): StaffMessage | undefined {
    return this.db
      .prepare<[string], StaffMessage>(
        `SELECT reference, name, phone, email, message, created_at AS receivedAt, handled_at AS handledAt,
                handled_by AS handledBy
           FROM messages WHERE reference = ?`,
      )
      .get(reference);
  }

  /** Marks a message handled (once: a second mark keeps the first); false when there is no such message. */
  markHandled(reference: string, staffEmail: string): boolean {
    return this.db.transaction(() => {
      const found = this.db.prepare('SELECT 1 FROM messages WHERE reference = ?').get(reference);
      if (!found) return false;
      const changed = this.db
        .prepare('UPDATE messages SET handled_at = ?, handled_by = ? WHERE reference = ? AND handled_at IS NULL')
        .run(this.now().toISOString(), staffEmail, reference).changes;
      if (changed > 0) this.audit(staffEmail, 'message handled', reference);
      return true;
    })();
  }

  /** One audit line; for a change, call it inside the transaction of the change it records. */
  audit(staffEmail: string, action: string, reference: string): void {
    this.db
      .prepare('INSERT INTO audit_log (at, staff_email, action, reference) VALUES (?, ?, ?, ?)')
      .run(this.now().toISOString(), staffEmail, action, reference);
  }

  /** The newest audit lines first. */
  auditLog(limit: number): { at: string; by: string; action: string; reference: string }[] {
    return this.db
      .prepare<[number], { at: string; by: string; action: string; reference: string }>(
        'SELECT at, staff_email AS by, action, reference FROM audit_log ORDER BY id DESC LIMIT ?',
      )
      .all(limit);
  }
}
