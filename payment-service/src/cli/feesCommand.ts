/**
 * The `make fees` command: the students and their dues from the school's spreadsheet (CSV), imported all or
 * nothing, and the accounts office's view of them until the console has one. Kept apart from fees.ts (which only
 * runs it) so tests call it with their own streams. It never prints a date of birth but in the export (the school's
 * own file, to import again).
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatRupees } from '@school/contracts/nepali-numbers';
import type { SchoolClass } from '@school/contracts/fee-student';
import { classCell, classCellChoices } from '@school/service-kit/csv-sheet';
import { isDiskFull } from '@school/service-kit';
import { formatPaisa } from '../money.js';
import { duesColumns, duesTemplateExample, feeItem, readDuesCsv } from '../fees/duesCsv.js';
import { feeMonthCell, feeMonthInWords } from '../fees/feeMonth.js';
import { FeeStore, WaiveRefused, type ImportCounts } from '../fees/feeStore.js';
import { openPaymentsDatabase } from '../transactions/store.js';

export const usage = `Usage: fees template | import FILE | list [--class CLASS] | show STUDENT_ID
            | waive STUDENT_ID ITEM MONTH --note TEXT | class-totals --month MONTH | export
  template                      print the dues spreadsheet's header and an example row (CSV, UTF-8)
  import FILE                   make the stored dues what FILE says (- reads stdin); nothing changes unless every
                                line is good (each bad cell is listed with its line and column). Paid and waived
                                dues are never changed; an unpaid due missing from FILE is removed, unless a
                                payment that may still complete is for it
  list [--class CLASS]          the students (of one class) with what each still owes
  show STUDENT_ID               one student's dues: month (B.S.), item, amount, state
  waive STUDENT_ID ITEM MONTH --note TEXT
                                waive one unpaid due, saying why (MONTH as 2082-08 or "Mangsir 2082")
  class-totals --month MONTH    each class's dues of that B.S. month: still due, paid, waived
  export                        every due as CSV, the import's columns then state and waive_note (UTF-8 with a
                                byte order mark, so Excel keeps the Nepali letters)
The database is PAYMENT_DB_PATH (default DATA_DIR/payments.sqlite, DATA_DIR default data).
`;

interface Output {
  write(text: string): unknown;
}

export type FeesArgs =
  | { kind: 'template' }
  | { kind: 'import'; file: string }
  | { kind: 'list'; className: SchoolClass | undefined }
  | { kind: 'show'; studentId: string }
  | { kind: 'waive'; studentId: string; item: string; month: string; note: string }
  | { kind: 'class-totals'; month: string }
  | { kind: 'export' }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

/** How many positional words each command takes after its name. */
const operands: Record<string, number> = {
  template: 0,
  import: 1,
  list: 0,
  show: 1,
  waive: 3,
  'class-totals': 0,
  export: 0,
};

export function parseFeesArgs(argv: readonly string[]): FeesArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        class: { type: 'string' },
        month: { type: 'string' },
        note: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  const { positionals, values } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === 'help' || command === undefined) return { kind: 'help' };
  const wanted = operands[command];
  if (wanted === undefined) return { kind: 'error', message: `unknown command '${command}'` };
  if (rest.length > wanted) return { kind: 'error', message: `unexpected '${rest.slice(wanted).join(' ')}'` };
  if (rest.length < wanted) {
    const shape = { import: 'import FILE', show: 'show STUDENT_ID', waive: 'waive STUDENT_ID ITEM MONTH --note TEXT' };
    return { kind: 'error', message: `${command} needs more: ${shape[command as keyof typeof shape]}` };
  }
  for (const [option, owner] of [
    ['class', 'list'],
    ['month', 'class-totals'],
    ['note', 'waive'],
  ] as const) {
    if (values[option] !== undefined && command !== owner) {
      return { kind: 'error', message: `--${option} goes with ${owner}` };
    }
  }
  switch (command) {
    case 'template':
    case 'export':
      return { kind: command };
    case 'import':
      return { kind: 'import', file: rest[0]! };
    case 'show':
      return { kind: 'show', studentId: rest[0]!.trim() };
    case 'list': {
      if (values.class === undefined) return { kind: 'list', className: undefined };
      const className = classCell(values.class);
      if (!className)
        return { kind: 'error', message: `unknown class '${values.class}': use one of ${classCellChoices}` };
      return { kind: 'list', className };
    }
    case 'class-totals': {
      if (values.month === undefined)
        return { kind: 'error', message: 'class-totals needs the month: --month 2082-08' };
      const month = feeMonthCell(values.month);
      if ('problem' in month) return { kind: 'error', message: `--month ${month.problem}` };
      return { kind: 'class-totals', month: month.value };
    }
    default: {
      const [studentId, itemText, monthText] = rest as [string, string, string];
      const month = feeMonthCell(monthText);
      if ('problem' in month) return { kind: 'error', message: `the month ${month.problem}` };
      const note = values.note?.trim() ?? '';
      if (note === '') return { kind: 'error', message: 'waive needs a note saying why: --note "scholarship"' };
      if (note.length > 500) return { kind: 'error', message: 'the note is at most 500 characters' };
      const item = feeItem(itemText);
      if (item === '') return { kind: 'error', message: 'waive needs the item, such as Tuition' };
      return { kind: 'waive', studentId: studentId.trim(), item, month: month.value, note };
    }
  }
}

