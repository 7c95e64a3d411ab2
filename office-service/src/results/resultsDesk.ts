/**
 * The exam results as the console works with them: a file checked without storing anything (every problem, or a
 * preview), published or deleted with its audit line in the same transaction, and the exams listed with their
 * counts per class. The file is read by the same reader as `make results import` and stored by the same store, so
 * the console and the operator's command accept and refuse the same files.
 */
import type Database from 'better-sqlite3';
import { resultClasses, type ResultClass, type ResultsPreview, type ResultsProblem } from '@school/contracts';
import { summarizeReport } from '@school/contracts/grading';
import { examPlacementProblems, readResultsCsv } from './resultsCsv.js';
import { ExamHasRecordsError, ResultStore, type StoredResult } from './resultStore.js';

/** One audit line (the office desk's); called inside the change's transaction. */
export type AuditLine = (by: string, action: string, reference: string) => void;

/** How a file read: its problems, or its records for the one exam. */
export type ResultsFileReading = { ok: false; problems: ResultsProblem[] } | { ok: true; records: StoredResult[] };

export type PublishOutcome =
  | { kind: 'published'; count: number; replaced: boolean }
  | { kind: 'exists' }
  | { kind: 'problems'; problems: ResultsProblem[] };

/** The console names the exam in its form: a file that names its own exams says so in the console's words. */
const consoleProblemWords: Record<string, string> = {
  [examPlacementProblems.examColumn]:
    'the file has an exam column: remove it, the exam is the one named in the form (one exam at a time)',
};

/** The audit log's actions for results; the reference is the exam's name. */
const auditActions = { published: 'results published', replaced: 'results replaced', deleted: 'results deleted' };
const records = (count: number) => `${count} record${count === 1 ? '' : 's'}`;

/** How many records each class has, in the school's order of classes. */
export function countPerClass(list: readonly { className: ResultClass; count: number }[]) {
  return resultClasses.flatMap((className) => {
    const count = list.filter((each) => each.className === className).reduce((sum, each) => sum + each.count, 0);
    return count > 0 ? [{ className, count }] : [];
  });
}

/** Up to three records, each from another class while there are other classes: what the office checks by eye. */
function samplesOf(list: readonly StoredResult[]): StoredResult[] {
  const firstOfEachClass = resultClasses.flatMap(
    (className) => list.find((each) => each.className === className) ?? [],
  );
  const rest = list.filter((each) => !firstOfEachClass.includes(each));
  return [...firstOfEachClass, ...rest].slice(0, 3);
}

export class ResultsDesk {
  private readonly store: ResultStore;

  constructor(
    private readonly db: Database.Database,
    private readonly audit: AuditLine,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.store = new ResultStore(db);
  }

  /** Reads the file for the exam named in the form, as `make results import FILE --exam NAME` does. */
  read(exam: string, csv: string): ResultsFileReading {
    const reading = readResultsCsv(csv, exam, { today: this.now() });
    if (!reading.ok) {
      return {
        ok: false,
        problems: reading.problems.map(({ line, column, problem }) => ({
          line,
          column,
          message: consoleProblemWords[problem] ?? problem,
        })),
      };
    }
    return { ok: true, records: reading.exams.get(exam) ?? [] };
  }

  /** What the file would publish, the three sample cards as the lookup answers them. */
  preview(exam: string, list: readonly StoredResult[]): ResultsPreview {
    return {
      count: list.length,
      perClass: countPerClass(list.map((each) => ({ className: each.className, count: 1 }))),
      samples: samplesOf(list).map((record) => ({ ...record, examType: exam, summary: summarizeReport(record) })),
    };
  }

  /** Checks the file again and publishes it, all or nothing, with its audit line in the same transaction. */
  publish(by: string, exam: string, csv: string, replace: boolean): PublishOutcome {
    const reading = this.read(exam, csv);
    if (!reading.ok) return { kind: 'problems', problems: reading.problems };
    const count = reading.records.length;
    try {
      return this.db.transaction(() => {
        const replaced = this.store.allExams().some((each) => each.name === exam && each.records > 0);
        this.store.publish(new Map([[exam, reading.records]]), replace, this.now());
        this.audit(by, `${replaced ? auditActions.replaced : auditActions.published}: ${records(count)}`, exam);
        return { kind: 'published' as const, count, replaced };
      })();
    } catch (error) {
      if (error instanceof ExamHasRecordsError) return { kind: 'exists' };
      throw error;
    }
  }

  /** Removes an exam with its audit line; undefined when there is no such exam. */
  delete(by: string, exam: string): number | undefined {
    return this.db.transaction(() => {
      const removed = this.store.deleteExam(exam);
      if (removed !== undefined) this.audit(by, `${auditActions.deleted}: ${records(removed)}`, exam);
      return removed;
    })();
  }

  /**
   * Every exam with its counts, newest first. Who published it is the console's audit line for it, if the newest
   * publication is that one (an import by the operator's command since has no staff member).
   */
  exams() {
    const perClass = this.store.recordsPerClass();
    const publisher = this.db.prepare<[string, string], { by: string }>(
      `SELECT staff_email AS by FROM audit_log
        WHERE reference = ? AND at >= ? AND (action LIKE 'results published:%' OR action LIKE 'results replaced:%')
        ORDER BY id DESC LIMIT 1`,
    );
    return this.store.allExams().map((exam) => {
      const by = publisher.get(exam.name, exam.publishedAt)?.by;
      return {
        name: exam.name,
        records: exam.records,
        perClass: countPerClass(perClass.filter((each) => each.exam === exam.name)),
        publishedAt: exam.publishedAt,
        ...(by ? { publishedBy: by } : {}),
      };
    });
  }
}
