/**
 * The operator's view of what parents sent: admission applications and contact messages, listed, shown, exported
 * and removed. Removing a record removes everything kept about it: its row, its emails in the outbox (sent or not:
 * their text repeats the record) and, for an application, its files folder. The rows go in one transaction first,
 * then the folder: a crash in between leaves a folder with no row, which the next purge removes, never a row that
 * points at missing files.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { AdmissionDetails } from '../admissions/admissionStore.js';

export interface AdmissionSummary {
  reference: string;
  studentName: string;
  classApplied: string;
  createdAt: string;
  /** Emails of this application still waiting in the outbox. */
  unsentEmails: number;
  /** The parent confirmed a date of birth outside the ages the school set for the class: the office checks it. */
  ageOutsideClass: boolean;
}

export interface AdmissionRecord extends AdmissionSummary {
  details: AdmissionDetails;
  /** Relative to the files folder. */
  photoPath: string;
  certificatePath: string;
}

export interface MessageRecord {
  reference: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  createdAt: string;
  unsentEmails: number;
}

export type RecordKind = 'admission' | 'message';

export interface PurgeCounts {
  admissions: number;
  messages: number;
  emails: number;
  /** Application folders with no row (a crash between a removal's commit and its folder's removal, or an upload's). */
  leftoverFolders: number;
}

/** A folder with no row is left alone this long: an application being stored creates its folder just before commit. */
const leftoverGraceMs = 60 * 60 * 1000;

/** A reference as the service issues them: a kind letter, a dash, five characters. Anything else is no reference. */
export const referencePattern = /^[AM]-[0-9A-Z]{5}$/;

const unsentCount = `(SELECT COUNT(*) FROM outbox o WHERE o.reference = r.reference AND o.state = 'pending')`;

export class OfficeRecords {
  constructor(
    private readonly db: Database.Database,
    private readonly filesPath: string,
  ) {}

  /** Applications received in [from, before) (ISO instants; either may be left open), oldest first. */
  admissions(range: { from?: string; before?: string } = {}): AdmissionRecord[] {
    return this.selectAdmissions('created_at >= ? AND created_at < ?', [range.from ?? '', range.before ?? '\uffff']);
  }

  admission(reference: string): AdmissionRecord | undefined {
    return this.selectAdmissions('reference = ?', [reference])[0];
  }

  private selectAdmissions(where: string, values: string[]): AdmissionRecord[] {
    const rows = this.db
      .prepare<string[], Omit<AdmissionRecord, 'details'> & { details: string }>(
        `SELECT reference, student_name AS studentName, class_applied AS classApplied, created_at AS createdAt,
                details, photo_path AS photoPath, certificate_path AS certificatePath, ${unsentCount} AS unsentEmails
           FROM admissions r WHERE ${where} ORDER BY created_at, id`,
      )
      .all(...values);
    return rows.map((row) => ({ ...row, details: JSON.parse(row.details) as AdmissionDetails }));
  }

  /** The newest applications first, at most `count`. */
  recentAdmissions(count: number): AdmissionSummary[] {
    return this.db
      .prepare<[number], AdmissionSummary>(
        `SELECT reference, student_name AS studentName, class_applied AS classApplied, created_at AS createdAt,
                ${unsentCount} AS unsentEmails, COALESCE(json_extract(details, '$.ageOutsideClass'), 0) AS ageOutsideClass
           FROM admissions r ORDER BY created_at DESC, id DESC LIMIT ?`,
      )
      .all(count)
      .map((row) => ({ ...row, ageOutsideClass: Boolean(row.ageOutsideClass) }));
  }

  recentMessages(count: number): MessageRecord[] {
    return this.db
      .prepare<[number], MessageRecord>(
        `SELECT reference, name, phone, email, message, created_at AS createdAt, ${unsentCount} AS unsentEmails
           FROM messages r ORDER BY created_at DESC, id DESC LIMIT ?`,
      )
      .all(count);
  }

