/**
 * The `make messages` command: the contact form's messages, listed, shown, one deleted, or all those past
 * retention purged. Kept apart from messages.ts (which only runs it) so tests call it with their own streams.
 */
import { parseArgs } from 'node:util';
import type { MessageRecord } from '../records/officeRecords.js';
import { receivedTimeText } from '../records/receivedTime.js';
import { retentionCutoff } from '../records/retention.js';
import { readCount, readReference } from './admissionsCommand.js';
import { actionTime, nepalMinute, retentionDays, table, withRecords, type Env, type Output } from './officeCli.js';

export const usage = `Usage: messages list [COUNT] | show REF | delete REF | purge [--older-than DAYS]
  list [COUNT]        the newest COUNT messages (default 50): reference, time (Nepal), name, phone, email,
                      start of the message, emails still waiting to be sent
  show REF            one message, whole
  delete REF          remove the message and its emails (sent or not)
  purge               remove every message older than OFFICE_RETENTION_DAYS (default 365), as the service does
    --older-than DAYS every hour; or older than DAYS
The database is OFFICE_DB_PATH (default DATA_DIR/office.sqlite, DATA_DIR default data).
`;

export type MessagesArgs =
  | { kind: 'list'; count: number }
  | { kind: 'show' | 'delete'; reference: string }
  | { kind: 'purge'; olderThanDays?: number }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

export function parseMessagesArgs(argv: readonly string[]): MessagesArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { 'older-than': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  const { values, positionals } = parsed;
  const [command = 'list', value, ...extra] = positionals;
  if (values.help || command === 'help') return { kind: 'help' };
  if (!['list', 'show', 'delete', 'purge'].includes(command)) {
    return { kind: 'error', message: `unknown command '${command}'` };
  }
  if (values['older-than'] !== undefined && command !== 'purge') {
    return { kind: 'error', message: '--older-than goes with purge' };
  }
  const unexpected = command === 'purge' ? [value, ...extra].filter((v) => v !== undefined) : extra;
  if (unexpected.length > 0) return { kind: 'error', message: `unexpected '${unexpected.join(' ')}'` };
  if (command === 'list') {
    if (value === undefined) return { kind: 'list', count: 50 };
    const count = readCount(value, 'COUNT');
    return typeof count === 'number' ? { kind: 'list', count } : { kind: 'error', ...count };
  }
  if (command === 'purge') {
    const raw = values['older-than'];
    if (raw === undefined) return { kind: 'purge' };
    const days = readCount(raw, '--older-than');
    return typeof days === 'number' ? { kind: 'purge', olderThanDays: days } : { kind: 'error', ...days };
  }
  const reference = readReference(value, command, 'M');
  return typeof reference === 'string'
    ? { kind: command as 'show' | 'delete', reference }
    : { kind: 'error', ...reference };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function showLines(message: MessageRecord): string {
  return (
    [
      `reference       ${message.reference}`,
      `received        ${receivedTimeText(message.createdAt)}`,
      `name            ${message.name}`,
      `phone           ${message.phone}`,
      `email           ${message.email}`,
      `emails waiting  ${message.unsentEmails}`,
      '',
      message.message,
    ].join('\n') + '\n'
  );
}

const notFound = (reference: string) =>
  `messages: there is no message ${reference} (make messages lists them; it may have been deleted or purged)\n`;

/** Runs the command; answers the exit code (0 done, 1 refused or failed, 2 bad arguments). */
export function runMessages(
  argv: readonly string[],
  env: Env,
  stdout: Output,
  stderr: Output,
  now: () => Date = () => new Date(),
): number {
  const args = parseMessagesArgs(argv);
  if (args.kind === 'help') {
    stdout.write(usage);
    return 0;
  }
  if (args.kind === 'error') {
    stderr.write(`messages: ${args.message}\n\n${usage}`);
    return 2;
  }
  const days = args.kind === 'purge' ? (args.olderThanDays ?? retentionDays(env)) : undefined;
  if (args.kind === 'purge' && days === undefined) {
    stderr.write(
      `messages: OFFICE_RETENTION_DAYS must be a whole number of at least 1, got '${env.OFFICE_RETENTION_DAYS}'\n`,
    );
    return 2;
  }
  const nothingYet = () => {
    if (args.kind === 'list') stdout.write('No messages yet.\n');
    else if (args.kind === 'purge') stdout.write('Nothing to purge: no messages yet.\n');
    else {
      stderr.write(notFound(args.reference));
      return 1;
    }
    return 0;
  };
  return withRecords('messages', env, stderr, nothingYet, (records) => {
    switch (args.kind) {
      case 'list': {
        const recent = records.recentMessages(args.count);
        if (recent.length === 0) return nothingYet();
        stdout.write(
          table(
            ['REFERENCE', 'RECEIVED (NEPAL)', 'NAME', 'PHONE', 'EMAIL', 'MESSAGE', 'EMAILS WAITING'],
            recent.map((m) => [
              m.reference,
              nepalMinute(m.createdAt),
              m.name,
              m.phone,
              m.email,
              m.message,
              String(m.unsentEmails),
            ]),
          ),
        );
        return 0;
      }
      case 'show': {
        const message = records.message(args.reference);
        if (!message) {
          stderr.write(notFound(args.reference));
          return 1;
        }
        stdout.write(showLines(message));
        return 0;
      }
      case 'delete': {
        const removed = records.delete('message', args.reference);
        if (!removed) {
          stderr.write(notFound(args.reference));
          return 1;
        }
        stdout.write(`${actionTime(now())} deleted message ${args.reference} and ${plural(removed.emails, 'email')}\n`);
        return 0;
      }
      case 'purge': {
        const counts = records.purgeBefore(retentionCutoff(now(), days!), now(), ['message']);
        stdout.write(
          `${actionTime(now())} purged the messages older than ${plural(days!, 'day')}: ` +
            `${plural(counts.messages, 'message')}, ${plural(counts.emails, 'email')}\n`,
        );
        return 0;
      }
    }
  });
}
