/**
 * The exam results in office-service's SQLite file: published exams and one record per student and exam. A lookup
 * reads the file on every request, so an import by the operator's command is answered at once, without a restart.
 * Nothing here lists records: the only reads are one record by exam, class and roll, and the exams.
 */
import type Database from 'better-sqlite3';
import type { CoScholasticRating, ResultClass } from '@school/contracts';
import type { SubjectMarks } from '@school/contracts/grading';
import { isBsDateOfAd } from '@school/contracts/bikram-sambat';
import { nameKey } from './nameKey.js';

/** One student's result in one exam, as the school typed it (no grades: they are computed). */
export interface StoredResult {
  name: string;
  className: ResultClass;
  roll: number;
  father: string;
  mother: string;
  /** Bikram Sambat, YYYY-MM-DD. */
  dob: string;
  address: string;
  subjects: SubjectMarks[];
  attendance: { presentDays: number; schoolDays: number };
  coScholastic: { area: string; rating: CoScholasticRating }[];
}

export interface ExamSummary {
  name: string;
  publishedAt: string;
  records: number;
}

/** What a lookup found: the record, no such record, or an exam with nothing published. */
export type LookupOutcome = { kind: 'found'; record: StoredResult } | { kind: 'no-record' } | { kind: 'not-published' };

interface RecordRow {
  name: string;
  name_key: string;
  class: ResultClass;
  roll: number;
  father: string;
  mother: string;
  dob_bs: string;
  address: string;
  present_days: number;
  school_days: number;
  subjects: string;
  co_scholastic: string;
}

export class ExamHasRecordsError extends Error {
  constructor(readonly exam: string) {
    super(`the exam '${exam}' already has results`);
  }
}

export class ResultStore {
  constructor(private readonly db: Database.Database) {}

  /** The exams with at least one record, newest publication first. */
  publishedExams(): ExamSummary[] {
    return this.db
      .prepare<[], ExamSummary>(
        `SELECT e.name, e.published_at AS publishedAt, COUNT(*) AS records
           FROM exams e JOIN result_records r ON r.exam_id = e.id
          GROUP BY e.id ORDER BY e.published_at DESC, e.id DESC`,
      )
      .all();
  }

  /** One record by the form's four fields: exam, class and roll exactly, the name by nameKey. */
  lookup(exam: string, className: string, roll: number, name: string): LookupOutcome {
    const row = this.db
      .prepare<[string, string, number], RecordRow>(
        `SELECT r.* FROM result_records r JOIN exams e ON e.id = r.exam_id
          WHERE e.name = ? AND r.class = ? AND r.roll = ?`,
      )
      .get(exam, className, roll);
    if (row) {
      return row.name_key === nameKey(name) ? { kind: 'found', record: fromRow(row) } : { kind: 'no-record' };
    }
    // Whether the exam has any record at all: a wrong name or roll is "no record", an exam too early "not published".
    const published = this.db
      .prepare<[string], { found: number }>(
        `SELECT EXISTS (SELECT 1 FROM result_records r JOIN exams e ON e.id = r.exam_id WHERE e.name = ?) AS found`,
      )
      .get(exam);
    return published?.found ? { kind: 'no-record' } : { kind: 'not-published' };
  }