/** The database file the service writes, from the same settings as the service (and make backup). */
export function feesDatabasePath(env: Record<string, string | undefined>): string {
  return env.PAYMENT_DB_PATH || `${env.DATA_DIR || 'data'}/payments.sqlite`;
}

const rupees = (paisa: number) => formatRupees(paisa, 'en', 'Rs.');
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A cell as CSV writes it: quoted when it holds a comma, a quote or a line break (as Excel does). */
const csvLine = (cells: readonly (string | number)[]) =>
  cells
    .map((cell) => (/[",\r\n]/u.test(String(cell)) ? `"${String(cell).replaceAll('"', '""')}"` : String(cell)))
    .join(',');

/** Columns padded to their widest cell (by characters, so Devanagari names line up as well as a terminal can). */
function table(rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number>): string {
  const widths = rows[0]!.map((_, at) => Math.max(...rows.map((row) => [...row[at]!].length)));
  return rows
    .map((row) =>
      row
        .map((cell, at) => {
          const pad = ' '.repeat(widths[at]! - [...cell].length);
          return rightAligned.has(at) ? pad + cell : cell + pad;
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The export's columns: the import's, then each due's state and waiver note. */
const exportHeader = csvLine([...duesColumns, 'state', 'waive_note']);

function importReport(counts: ImportCounts): string {
  const lines = [
    `Imported ${count(counts.students, 'student')}: ${count(counts.added, 'due')} added, ${counts.updated} updated, ` +
      `${counts.unchanged} unchanged, ${counts.removed} removed.`,
  ];
  if (counts.keptPaid > 0) lines.push(`${count(counts.keptPaid, 'due')} kept as they were: paid or waived already.`);
  if (counts.keptPending > 0) {
    lines.push(`${count(counts.keptPending, 'due')} not in the file kept: a payment for them may still complete.`);
  }
  return lines.join('\n') + '\n';
}

/** Runs the command; answers the exit code (0 done, 1 refused or failed, 2 bad arguments). */
export function runFees(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  stdout: Output,
  stderr: Output,
  now: () => Date = () => new Date(),
): number {
  const args = parseFeesArgs(argv);
  if (args.kind === 'help') {
    stdout.write(usage);
    return 0;
  }
  if (args.kind === 'error') {
    stderr.write(`fees: ${args.message}\n\n${usage}`);
    return 2;
  }
  if (args.kind === 'template') {
    stdout.write(`${csvLine(duesColumns)}\n${csvLine(duesTemplateExample)}\n`);
    return 0;
  }
  const path = feesDatabasePath(env);

  let file: Uint8Array = new Uint8Array();
  if (args.kind === 'import') {
    try {
      // `-`: the file comes on stdin (make fees streams it into the container). Bytes: the reader checks UTF-8.
      file = readFileSync(args.file === '-' ? 0 : args.file);
    } catch (error) {
      stderr.write(`fees: cannot read ${args.file}: ${(error as Error).message}\n`);
      return 1;
    }
  } else if (!existsSync(path)) {
    if (args.kind === 'show' || args.kind === 'waive') {
      stderr.write(`fees: there is no student '${args.studentId}' (no database at ${path})\n`);
      return 1;
    }
    stdout.write(args.kind === 'export' ? `\uFEFF${exportHeader}\n` : 'No dues are recorded yet.\n');
    return 0;
  }

  let db;
  try {
    db = openPaymentsDatabase(path);
  } catch (error) {
    stderr.write(`fees: cannot open ${path}: ${(error as Error).message}\n`);
    return 1;
  }
  const store = new FeeStore(db);
  try {
    switch (args.kind) {
      case 'import': {
        const reading = readDuesCsv(file, { today: now() });
        if (!reading.ok) {
          stderr.write(`fees: ${args.file === '-' ? 'the file' : args.file} has problems. Nothing was imported.\n`);
          stderr.write('Correct these and import it again:\n');
          for (const { line, column, problem } of reading.problems) {
            stderr.write(`  line ${line}${column ? `, column "${column}"` : ''}: ${problem}\n`);
          }
          return 1;
        }
        stdout.write(importReport(store.importDues(reading.students, reading.dues, now())));
        return 0;
      }
      case 'list': {
        const students = store.students(args.className);
        if (students.length === 0) {
          stdout.write(
            args.className ? `No students of ${args.className} are recorded.\n` : 'No dues are recorded yet.\n',
          );
          return 0;
        }
        const rows = [['STUDENT', 'NAME', 'CLASS', 'ROLL', 'DUES', 'STILL DUE']];
        for (const student of students) {
          rows.push([
            student.studentId,
            student.name,
            student.className,
            student.roll === null ? '' : String(student.roll),
            String(student.dues),
            rupees(student.duePaisa),
          ]);
        }
        const total = students.reduce((sum, student) => sum + student.duePaisa, 0);
        stdout.write(
          `${table(rows, new Set([3, 4, 5]))}\n${count(students.length, 'student')}, ${rupees(total)} still due.\n`,
        );
        return 0;
      }
      case 'show': {
        const student = store.student(args.studentId);
        if (!student) {
          stderr.write(`fees: there is no student '${args.studentId}' (make fees ARGS=list shows them)\n`);
          return 1;
        }
        const roll = student.roll === null ? '' : `, roll ${student.roll}`;
        stdout.write(`${student.studentId}  ${student.name}, ${student.className}${roll}\n`);
        const dues = store.duesOf(student.studentId);
        if (dues.length === 0) {
          stdout.write('No dues.\n');
          return 0;
        }
        const rows = [['MONTH (B.S.)', 'ITEM', 'AMOUNT', 'STATE', 'NOTE']];
        for (const due of dues) {
          rows.push([feeMonthInWords(due.month), due.item, rupees(due.amountPaisa), due.state, due.waiveNote ?? '']);
        }
        const owed = dues.filter((due) => due.state === 'due').reduce((sum, due) => sum + due.amountPaisa, 0);
        stdout.write(`${table(rows, new Set([2]))}\nStill due: ${rupees(owed)}.\n`);
        return 0;
      }
      case 'waive': {
        try {
          const due = store.waive(args.studentId, args.item, args.month, args.note, now());
          stdout.write(
            `Waived ${due.item} of ${feeMonthInWords(due.month)} for ${due.studentId} (${rupees(due.amountPaisa)}): ${due.waiveNote}\n`,
          );
          return 0;
        } catch (error) {
          if (!(error instanceof WaiveRefused)) throw error;
          stderr.write(`fees: nothing was waived: ${error.message}.\n`);
          return 1;
        }
      }
      case 'class-totals': {
        const totals = store.classTotals(args.month);
        if (totals.length === 0) {
          stdout.write(`No dues are recorded for ${feeMonthInWords(args.month)}.\n`);
          return 0;
        }
        const rows = [['CLASS', 'STILL DUE', 'PAID', 'WAIVED']];
        for (const row of totals) {
          rows.push([row.className, rupees(row.duePaisa), rupees(row.paidPaisa), rupees(row.waivedPaisa)]);
        }
        const sum = (pick: (row: (typeof totals)[number]) => number) =>
          rupees(totals.reduce((all, row) => all + pick(row), 0));
        rows.push([
          'All classes',
          sum((row) => row.duePaisa),
          sum((row) => row.paidPaisa),
          sum((row) => row.waivedPaisa),
        ]);
        stdout.write(`Dues of ${feeMonthInWords(args.month)}\n${table(rows, new Set([1, 2, 3]))}\n`);
        return 0;
      }
      case 'export': {
        const lines = [`\uFEFF${exportHeader}`];
        for (const due of store.allDues()) {
          lines.push(
            csvLine([
              due.studentId,
              due.name,
              due.className,
              due.roll ?? '',
              due.dobBs,
              due.item,
              due.month,
              formatPaisa(due.amountPaisa),
              due.state,
              due.waiveNote ?? '',
            ]),
          );
        }
        stdout.write(lines.join('\n') + '\n');
        return 0;
      }
    }
  } catch (error) {
    if (!isDiskFull(error)) throw error;
    stderr.write(`fees: the disk where ${path} is, is full: nothing was changed. Free some space and run it again.\n`);
    return 1;
  } finally {
    db.close();
  }
}