  message(reference: string): MessageRecord | undefined {
    return this.db
      .prepare<[string], MessageRecord>(
        `SELECT reference, name, phone, email, message, created_at AS createdAt, ${unsentCount} AS unsentEmails
           FROM messages r WHERE reference = ?`,
      )
      .get(reference);
  }

  /**
   * Removes one record and all that is kept about it; answers the emails removed, or undefined when none exists.
   * `alsoInTheTransaction` runs inside the same transaction (the console's audit line), so neither is lost alone.
   */
  delete(kind: RecordKind, reference: string, alsoInTheTransaction?: () => void): { emails: number } | undefined {
    const table = kind === 'admission' ? 'admissions' : 'messages';
    const removed = this.db.transaction(() => {
      const rows = this.db.prepare(`DELETE FROM ${table} WHERE reference = ?`).run(reference).changes;
      if (rows === 0) return undefined;
      this.db.prepare('DELETE FROM admission_status_changes WHERE reference = ?').run(reference);
      alsoInTheTransaction?.();
      return { emails: this.db.prepare('DELETE FROM outbox WHERE reference = ?').run(reference).changes };
    })();
    if (removed && kind === 'admission') this.removeFolder(reference);
    return removed;
  }

  /**
   * Removes every application and message (or only those of `kinds`) received before `cutoff`, with their emails
   * and files, and the files folders no row refers to (older than an hour). Answers counts only: the caller logs
   * them, never a name.
   */
  purgeBefore(
    cutoff: Date,
    now: Date = new Date(),
    kinds: readonly RecordKind[] = ['admission', 'message'],
  ): PurgeCounts {
    const before = cutoff.toISOString();
    const tables = kinds.map((kind) => (kind === 'admission' ? 'admissions' : 'messages'));
    const removed = this.db.transaction(() => {
      const deleteEmails = this.db.prepare<[string]>('DELETE FROM outbox WHERE reference = ?');
      const deleteHistory = this.db.prepare<[string]>('DELETE FROM admission_status_changes WHERE reference = ?');
      const references: Record<string, string[]> = { admissions: [], messages: [] };
      let emails = 0;
      for (const table of tables) {
        references[table] = this.db
          .prepare<[string], { reference: string }>(`SELECT reference FROM ${table} WHERE created_at < ?`)
          .all(before)
          .map((row) => row.reference);
        for (const reference of references[table]!) {
          emails += deleteEmails.run(reference).changes;
          deleteHistory.run(reference);
        }
        this.db.prepare(`DELETE FROM ${table} WHERE created_at < ?`).run(before);
      }
      // The audit log is kept as long as what it is about.
      this.db.prepare('DELETE FROM audit_log WHERE at < ?').run(before);
      return { admissions: references.admissions!, messages: references.messages!, emails };
    })();
    for (const reference of removed.admissions) this.removeFolder(reference);
    return {
      admissions: removed.admissions.length,
      messages: removed.messages.length,
      emails: removed.emails,
      leftoverFolders: kinds.includes('admission') ? this.removeLeftoverFolders(now) : 0,
    };
  }

  private removeFolder(reference: string): void {
    // The reference comes from the database or passed referencePattern: never a path of its own.
    if (referencePattern.test(reference)) rmSync(join(this.filesPath, reference), { recursive: true, force: true });
  }

  private removeLeftoverFolders(now: Date): number {
    let entries;
    try {
      entries = readdirSync(this.filesPath, { withFileTypes: true });
    } catch {
      return 0; // No files folder yet: nothing was ever uploaded.
    }
    const known = this.db.prepare<[string], { found: number }>('SELECT 1 AS found FROM admissions WHERE reference = ?');
    let removed = 0;
    for (const entry of entries) {
      if (!entry.isDirectory() || !referencePattern.test(entry.name) || known.get(entry.name)) continue;
      const path = join(this.filesPath, entry.name);
      if (now.getTime() - statSync(path).mtimeMs < leftoverGraceMs) continue;
      rmSync(path, { recursive: true, force: true });
      removed += 1;
    }
    return removed;
  }
}
