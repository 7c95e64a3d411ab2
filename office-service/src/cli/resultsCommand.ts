/**
 * The `make results` command: publishes a results spreadsheet (CSV) for one exam, all or nothing, lists the
 * exams and deletes one. Kept apart from results.ts (which only runs it) so tests call it with their own streams.
 * It prints counts and exam names, never a child's record: its output may end up in a terminal log.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatNepalTime } from '@school/contracts/nepal-time';
import { isDiskFull } from '@school/service-kit';
import { csvLine, readResultsCsv, templateExample, templateHeader } from '../results/resultsCsv.js';
import { ExamHasRecordsError, ResultStore } from '../results/resultStore.js';
import { openDatabase } from '../store/database.js';

export const usage = `Usage: results template | import FILE --exam NAME [--replace] | list | delete --exam NAME
  template                        print the spreadsheet's header and an example row (CSV, UTF-8)
  import FILE --exam NAME         publish FILE's results for exam NAME (- reads stdin), live at once; nothing is stored
                                  unless every line is good (each bad cell is listed with its line and column)
         [--replace]              needed when NAME already has results: they are replaced, all at once
  list                            the exams with their number of records and when they were published (Nepal time)
  delete --exam NAME              remove an exam and all its results from the site
The database is OFFICE_DB_PATH (default DATA_DIR/office.sqlite, DATA_DIR default data).
`;

const count = (records: number) => `${records} record${records === 1 ? '' : 's'}`;

interface Output {
  write(text: string): unknown;
}

export type ResultsArgs =
  | { kind: 'template' }
  | { kind: 'import'; file: string; exam: string | undefined; replace: boolean }
  | { kind: 'list' }
  | { kind: 'delete'; exam: string }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

export function parseResultsArgs(argv: readonly string[]): ResultsArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { exam: { type: 'string' }, replace: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  const { positionals, values } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === 'help' || command === undefined) return { kind: 'help' };
  const exam = values.exam?.trim();
  if (values.exam !== undefined && !exam) return { kind: 'error', message: '--exam needs a name' };
  if (exam && exam.length > 100) return { kind: 'error', message: 'an exam name is at most 100 characters' };
  const extra = command === 'import' ? rest.slice(1) : rest;
  if (extra.length > 0) return { kind: 'error', message: `unexpected '${extra.join(' ')}'` };
  if (values.replace && command !== 'import') return { kind: 'error', message: '--replace goes with import' };
  switch (command) {
    case 'template':
    case 'list':
      if (exam) return { kind: 'error', message: `${command} takes no --exam` };
      return { kind: command };
    case 'import':
      if (!rest[0]) return { kind: 'error', message: 'import needs the CSV file: import FILE --exam NAME' };
      return { kind: 'import', file: rest[0], exam, replace: values.replace ?? false };
    case 'delete':
      if (!exam) return { kind: 'error', message: 'delete needs the exam: delete --exam NAME' };
      return { kind: 'delete', exam };
    default:
      return { kind: 'error', message: `unknown command '${command}'` };
  }
}

/** The database file the service reads, from the same settings as the service (and make backup). */
export function resultsDatabasePath(env: Record<string, string | undefined>): string {
  return env.OFFICE_DB_PATH || `${env.DATA_DIR || 'data'}/office.sqlite`;
}

/** Runs the command; answers the exit code (0 done, 1 refused or failed, 2 bad arguments). */
export function runResults(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  stdout: Output,
  stderr: Output,
  now: () => Date = () => new Date(),
): number {
  const args = parseResultsArgs(argv);
  if (args.kind === 'help') {
    stdout.write(usage);
    return 0;
  }
  if (args.kind === 'error') {
    stderr.write(`results: ${args.message}\n\n${usage}`);
    return 2;
  }
  if (args.kind === 'template') {
    stdout.write(`${csvLine(templateHeader)}\n${csvLine(templateExample)}\n`);
    return 0;
  }
  const path = resultsDatabasePath(env);

  let file: Uint8Array = new Uint8Array();
  if (args.kind === 'import') {
    try {
      // `-`: the file comes on stdin (make results streams it into the container). Bytes: the reader checks UTF-8.
      file = readFileSync(args.file === '-' ? 0 : args.file);
    } catch (error) {
      stderr.write(`results: cannot read ${args.file}: ${(error as Error).message}\n`);
      return 1;
    }
  } else if (!existsSync(path)) {
    stdout.write(args.kind === 'list' ? 'No results are published.\n' : '');
    if (args.kind === 'delete') stderr.write(`results: there is no exam '${args.exam}' (no database at ${path})\n`);
    return args.kind === 'list' ? 0 : 1;
  }

  let db;
  try {
    db = openDatabase(path);
  } catch (error) {
    stderr.write(`results: cannot open ${path}: ${(error as Error).message}\n`);
    return 1;
  }
  const store = new ResultStore(db);
  try {
    switch (args.kind) {
      case 'list': {
        const exams = store.allExams();
        if (exams.length === 0) {
          stdout.write('No results are published.\n');
          return 0;
        }
        const width = Math.max(4, ...exams.map((exam) => [...exam.name].length));
        stdout.write(`${'EXAM'.padEnd(width)}  RECORDS  PUBLISHED (NEPAL)\n`);
        for (const exam of exams) {
          const name = exam.name + ' '.repeat(width - [...exam.name].length);
          stdout.write(
            `${name}  ${String(exam.records).padStart(7)}  ${formatNepalTime(exam.publishedAt, { seconds: false })}\n`,
          );
        }
        return 0;
      }
      case 'delete': {
        const removed = store.deleteExam(args.exam);
        if (removed === undefined) {
          stderr.write(`results: there is no exam '${args.exam}' (make results ARGS=list shows them)\n`);
          return 1;
        }
        stdout.write(`Deleted '${args.exam}': ${count(removed)} no longer on the site.\n`);
        return 0;
      }
      case 'import': {
        const reading = readResultsCsv(file, args.exam, { today: now() });
        if (!reading.ok) {
          stderr.write(
            `results: ${args.file === '-' ? 'the file' : args.file} was not imported; nothing changed. Correct these and import it again:\n`,
          );
          for (const { line, column, problem } of reading.problems) {
            stderr.write(`  line ${line}${column ? `, column "${column}"` : ''}: ${problem}\n`);
          }
          return 1;
        }
        try {
          store.publish(reading.exams, args.replace, now());
        } catch (error) {
          if (!(error instanceof ExamHasRecordsError)) throw error;
          stderr.write(
            `results: '${error.exam}' already has results; nothing changed. ` +
              'Add --replace to replace them with this file.\n',
          );
          return 1;
        }
        for (const [exam, records] of reading.exams) {
          stdout.write(`Published '${exam}': ${count(records.length)}, live on the site now.\n`);
        }
        return 0;
      }
    }
  } catch (error) {
    if (!isDiskFull(error)) throw error;
    stderr.write(
      `results: the disk where ${path} is, is full: nothing was changed. Free some space and run it again.\n`,
    );
    return 1;
  } finally {
    db.close();
  }
}
