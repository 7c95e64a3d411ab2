/**
 * The `make comments` command: lists the newest comments of every post with their state, and hides, unhides or
 * approves one by id. Kept apart from moderate-comments.ts (which only runs it) so tests can call it with their
 * own streams. Every action prints one line with the comment's id and the action, never its text; the running
 * service logs it too when it picks the change up (ModerationWatcher).
 */
import { existsSync } from 'node:fs';
import { formatNepalTime } from '@school/contracts/nepal-time';
import { isDiskFull } from '@school/service-kit';
import { CommentStore, stateAfter, type ModeratedComment, type ModerationAction } from '../comments/store.js';

export const usage = `Usage: moderate-comments [list [COUNT]] | hide ID | unhide ID | approve ID
  list [COUNT]  the newest COUNT comments of every post (default 30): id, time, post, name, start of text, state
  hide ID       remove a comment from the site (its readers' pages drop it within 2 seconds)
  unhide ID     show a hidden comment again
  approve ID    publish a comment waiting for approval (COMMENTS_MODERATION=before)
The database is COMMENTS_DB_PATH (default data/comments.sqlite).
`;

export type ModerationArgs =
  | { kind: 'list'; count: number }
  | { kind: 'act'; action: ModerationAction; commentId: number }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

const actions: readonly ModerationAction[] = ['hide', 'unhide', 'approve'];

export function parseModerationArgs(argv: readonly string[]): ModerationArgs {
  const [command = 'list', value, ...extra] = argv;
  if (command === '--help' || command === '-h' || command === 'help') return { kind: 'help' };
  if (extra.length > 0) return { kind: 'error', message: `unexpected '${extra.join(' ')}'` };
  if (command === 'list') {
    if (value === undefined) return { kind: 'list', count: 30 };
    if (!/^\d{1,5}$/.test(value) || Number(value) < 1) {
      return { kind: 'error', message: `list takes a number of comments such as 50, got '${value}'` };
    }
    return { kind: 'list', count: Number(value) };
  }
  const action = actions.find((known) => known === command);
  if (!action) return { kind: 'error', message: `unknown command '${command}'` };
  if (value === undefined) return { kind: 'error', message: `${action} needs the id of a comment (see the list)` };
  if (!/^\d{1,15}$/.test(value)) {
    return { kind: 'error', message: `a comment id is a number such as 12, got '${value}'` };
  }
  return { kind: 'act', action, commentId: Number(value) };
}

/** The start of a comment's text on one line: line breaks and runs of spaces become one space. */
export function textStart(text: string, length = 60): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const chars = [...oneLine];
  return chars.length > length ? `${chars.slice(0, length - 1).join('')}…` : oneLine;
}

/** The list as a table, one comment a line (SQLite's store and Firestore's alike). */
export function listLines(
  comments: readonly Pick<ModeratedComment, 'id' | 'createdAt' | 'postId' | 'state' | 'name' | 'text'>[],
): string {
  if (comments.length === 0) return 'No comments yet.\n';
  // Stored in UTC, shown in Nepal time (the heading says so).
  const time = (c: Pick<ModeratedComment, 'createdAt'>) => formatNepalTime(c.createdAt, { seconds: false });
  const rows = comments.map((c) => [c.id, time(c), c.postId, c.state, c.name]);
  const header = ['ID', 'TIME (NEPAL)', 'POST', 'STATE', 'NAME'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => Math.min(24, [...row[column]!].length))),
  );
  const cell = (value: string, column: number) => {
    const chars = [...value.replace(/\s+/g, ' ')];
    const width = widths[column]!;
    const fitted = chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : chars.join('');
    return fitted + ' '.repeat(width - [...fitted].length);
  };
  const line = (row: string[], text: string) => `${row.map(cell).join('  ')}  ${text}`.trimEnd();
  return (
    [line(header, 'TEXT'), ...rows.map((row, index) => line(row, textStart(comments[index]!.text)))].join('\n') + '\n'
  );
}

interface Output {
  write(text: string): unknown;
}

/** Runs the command; answers the exit code (0 done, 1 no database or unknown comment, 2 bad arguments). */
export function runModeration(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  stdout: Output,
  stderr: Output,
  now: () => Date = () => new Date(),
): number {
  const args = parseModerationArgs(argv);
  if (args.kind === 'help') {
    stdout.write(usage);
    return 0;
  }
  if (args.kind === 'error') {
    stderr.write(`moderate-comments: ${args.message}\n\n${usage}`);
    return 2;
  }
  const path = env.COMMENTS_DB_PATH || 'data/comments.sqlite';
  if (!existsSync(path)) {
    stderr.write(`moderate-comments: no comments database at ${path} (set COMMENTS_DB_PATH)\n`);
    return 1;
  }
  let store: CommentStore;
  try {
    store = new CommentStore(path);
  } catch (error) {
    stderr.write(`moderate-comments: cannot open ${path}: ${(error as Error).message}\n`);
    return 1;
  }
  try {
    if (args.kind === 'list') {
      stdout.write(listLines(store.recent(args.count)));
      return 0;
    }
    const { action, commentId } = args;
    const result = store.moderate(commentId, action, now());
    if (!result) {
      stderr.write(`moderate-comments: there is no comment with id ${commentId} (make comments lists them)\n`);
      return 1;
    }
    const state = stateAfter[action];
    // One line, ids and states only: the text of an abusive comment is not copied into logs.
    const time = formatNepalTime(now(), { offset: true });
    stdout.write(
      result.changed
        ? `${time} moderation: comment ${commentId} ${action}: ${result.before.state} -> ${state}\n`
        : `${time} moderation: comment ${commentId} ${action}: already ${state}, nothing changed\n`,
    );
    return 0;
  } catch (error) {
    if (!isDiskFull(error)) throw error;
    // No margin is kept here: hiding an abusive comment is worth trying on a nearly full disk.
    stderr.write(
      `moderate-comments: the disk where ${path} is, is full: nothing was changed. Free some space and run it again.\n`,
    );
    return 1;
  } finally {
    store.close();
  }
}
