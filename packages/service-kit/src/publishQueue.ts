/**
 * The publish queue: how office-service asks the publisher service (which has no port) to put the site live or to
 * undo the last publish, through a folder both see (PUBLISH_QUEUE_DIR; with Compose, the publish-queue volume).
 *
 *   requests/<id>.json  {request, action, requestedAt, by?}: written by office-service, removed by the publisher once
 *                       the request's answer is final
 *   answers/<id>.json   the request's state (the contract's PublishRequestAnswer) once the publisher took it:
 *                       building, then live, refused or failed; the newest answersKept are kept
 *   history.json        the publishes kept and the live one, written by the publisher at its start and after each
 *                       request, so office-service never reads the site's volume
 *
 * Every file is written whole (a temporary file, fsync, rename, fsync of the folder): a request acknowledged is on
 * disk, and a reader never sees half a file. Ids sort in the order the requests were made.
 *
 * Node built-ins only (and the contract's types): office-service imports it as @school/service-kit/publish-queue, the
 * publisher image (which has neither pino nor SQLite) runs this very file through tsx.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { PublishAction, PublishHistoryAnswer, PublishRequestAnswer } from '@school/contracts';

/** A request as office-service writes it. */
export interface PublishQueueRequest {
  request: string;
  action: PublishAction;
  /** UTC, ISO 8601. */
  requestedAt: string;
  /** The staff member's email (for the publisher's log; the audit log is office-service's). */
  by?: string;
}

/** The publisher's answer file: the contract's answer and, while an undo builds, the release live when it began. */
export type PublishQueueAnswer = PublishRequestAnswer & { liveBefore?: string | null };

/** history.json: the contract's answer without `waiting` (office-service adds that from the requests). */
export type PublishQueueHistory = Omit<PublishHistoryAnswer, 'waiting'>;

/** How many answers are kept (the newest); older ones are removed after each request. */
export const answersKept = 100;

const requestsFolder = 'requests';
const answersFolder = 'answers';
const historyFile = 'history.json';
const finalStates: readonly string[] = ['live', 'refused', 'failed'];

export const isFinalState = (state: string): boolean => finalStates.includes(state);

/** A new request id: the UTC time to the millisecond, then random letters (`20261128T190102345Z-ab12cd`). */
export function newRequestId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

/** Writes a file whole and durably: a reader sees the old file or the new one, and a crash after this keeps it. */
export function writeFileDurably(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.${randomBytes(3).toString('hex')}.part`;
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
  const folder = openSync(dirname(path), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined; // not there (yet), or not ours
  }
}

/** The ids of files `<id>.json` in a folder, oldest first. */
function idsIn(folder: string): string[] {
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
  } catch {
    return [];
  }
}

/** The queue folder, as both sides use it. */
export class PublishQueue {
  constructor(readonly folder: string) {}

  private requestPath = (id: string) => join(this.folder, requestsFolder, `${id}.json`);
  private answerPath = (id: string) => join(this.folder, answersFolder, `${id}.json`);

  /** Makes the folders (either side may start first). */
  prepare(): this {
    mkdirSync(join(this.folder, requestsFolder), { recursive: true });
    mkdirSync(join(this.folder, answersFolder), { recursive: true });
    return this;
  }

  // office-service's side

  /** Queues a request; returns once it is on disk. */
  add(action: PublishAction, by: string | undefined, now = new Date()): PublishQueueRequest {
    this.prepare();
    const request: PublishQueueRequest = { request: newRequestId(now), action, requestedAt: now.toISOString(), by };
    writeFileDurably(this.requestPath(request.request), `${JSON.stringify(request)}\n`);
    return request;
  }

  /** What became of a request: its answer, or `waiting` while the publisher has not taken it; undefined if unknown. */
  answer(id: string): PublishRequestAnswer | undefined {
    const answer = readJson<PublishQueueAnswer>(this.answerPath(id));
    if (answer) {
      // The contract's fields only (not the publisher's own liveBefore).
      const { request, action, state, requestedAt, release, problems } = answer;
      return {
        request,
        action,
        state,
        requestedAt,
        ...(release ? { release } : {}),
        ...(problems ? { problems } : {}),
      };
    }
    const request = readJson<PublishQueueRequest>(this.requestPath(id));
    if (!request) return undefined;
    return { request: request.request, action: request.action, state: 'waiting', requestedAt: request.requestedAt };
  }

  /** The requests not yet done (waiting or building), oldest first. */
  pending(): PublishRequestAnswer[] {
    return idsIn(join(this.folder, requestsFolder))
      .map((id) => this.answer(id))
      .filter((answer): answer is PublishRequestAnswer => answer !== undefined && !isFinalState(answer.state));
  }

  /** What history.json says (nothing published yet, or the publisher never started: empty). */
  history(): PublishQueueHistory {
    return readJson<PublishQueueHistory>(join(this.folder, historyFile)) ?? { live: null, history: [] };
  }

  // The publisher's side

  /** The oldest request whose answer is not final, with its answer file if the publisher had taken it already. */
  next(): { request: PublishQueueRequest; taken: PublishQueueAnswer | undefined } | undefined {
    for (const id of idsIn(join(this.folder, requestsFolder))) {
      const request = readJson<PublishQueueRequest>(this.requestPath(id));
      if (!request) continue;
      const taken = readJson<PublishQueueAnswer>(this.answerPath(id));
      if (taken && isFinalState(taken.state)) {
        this.done(id); // answered before a stop, not yet removed
        continue;
      }
      return { request, taken };
    }
    return undefined;
  }

  /** Writes a request's answer (building, or final). */
  setAnswer(answer: PublishQueueAnswer): void {
    writeFileDurably(this.answerPath(answer.request), `${JSON.stringify(answer)}\n`);
  }

  /** Removes a request whose final answer is written, and the oldest answers beyond answersKept. */
  done(id: string): void {
    rmSync(this.requestPath(id), { force: true });
    const answers = idsIn(join(this.folder, answersFolder));
    for (const old of answers.slice(0, Math.max(0, answers.length - answersKept)))
      if (!readJson<PublishQueueRequest>(this.requestPath(old))) rmSync(this.answerPath(old), { force: true });
  }

  setHistory(history: PublishQueueHistory): void {
    writeFileDurably(join(this.folder, historyFile), `${JSON.stringify(history)}\n`);
  }
}
