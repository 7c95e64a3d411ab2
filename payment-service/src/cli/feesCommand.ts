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
import { LedgerRefused } from '../fees/officeLedger.js';
import { officePaymentMethods, type OfficePaymentMethod } from '@school/contracts/fees';
import { formatNepalTime } from '@school/contracts/nepal-time';
import { openPaymentsDatabase } from '../transactions/store.js';

export const usage = `Usage: fees template | import FILE | list [--class CLASS] | show STUDENT_ID
            | waive STUDENT_ID ITEM MONTH --note TEXT | class-totals --month MONTH | export
            | record STUDENT_ID --through MONTH --method cash|bank|cheque [--ref TEXT] [--payer NAME]
            | credits [STUDENT_ID] | apply-credit CREDIT_ID ITEM MONTH | refund-credit CREDIT_ID --note TEXT
  template                      print the dues spreadsheet's header and an example row (CSV, UTF-8)
  import FILE                   make the stored dues what FILE says (- reads stdin); nothing changes unless every
                                line is good (each bad cell is listed with its line and column). Paid and waived
                                dues are never changed; an unpaid due missing from FILE is removed, unless a
                                payment that may still complete is for it
  list [--class CLASS]          the students (of one class) with what each still owes
  show STUDENT_ID               one student's dues: month (B.S.), item, amount, state; their payments (wallet and
                                office) with receipt numbers, and their open credit
  waive STUDENT_ID ITEM MONTH --note TEXT
                                waive one unpaid due, saying why (MONTH as 2082-08 or "Mangsir 2082")
  class-totals --month MONTH    each class's dues of that B.S. month: still due, paid, waived
  export                        every due as CSV, the import's columns then state and waive_note (UTF-8 with a
                                byte order mark, so Excel keeps the Nepali letters)
  record STUDENT_ID --through MONTH --method cash|bank|cheque [--ref TEXT] [--payer NAME]
                                money taken at the office: pays every unpaid due of the student up to MONTH, and
                                prints the receipt's number and address (/receipt#TOKEN)
  credits [STUDENT_ID]          open credits (money that paid no due: its dues were paid already), of one student
  apply-credit CREDIT_ID ITEM MONTH
                                pay that due from the credit (it must cover it; what is left stays open credit)
  refund-credit CREDIT_ID --note TEXT
                                record that the credit's money was given back, saying how
Every change is written to the accounts' audit trail, as done by 'operator'.
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
  | {
      kind: 'record';
      studentId: string;
      throughMonth: string;
      method: OfficePaymentMethod;
      reference: string | null;
      payerName: string | null;
    }
  | { kind: 'credits'; studentId: string | undefined }
  | { kind: 'apply-credit'; creditId: number; item: string; month: string }
  | { kind: 'refund-credit'; creditId: number; note: string }
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
  record: 1,
  credits: 0,
  'apply-credit': 3,
  'refund-credit': 1,
};

/** Which commands each option goes with. */
const optionOwners = {
  class: ['list'],
  month: ['class-totals'],
  note: ['waive', 'refund-credit'],
  through: ['record'],
  method: ['record'],
  ref: ['record'],
  payer: ['record'],
} as const;

/** A note, a reference or a name typed on the command line: trimmed, at most `max` characters. */
function optionalText(value: string | undefined, max: number): string | null | { problem: string } {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if ([...text].length > max) return { problem: `is at most ${max} characters` };
  return text;
}

const creditIdOf = (text: string): number | undefined => (/^\d{1,12}$/u.test(text.trim()) ? Number(text) : undefined);

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
        through: { type: 'string' },
        method: { type: 'string' },
        ref: { type: 'string' },
        payer: { type: 'string' },
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
  // credits takes a student id or none.
  const most = command === 'credits' ? 1 : wanted;
  if (rest.length > most) return { kind: 'error', message: `unexpected '${rest.slice(most).join(' ')}'` };
  if (rest.length < wanted) {
    const shape = {
      import: 'import FILE',
      show: 'show STUDENT_ID',
      waive: 'waive STUDENT_ID ITEM MONTH --note TEXT',
      record: 'record STUDENT_ID --through MONTH --method cash|bank|cheque',
      'apply-credit': 'apply-credit CREDIT_ID ITEM MONTH',
      'refund-credit': 'refund-credit CREDIT_ID --note TEXT',
    };
    return { kind: 'error', message: `${command} needs more: ${shape[command as keyof typeof shape]}` };
  }
  for (const [option, owners] of Object.entries(optionOwners) as [keyof typeof optionOwners, readonly string[]][]) {
    if (values[option] !== undefined && !owners.includes(command)) {
      return { kind: 'error', message: `--${option} goes with ${owners.join(' or ')}` };
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
    case 'record': {
      if (values.through === undefined) return { kind: 'error', message: 'record needs the month: --through 2082-08' };
      const through = feeMonthCell(values.through);
      if ('problem' in through) return { kind: 'error', message: `--through ${through.problem}` };
      const method = values.method?.trim().toLowerCase();
      if (!officePaymentMethods.includes(method as OfficePaymentMethod)) {
        return { kind: 'error', message: 'record needs how it was paid: --method cash, bank or cheque' };
      }
      const reference = optionalText(values.ref, 100);
      if (reference !== null && typeof reference === 'object')
        return { kind: 'error', message: `--ref ${reference.problem}` };
      const payerName = optionalText(values.payer, 200);
      if (payerName !== null && typeof payerName === 'object')
        return { kind: 'error', message: `--payer ${payerName.problem}` };
      return {
        kind: 'record',
        studentId: rest[0]!.trim(),
        throughMonth: through.value,
        method: method as OfficePaymentMethod,
        reference,
        payerName,
      };
    }
    case 'credits':
      return { kind: 'credits', studentId: rest[0]?.trim() };
    case 'apply-credit': {
      const [creditText, itemText, monthText] = rest as [string, string, string];
      const creditId = creditIdOf(creditText);
      if (creditId === undefined)
        return { kind: 'error', message: `'${creditText}' is not a credit number (make fees ARGS=credits lists them)` };
      const month = feeMonthCell(monthText);
      if ('problem' in month) return { kind: 'error', message: `the month ${month.problem}` };
      const item = feeItem(itemText);
      if (item === '') return { kind: 'error', message: 'apply-credit needs the item, such as Tuition' };
      return { kind: 'apply-credit', creditId, item, month: month.value };
    }
    case 'refund-credit': {
      const creditId = creditIdOf(rest[0]!);
      if (creditId === undefined)
        return { kind: 'error', message: `'${rest[0]}' is not a credit number (make fees ARGS=credits lists them)` };
      const note = optionalText(values.note, 500);
      if (note === null)
        return {
          kind: 'error',
          message: 'refund-credit needs a note saying how it was given back: --note "cash to the father"',
        };
      if (typeof note === 'object') return { kind: 'error', message: `the note ${note.problem}` };
      return { kind: 'refund-credit', creditId, note };
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

/** The receipt page's address: the site's when PUBLIC_SITE_URL is set, else the path alone. */
function receiptAddress(env: Record<string, string | undefined>, token: string): string {
  return `${(env.PUBLIC_SITE_URL ?? '').replace(/\/+$/u, '')}/receipt#${token}`;
}

