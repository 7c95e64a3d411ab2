/**
 * The `make staff` command: the people who may sign in to the school office's console, and their roles. The
 * operator adds the first administrator here; `signout` ends every session of a person at once (a phone lost, a
 * person leaving), and `remove` takes the person away with their sessions. Each takes effect on the person's next
 * request. Kept apart from staff.ts (which only runs it) so tests call it with their own streams.
 */
import { parseArgs } from 'node:util';
import { isValidEmail } from '@school/contracts/contact-checks';
import { isStaffRole, staffRoles, type StaffRole } from '@school/contracts';
import { defaultPublicSiteUrl, isDiskFull } from '@school/service-kit';
import { openDatabase } from '../store/database.js';
import { SignInLinks } from '../staff/signInLinks.js';
import { StaffStore } from '../staff/staffStore.js';
import { nepalMinute, officePaths, table, type Env, type Output } from './officeCli.js';

export const usage = `Usage: staff list | add EMAIL --role ROLE | remove EMAIL | signout EMAIL | link EMAIL
  list                   everyone who may sign in, with their role and when they were added (Nepal time)
  add EMAIL --role ROLE  adds a person, or gives a person already there another role; ROLE is one of:
                           admin     everything, the staff included
                           office    applications, messages, comments, publishing and results
                           accounts  payments and fees
  remove EMAIL           removes the person and ends their sessions
  signout EMAIL          ends every session of the person at once (they sign in again with a new code)
  link EMAIL             prints a one-time sign-in link for the person, valid 15 minutes (when mail is down)
The person signs in at /office/ with a code sent to EMAIL. The database is OFFICE_DB_PATH (default
DATA_DIR/office.sqlite, DATA_DIR default data).
`;

export type StaffArgs =
  | { kind: 'list' }
  | { kind: 'add'; email: string; role: StaffRole }
  | { kind: 'remove' | 'signout' | 'link'; email: string }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

export function parseStaffArgs(argv: readonly string[]): StaffArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  const { values, positionals } = parsed;
  const [command = 'list', email, ...extra] = positionals;
  if (values.help || command === 'help') return { kind: 'help' };
  if (!['list', 'add', 'remove', 'signout', 'link'].includes(command)) {
    return { kind: 'error', message: `unknown command '${command}'` };
  }
  if (values.role !== undefined && command !== 'add') return { kind: 'error', message: '--role goes with add' };
  const unexpected = command === 'list' ? [email, ...extra].filter((v) => v !== undefined) : extra;
  if (unexpected.length > 0) return { kind: 'error', message: `unexpected '${unexpected.join(' ')}'` };
  if (command === 'list') return { kind: 'list' };
  if (email === undefined || !isValidEmail(email.trim())) {
    return { kind: 'error', message: `${command} needs one email address, such as clerk@school.example.np` };
  }
  if (command === 'add') {
    if (!isStaffRole(values.role)) {
      return { kind: 'error', message: `add needs --role, one of: ${staffRoles.join(', ')}` };
    }
    return { kind: 'add', email: email.trim(), role: values.role };
  }
  return { kind: command as 'remove' | 'signout' | 'link', email: email.trim() };
}

/** The site's address as the service reads it (PUBLIC_SITE_URL, else SITE_DOMAIN's https address). */
const defaultPublicSiteUrlFor = (env: Env) => env.PUBLIC_SITE_URL?.trim() || defaultPublicSiteUrl(env);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Runs the command; answers the exit code (0 done, 1 refused or failed, 2 bad arguments). */
export function runStaff(
  argv: readonly string[],
  env: Env,
  stdout: Output,
  stderr: Output,
  now: () => Date = () => new Date(),
): number {
  const args = parseStaffArgs(argv);
  if (args.kind === 'help') {
    stdout.write(usage);
    return 0;
  }
  if (args.kind === 'error') {
    stderr.write(`staff: ${args.message}\n\n${usage}`);
    return 2;
  }
  const { database } = officePaths(env);
  let db;
  try {
    db = openDatabase(database);
  } catch (error) {
    stderr.write(`staff: cannot open ${database}: ${(error as Error).message}\n`);
    return 1;
  }
  try {
    const staff = new StaffStore(db);
    switch (args.kind) {
      case 'list': {
        const everyone = staff.list();
        if (everyone.length === 0) {
          stdout.write('No staff yet. Add the first administrator: make staff ARGS="add EMAIL --role admin"\n');
          return 0;
        }
        stdout.write(
          table(
            ['EMAIL', 'ROLE', 'ADDED (NEPAL)'],
            everyone.map((member) => [member.email, member.role, nepalMinute(member.addedAt)]),
            60,
          ),
        );
        return 0;
      }
      case 'add': {
        const done = staff.put(args.email, args.role, now());
        const what = { added: 'added as', changed: 'now has the role', unchanged: 'already has the role' }[done];
        stdout.write(
          `${args.email.toLowerCase()} ${what} ${args.role}. They sign in at /office/ with an emailed code.\n`,
        );
        return 0;
      }
      case 'remove': {
        if (!staff.remove(args.email)) {
          stderr.write(`staff: ${args.email.toLowerCase()} is not on the staff (make staff ARGS=list shows who is)\n`);
          return 1;
        }
        stdout.write(`${args.email.toLowerCase()} removed; their sessions are ended.\n`);
        return 0;
      }
      case 'signout': {
        if (!staff.find(args.email)) {
          stderr.write(`staff: ${args.email.toLowerCase()} is not on the staff (make staff ARGS=list shows who is)\n`);
          return 1;
        }
        const ended = staff.signOutEverywhere(args.email);
        stdout.write(`${args.email.toLowerCase()}: ${plural(ended, 'session')} ended.\n`);
        return 0;
      }
      case 'link': {
        const member = staff.find(args.email);
        if (!member) {
          stderr.write(`staff: ${args.email.toLowerCase()} is not on the staff (make staff ARGS=list shows who is)\n`);
          return 1;
        }
        const token = new SignInLinks(db, now).issue(member.email);
        // The token after #: a browser never sends it to a server, so no access log holds it.
        stdout.write(
          `A sign-in link for ${member.email}, for one use within 15 minutes (give it to them only):\n` +
            `${new URL('/office/', defaultPublicSiteUrlFor(env)).href}#link=${token}\n`,
        );
        return 0;
      }
    }
  } catch (error) {
    if (!isDiskFull(error)) throw error;
    stderr.write(
      `staff: the disk where ${database} is, is full: nothing was changed. Free some space and run it again.\n`,
    );
    return 1;
  } finally {
    db.close();
  }
}
