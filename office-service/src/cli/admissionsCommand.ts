/**
 * The `make admissions` command: the school office's admission applications, listed, shown, exported as CSV,
 * their files copied out, one deleted, or all those past retention purged. Kept apart from admissions.ts (which
 * only runs it) so tests call it with their own streams. It prints what the operator asked for; a delete or a
 * purge prints references and counts only.
 */
import { cpSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { admissionTextFields } from '@school/contracts/admission-checks';
import { dateOfBirthInBothCalendars } from '../admissions/dateOfBirth.js';
import { nepalDayStartUtc, nextIsoDate } from '@school/contracts/nepal-time';
import { admissionsToCsv } from '../records/admissionsCsv.js';
import { referencePattern, type AdmissionRecord } from '../records/officeRecords.js';
import { receivedTimeText } from '../records/receivedTime.js';
import { retentionCutoff } from '../records/retention.js';
import { actionTime, nepalMinute, retentionDays, table, withRecords, type Env, type Output } from './officeCli.js';

export const usage = `Usage: admissions list [COUNT] | show REF | export [--from DATE] [--to DATE] [--bom]
                  | copy REF FOLDER | delete REF | purge [--older-than DAYS]
  list [COUNT]        the newest COUNT applications (default 50): reference, time (Nepal), class, student,
                      emails still waiting to be sent
  show REF            one application: every field, its files and their sizes
  export              every application as CSV (UTF-8, one header row), oldest first
    --from DATE       received on or after this day (Nepal time, YYYY-MM-DD)
    --to DATE         received on or before this day
    --bom             begin with a UTF-8 byte-order mark, so Excel shows Nepali names correctly
  copy REF FOLDER     copy the application's photo and birth certificate into FOLDER/REF/
  delete REF          remove the application: its record, its files and its emails (sent or not)
  purge               remove every application older than OFFICE_RETENTION_DAYS (default 365), as the service
    --older-than DAYS does every hour; or older than DAYS
The data is OFFICE_DB_PATH (default DATA_DIR/office.sqlite, DATA_DIR default data) and OFFICE_FILES_PATH
(default office-files beside the database).
`;

export type AdmissionsArgs =
  | { kind: 'list'; count: number }
  | { kind: 'show' | 'delete'; reference: string }
  | { kind: 'export'; from?: string; before?: string; bom: boolean }
  | { kind: 'copy'; reference: string; folder: string }
  | { kind: 'purge'; olderThanDays?: number }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** A reference as typed (any case); an error message when it is not one. */
export function readReference(
  raw: string | undefined,
  command: string,
  letter: 'A' | 'M',
): string | { message: string } {
  const example = `${letter}-7K3Q9`;
  if (raw === undefined) return { message: `${command} needs a reference such as ${example}` };
  const reference = raw.trim().toUpperCase();
  if (!referencePattern.test(reference) || !reference.startsWith(letter)) {
    return { message: `'${raw}' is not a reference such as ${example}` };
  }
  return reference;
}

/** COUNT of list, or DAYS of --older-than: a whole number from 1. */
export function readCount(raw: string, what: string): number | { message: string } {
  return /^\d{1,5}$/.test(raw) && Number(raw) >= 1
    ? Number(raw)
    : { message: `${what} must be a whole number such as 30, got '${raw}'` };
}

export function parseAdmissionsArgs(argv: readonly string[]): AdmissionsArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        bom: { type: 'boolean' },
        'older-than': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  const { values, positionals } = parsed;
  const [command = 'list', ...rest] = positionals;
  if (values.help || command === 'help') return { kind: 'help' };
  const exportOptions = values.from !== undefined || values.to !== undefined || values.bom !== undefined;
  if (exportOptions && command !== 'export') return { kind: 'error', message: '--from, --to and --bom go with export' };
  if (values['older-than'] !== undefined && command !== 'purge') {
    return { kind: 'error', message: '--older-than goes with purge' };
  }
  const expected = { list: 1, show: 1, delete: 1, copy: 2, export: 0, purge: 0 }[command];
  if (expected === undefined) return { kind: 'error', message: `unknown command '${command}'` };
  if (rest.length > expected) return { kind: 'error', message: `unexpected '${rest.slice(expected).join(' ')}'` };

  switch (command) {
    case 'list': {
      if (rest[0] === undefined) return { kind: 'list', count: 50 };
      const count = readCount(rest[0], 'COUNT');
      return typeof count === 'number' ? { kind: 'list', count } : { kind: 'error', ...count };
    }
    case 'show':
    case 'delete':
    case 'copy': {
      const reference = readReference(rest[0], command, 'A');
      if (typeof reference !== 'string') return { kind: 'error', ...reference };
      if (command !== 'copy') return { kind: command, reference };
      if (!rest[1]) return { kind: 'error', message: 'copy needs a folder to copy into: copy REF FOLDER' };
      return { kind: 'copy', reference, folder: rest[1] };
    }
    case 'export': {
      for (const [name, value] of [
        ['--from', values.from],
        ['--to', values.to],
      ] as const) {
        if (value !== undefined && !isCalendarDate(value)) {
          return { kind: 'error', message: `${name} must be a date like 2026-04-15, got '${value}'` };
        }
      }
      if (values.from && values.to && values.from > values.to) {
        return { kind: 'error', message: `--from ${values.from} is after --to ${values.to}` };
      }
      return {
        kind: 'export',
        from: values.from && nepalDayStartUtc(values.from),
        before: values.to && nepalDayStartUtc(nextIsoDate(values.to)),
        bom: values.bom ?? false,
      };
    }
    default: {
      const raw = values['older-than'];
      if (raw === undefined) return { kind: 'purge' };
      const days = readCount(raw, '--older-than');
      return typeof days === 'number' ? { kind: 'purge', olderThanDays: days } : { kind: 'error', ...days };
    }
  }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function fileLine(files: string, relative: string): string {
  const path = join(files, relative);
  const size = existsSync(path) ? `${statSync(path).size} bytes` : 'MISSING';
  return `${basename(relative)} (${size})`;
}

function showLines(record: AdmissionRecord, files: string): string {
  const fields: [string, string][] = [
    ['reference', record.reference],
    ['received', receivedTimeText(record.createdAt)],
    ...admissionTextFields.map((field): [string, string] => {
      const value = record.details[field] ?? '';
      return [field, field === 'dob' && value ? dateOfBirthInBothCalendars(value) : value];
    }),
    ...(record.details.ageOutsideClass
      ? [
          ['age for class', 'outside the ages the school set for the class; the parent confirmed it'] as [
            string,
            string,
          ],
        ]
      : []),
    ['photo', fileLine(files, record.photoPath)],
    ['birthCertificate', fileLine(files, record.certificatePath)],
    ['emails waiting', String(record.unsentEmails)],
  ];
  const width = Math.max(...fields.map(([label]) => label.length));
  return fields.map(([label, value]) => `${label.padEnd(width)}  ${value.replace(/[\r\n]+/g, ' ')}\n`).join('');
}

const notFound = (reference: string) =>
  `admissions: there is no application ${reference} (make admissions lists them; it may have been deleted or purged)\n`;

/** Runs the command; answers the exit code (0 done, 1 refused or failed, 2 bad arguments). */
export function runAdmissions(
  argv: readonly string[],
  env: Env,
  stdout: Output,
  stderr: Output,
  now: () => Date = () => new Date(),
): number {
  const args = parseAdmissionsArgs(argv);
  if (args.kind === 'help') {
    stdout.write(usage);
    return 0;
  }
  if (args.kind === 'error') {
    stderr.write(`admissions: ${args.message}\n\n${usage}`);
    return 2;
  }
  const days = args.kind === 'purge' ? (args.olderThanDays ?? retentionDays(env)) : undefined;
  if (args.kind === 'purge' && days === undefined) {
    stderr.write(
      `admissions: OFFICE_RETENTION_DAYS must be a whole number of at least 1, got '${env.OFFICE_RETENTION_DAYS}'\n`,
    );
    return 2;
  }
  const nothingYet = () => {
    if (args.kind === 'list') stdout.write('No applications yet.\n');
    else if (args.kind === 'export') stdout.write((args.bom ? '\uFEFF' : '') + admissionsToCsv([]));
    else if (args.kind === 'purge') stdout.write('Nothing to purge: no applications yet.\n');
    else {
      stderr.write(notFound(args.reference));
      return 1;
    }
    return 0;
  };
  return withRecords('admissions', env, stderr, nothingYet, (records, paths) => {
    switch (args.kind) {
      case 'list': {
        const recent = records.recentAdmissions(args.count);
        if (recent.length === 0) return nothingYet();
        stdout.write(
          table(
            ['REFERENCE', 'RECEIVED (NEPAL)', 'CLASS', 'STUDENT', 'EMAILS WAITING'],
            recent.map((a) => [
              a.reference,
              nepalMinute(a.createdAt),
              // Marked for the office: a date of birth outside the class's ages, which the parent confirmed.
              a.ageOutsideClass ? `${a.classApplied} (check age)` : a.classApplied,
              a.studentName,
              String(a.unsentEmails),
            ]),
          ),
        );
        return 0;
      }
      case 'show': {
        const record = records.admission(args.reference);
        if (!record) {
          stderr.write(notFound(args.reference));
          return 1;
        }
        stdout.write(showLines(record, paths.files));
        return 0;
      }
      case 'export':
        stdout.write(
          (args.bom ? '\uFEFF' : '') + admissionsToCsv(records.admissions({ from: args.from, before: args.before })),
        );
        return 0;
      case 'copy': {
        const record = records.admission(args.reference);
        if (!record) {
          stderr.write(notFound(args.reference));
          return 1;
        }
        const target = join(args.folder, record.reference);
        mkdirSync(target, { recursive: true });
        const copied = [record.photoPath, record.certificatePath].map((relative) => {
          cpSync(join(paths.files, relative), join(target, basename(relative)));
          return `${basename(relative)} (${statSync(join(target, basename(relative))).size} bytes)`;
        });
        stdout.write(`Copied ${record.reference}'s files into ${target}: ${copied.join(', ')}\n`);
        return 0;
      }
      case 'delete': {
        const removed = records.delete('admission', args.reference);
        if (!removed) {
          stderr.write(notFound(args.reference));
          return 1;
        }
        stdout.write(
          `${actionTime(now())} deleted application ${args.reference}: its record, its files and ${plural(removed.emails, 'email')}\n`,
        );
        return 0;
      }
      case 'purge': {
        const counts = records.purgeBefore(retentionCutoff(now(), days!), now(), ['admission']);
        stdout.write(
          `${actionTime(now())} purged the applications older than ${plural(days!, 'day')}: ` +
            `${plural(counts.admissions, 'application')}, ${plural(counts.emails, 'email')}, ` +
            `${plural(counts.leftoverFolders, 'leftover folder')}\n`,
        );
        return 0;
      }
    }
  });
}