/** A student's payments (wallet and office) with their receipt numbers, and their open credit, for `show`. */
function paymentsReport(store: FeeStore, studentId: string): string {
  const payments = store.paymentsOf(studentId);
  const lines: string[] = [];
  if (payments.length === 0) lines.push('No payments.');
  else {
    const rows = [['PAID (NEPAL TIME)', 'BY', 'AMOUNT', 'STATUS', 'RECEIPT', 'PAYMENT']];
    for (const payment of payments) {
      rows.push([
        formatNepalTime(payment.at, { seconds: false }),
        payment.method,
        rupees(payment.amountPaisa),
        payment.status,
        payment.receiptNumber ?? '',
        payment.id,
      ]);
    }
    lines.push(table(rows, new Set([2])));
  }
  const credits = store.openCredits(studentId);
  const credit = credits.reduce((sum, one) => sum + one.amountPaisa, 0);
  lines.push(
    credits.length === 0
      ? 'No open credit.'
      : `Open credit: ${rupees(credit)} (${credits.map((one) => `credit ${one.id}`).join(', ')}).`,
  );
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
    if (args.kind === 'show' || args.kind === 'waive' || args.kind === 'record') {
      stderr.write(`fees: there is no student '${args.studentId}' (no database at ${path})\n`);
      return 1;
    }
    if (args.kind === 'apply-credit' || args.kind === 'refund-credit') {
      stderr.write(`fees: there is no credit ${args.creditId} (no database at ${path})\n`);
      return 1;
    }
    if (args.kind === 'credits') {
      stdout.write('No open credits.\n');
      return 0;
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
        if (dues.length === 0) stdout.write('No dues.\n');
        else {
          const rows = [['MONTH (B.S.)', 'ITEM', 'AMOUNT', 'STATE', 'NOTE']];
          for (const due of dues) {
            rows.push([feeMonthInWords(due.month), due.item, rupees(due.amountPaisa), due.state, due.waiveNote ?? '']);
          }
          const owed = dues.filter((due) => due.state === 'due').reduce((sum, due) => sum + due.amountPaisa, 0);
          stdout.write(`${table(rows, new Set([2]))}\nStill due: ${rupees(owed)}.\n`);
        }
        stdout.write(paymentsReport(store, student.studentId));
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
      case 'record': {
        try {
          const recorded = store.recordOfficePayment(args, now());
          const { receipt } = recorded;
          stdout.write(
            `Recorded ${rupees(recorded.amountPaisa)} by ${args.method} for ${args.studentId}: ` +
              `${count(recorded.items.length, 'due')} through ${feeMonthInWords(args.throughMonth)} paid.\n` +
              `Receipt ${receipt.number}: ${receiptAddress(env, receipt.token)}\n`,
          );
          if (recorded.inOpenWalletPayment > 0) {
            stdout.write(
              `${count(recorded.inOpenWalletPayment, 'due')} of these had a wallet payment under way: if that money ` +
                'comes, it is kept as a credit (make fees ARGS=credits).\n',
            );
          }
          return 0;
        } catch (error) {
          if (!(error instanceof LedgerRefused)) throw error;
          stderr.write(`fees: nothing was recorded: ${error.message}.\n`);
          return 1;
        }
      }
      case 'credits': {
        const credits = store.openCredits(args.studentId);
        if (credits.length === 0) {
          stdout.write(args.studentId ? `${args.studentId} has no open credit.\n` : 'No open credits.\n');
          return 0;
        }
        const rows = [['CREDIT', 'STUDENT', 'AMOUNT', 'FROM', 'SINCE (NEPAL TIME)', 'NOTE']];
        for (const credit of credits) {
          rows.push([
            String(credit.id),
            credit.studentId,
            rupees(credit.amountPaisa),
            credit.transactionId ?? `office payment ${credit.officePaymentId}`,
            formatNepalTime(credit.createdAt, { seconds: false }),
            credit.note ?? '',
          ]);
        }
        const total = credits.reduce((sum, credit) => sum + credit.amountPaisa, 0);
        stdout.write(`${table(rows, new Set([0, 2]))}\n${count(credits.length, 'open credit')}, ${rupees(total)}.\n`);
        return 0;
      }
      case 'apply-credit': {
        try {
          const applied = store.applyCredit(args.creditId, args.item, args.month, now());
          const left = applied.leftCredit
            ? ` ${rupees(applied.leftCredit.amountPaisa)} is left as credit ${applied.leftCredit.id}.`
            : '';
          stdout.write(
            `Paid ${args.item} of ${feeMonthInWords(args.month)} (${rupees(applied.amountPaisa)}) from credit ${args.creditId}.${left}\n`,
          );
          return 0;
        } catch (error) {
          if (!(error instanceof LedgerRefused)) throw error;
          stderr.write(`fees: nothing was changed: ${error.message}.\n`);
          return 1;
        }
      }
      case 'refund-credit': {
        try {
          const credit = store.refundCredit(args.creditId, args.note, now());
          stdout.write(
            `Credit ${credit.id} of ${credit.studentId} (${rupees(credit.amountPaisa)}) recorded as refunded: ${args.note}\n`,
          );
          return 0;
        } catch (error) {
          if (!(error instanceof LedgerRefused)) throw error;
          stderr.write(`fees: nothing was changed: ${error.message}.\n`);
          return 1;
        }
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
