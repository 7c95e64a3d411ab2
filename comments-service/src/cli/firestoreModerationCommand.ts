/**
 * `make comments` with COMMENTS_BACKEND=firestore: the same list, hide, unhide and approve as on SQLite, on the
 * comments in Cloud Firestore through the Admin SDK (comments/firestoreModeration.ts), plus the school's moderation
 * setting, which lives in Firestore there (`moderation before`). Ids are Firestore's document ids.
 *
 * Credentials: the operator's service-account key, named by GOOGLE_APPLICATION_CREDENTIALS (read by the Admin SDK;
 * never printed), and the project FIREBASE_PROJECT_ID; or, for tests and `make start`, FIRESTORE_EMULATOR_HOST alone.
 * It runs on the operator's machine, never in comments-service's container (docs/operations.md, "Comment moderation").
 */
import { existsSync } from 'node:fs';
import type { FirestoreModeration as Moderation, ModerationMode } from '../comments/firestoreModeration.js';
import { stateAfter, type ModerationAction } from '../comments/store.js';
import { listLines } from './moderationCommand.js';

export const firestoreUsage = `Usage (COMMENTS_BACKEND=firestore): moderate-comments [list [COUNT]] | hide ID | unhide ID | approve ID
       | moderation [after | before]
  list [COUNT]       the newest COUNT comments of every post (default 30): id, time, post, state, name, start of text
  hide ID            remove a comment from the site (open pages drop it at once)
  unhide ID          show a hidden comment again
  approve ID         publish a comment waiting for approval
  moderation         show the school's setting; "moderation before": new comments wait for approval ("after": not)
Firestore: the project FIREBASE_PROJECT_ID, with the service-account key GOOGLE_APPLICATION_CREDENTIALS names; or a
local emulator, FIRESTORE_EMULATOR_HOST (tests and make start only).
`;

export type FirestoreArgs =
  | { kind: 'list'; count: number }
  | { kind: 'act'; action: ModerationAction; commentId: string }
  | { kind: 'mode'; mode: ModerationMode | undefined }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

const actions: readonly ModerationAction[] = ['hide', 'unhide', 'approve'];

export function parseFirestoreArgs(argv: readonly string[]): FirestoreArgs {
  const [command = 'list', value, ...extra] = argv;
  if (command === '--help' || command === '-h' || command === 'help') return { kind: 'help' };
  if (extra.length > 0) return { kind: 'error', message: `unexpected '${extra.join(' ')}'` };
  if (command === 'list') {
    if (value === undefined) return { kind: 'list', count: 30 };
    if (!/^\d{1,4}$/.test(value) || Number(value) < 1)
      return { kind: 'error', message: `list takes a number of comments such as 50, got '${value}'` };
    return { kind: 'list', count: Number(value) };
  }
  if (command === 'moderation') {
    if (value === undefined || value === 'after' || value === 'before') return { kind: 'mode', mode: value };
    return { kind: 'error', message: `moderation is 'after' or 'before', got '${value}'` };
  }
  const action = actions.find((known) => known === command);
  if (!action) return { kind: 'error', message: `unknown command '${command}'` };
  if (value === undefined) return { kind: 'error', message: `${action} needs the id of a comment (see the list)` };
  // Firestore's generated ids: 20 letters and digits.
  if (!/^[A-Za-z0-9]{1,100}$/.test(value))
    return {
      kind: 'error',
      message: `a comment id is letters and digits such as 4kT0vQm2Hc8sW1yZpB3d, got '${value}'`,
    };
  return { kind: 'act', action, commentId: value };
}

interface Output {
  write(text: string): unknown;
}

/** Which Firestore, or why none can be used, from the settings. */
export function firestoreProject(env: Record<string, string | undefined>): { projectId: string } | { problem: string } {
  const emulator = env.FIRESTORE_EMULATOR_HOST;
  if (emulator) {
    if (env.SITE_DOMAIN)
      return {
        problem: `FIRESTORE_EMULATOR_HOST (${emulator}) is for tests and make start, and SITE_DOMAIN says this is a live site: unset FIRESTORE_EMULATOR_HOST`,
      };
    return { projectId: env.FIREBASE_PROJECT_ID || 'demo-school' };
  }
  if (!env.FIREBASE_PROJECT_ID) return { problem: 'set FIREBASE_PROJECT_ID to the Firebase project of the comments' };
  const key = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (!key)
    return {
      problem:
        'set GOOGLE_APPLICATION_CREDENTIALS to the path of the service-account key (JSON) that may moderate comments',
    };
  if (!existsSync(key)) return { problem: 'the file GOOGLE_APPLICATION_CREDENTIALS names does not exist' };
  return { projectId: env.FIREBASE_PROJECT_ID };
}

/** Runs the command; answers the exit code (0 done, 1 no Firestore or unknown comment, 2 bad arguments). */
export async function runFirestoreModeration(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  stdout: Output,
  stderr: Output,
  now: () => Date = () => new Date(),
): Promise<number> {
  const args = parseFirestoreArgs(argv);
  if (args.kind === 'help') {
    stdout.write(firestoreUsage);
    return 0;
  }
  if (args.kind === 'error') {
    stderr.write(`moderate-comments: ${args.message}\n\n${firestoreUsage}`);
    return 2;
  }
  const project = firestoreProject(env);
  if ('problem' in project) {
    stderr.write(`moderate-comments: ${project.problem}\n`);
    return 1;
  }
  // Loaded only now: firebase-admin is installed where the operator runs this (`make install`), not in the service's
  // image, whose container has no route to Google and would carry some 200 MB of it for nothing.
  let FirestoreModeration: typeof Moderation;
  try {
    ({ FirestoreModeration } = await import('../comments/firestoreModeration.js'));
  } catch {
    stderr.write(
      'moderate-comments: the Admin SDK (firebase-admin) is not installed here: run make comments on your own machine, ' +
        'after make install (docs/operations.md, "Comment moderation")\n',
    );
    return 1;
  }
  const firestore = FirestoreModeration.open(project.projectId);
  try {
    if (args.kind === 'list') {
      stdout.write(listLines(await firestore.recent(args.count)));
      return 0;
    }
    const time = now().toISOString();
    if (args.kind === 'mode') {
      if (args.mode === undefined) {
        stdout.write(`moderation: ${await firestore.mode()}\n`);
        return 0;
      }
      const before = await firestore.mode();
      await firestore.setMode(args.mode);
      stdout.write(`${time} moderation: setting ${before} -> ${args.mode}\n`);
      return 0;
    }
    const { action, commentId } = args;
    const result = await firestore.moderate(commentId, action, now());
    if (!result) {
      stderr.write(`moderate-comments: there is no comment with id ${commentId} (make comments lists them)\n`);
      return 1;
    }
    const state = stateAfter[action];
    // One line, ids and states only: the text of an abusive comment is not copied into logs.
    stdout.write(
      result.changed
        ? `${time} moderation: comment ${commentId} ${action}: ${result.before} -> ${state}\n`
        : `${time} moderation: comment ${commentId} ${action}: already ${state}, nothing changed\n`,
    );
    return 0;
  } catch (error) {
    // The SDK's message names the project and the problem (no key material); the key's path is not repeated.
    stderr.write(`moderate-comments: Firestore did not answer as expected: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await firestore.close();
  }
}