  /**
   * Publishes exams in one transaction: all of them or nothing. An exam that already has records is refused
   * (ExamHasRecordsError) unless `replace`, which removes its old records in the same transaction.
   */
  publish(exams: ReadonlyMap<string, readonly StoredResult[]>, replace: boolean, now: Date): void {
    const publishedAt = now.toISOString();
    const findExam = this.db.prepare<[string], { id: number }>('SELECT id FROM exams WHERE name = ?');
    const countRecords = this.db.prepare<[number], { n: number }>(
      'SELECT COUNT(*) AS n FROM result_records WHERE exam_id = ?',
    );
    const removeRecords = this.db.prepare<[number]>('DELETE FROM result_records WHERE exam_id = ?');
    const touchExam = this.db.prepare<[string, number]>('UPDATE exams SET published_at = ? WHERE id = ?');
    const addExam = this.db.prepare<[string, string], { id: number }>(
      'INSERT INTO exams (name, published_at) VALUES (?, ?) RETURNING id',
    );
    const addRecord = this.db.prepare(
      `INSERT INTO result_records (exam_id, class, roll, name, name_key, father, mother, dob_bs, address,
         present_days, school_days, subjects, co_scholastic)
       VALUES (@examId, @class, @roll, @name, @nameKey, @father, @mother, @dob, @address,
         @presentDays, @schoolDays, @subjects, @coScholastic)`,
    );
    this.db.transaction(() => {
      for (const [exam, records] of exams) {
        let examId = findExam.get(exam)?.id;
        if (examId !== undefined) {
          if ((countRecords.get(examId)?.n ?? 0) > 0 && !replace) throw new ExamHasRecordsError(exam);
          removeRecords.run(examId);
          touchExam.run(publishedAt, examId);
        } else {
          examId = addExam.get(exam, publishedAt)!.id;
        }
        for (const record of records) {
          addRecord.run({
            examId,
            class: record.className,
            roll: record.roll,
            name: record.name,
            nameKey: nameKey(record.name),
            father: record.father,
            mother: record.mother,
            dob: record.dob,
            address: record.address,
            presentDays: record.attendance.presentDays,
            schoolDays: record.attendance.schoolDays,
            subjects: JSON.stringify(record.subjects),
            coScholastic: JSON.stringify(record.coScholastic),
          });
        }
      }
    })();
  }

  /** Every exam the file knows, with its record count (the operator's list). */
  allExams(): ExamSummary[] {
    return this.db
      .prepare<[], ExamSummary>(
        `SELECT e.name, e.published_at AS publishedAt, COUNT(r.roll) AS records
           FROM exams e LEFT JOIN result_records r ON r.exam_id = e.id
          GROUP BY e.id ORDER BY e.published_at DESC, e.id DESC`,
      )
      .all();
  }

  /** Each exam's number of records in each class (the console's list of exams). */
  recordsPerClass(): { exam: string; className: ResultClass; count: number }[] {
    return this.db
      .prepare<[], { exam: string; className: ResultClass; count: number }>(
        `SELECT e.name AS exam, r.class AS className, COUNT(*) AS count
           FROM exams e JOIN result_records r ON r.exam_id = e.id
          GROUP BY e.id, r.class`,
      )
      .all();
  }

  /** Removes an exam and its records; answers how many records went (undefined: no such exam). */
  deleteExam(exam: string): number | undefined {
    return this.db.transaction(() => {
      const found = this.db.prepare<[string], { id: number }>('SELECT id FROM exams WHERE name = ?').get(exam);
      if (!found) return undefined;
      const removed = this.db.prepare('DELETE FROM result_records WHERE exam_id = ?').run(found.id).changes;
      this.db.prepare('DELETE FROM exams WHERE id = ?').run(found.id);
      return removed;
    })();
  }
}

/**
 * Whether an A.D. date (YYYY-MM-DD, as the lookup form sends it) is the record's date of birth, which the school
 * recorded in B.S. A recorded date the calendar cannot convert matches nothing.
 */
export function isBirthDate(record: StoredResult, adDate: string): boolean {
  return isBsDateOfAd(record.dob, adDate);
}

function fromRow(row: RecordRow): StoredResult {
  return {
    name: row.name,
    className: row.class,
    roll: row.roll,
    father: row.father,
    mother: row.mother,
    dob: row.dob_bs,
    address: row.address,
    subjects: JSON.parse(row.subjects) as SubjectMarks[],
    attendance: { presentDays: row.present_days, schoolDays: row.school_days },
    coScholastic: JSON.parse(row.co_scholastic) as StoredResult['coScholastic'],
  };
}
