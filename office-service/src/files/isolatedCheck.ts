/**
 * Images and PDFs from strangers are opened in a process of their own (checkProcess.ts), one file at a time, never
 * in office-service: a decoder's bug on a hostile file, a file that takes forever or one that eats memory costs that
 * process, which is killed past a time limit (the file refused) and started again for the next file. It gets none
 * of office-service's settings (no SMTP password), and it ends after a minute without work, so the 50 MB or more
 * that sharp and pdf-lib take once loaded are held only around uploads.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { oneAtATime } from './oneAtATime.js';

/** `photo`, `document`: the image is replaced by its JPEG copy (imageCopy.ts); `pdf`: it must parse (pdf.ts). */
export type IsolatedCheck = 'photo' | 'document' | 'pdf';

export interface IsolatedCheckLimits {
  /** Killed past this, and the file refused. */
  timeoutMs: number;
  /** The process's JavaScript heap (pdf-lib's objects); sharp's memory is bounded by its pixel limit. */
  heapMb: number;
  /** The process ends after this long without a file. */
  idleMs: number;
}

export const defaultIsolatedCheckLimits: IsolatedCheckLimits = { timeoutMs: 30_000, heapMb: 192, idleMs: 60_000 };

// Built, the process is checkProcess.js beside this file; under the tests, checkProcess.ts, run with tsx.
const thisFile = fileURLToPath(import.meta.url);
const entry = thisFile.replace(/isolatedCheck\.(ts|js)$/, 'checkProcess.$1');
const fromSource = thisFile.endsWith('.ts');

let checker: ChildProcess | undefined;
let idleTimer: NodeJS.Timeout | undefined;
const inTurn = oneAtATime();

function startedChecker(limits: IsolatedCheckLimits): ChildProcess {
  if (checker && checker.exitCode === null && checker.signalCode === null && checker.connected) return checker;
  const child = fork(entry, [], {
    execArgv: [...(fromSource ? ['--import', 'tsx'] : []), `--max-old-space-size=${limits.heapMb}`],
    // Only what Node needs; glibc's per-thread memory arenas kept few (sharp decodes on several threads).
    env: { PATH: process.env.PATH ?? '', MALLOC_ARENA_MAX: '2' },
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  // Never what keeps office-service (or a test) running.
  child.unref();
  child.channel?.unref();
  child.on('exit', () => {
    if (checker === child) checker = undefined;
  });
  // A process that could not start or be written to: the next file gets a new one.
  child.on('error', () => stop(child));
  checker = child;
  return child;
}

function stop(child: ChildProcess): void {
  if (checker === child) checker = undefined;
  child.kill('SIGKILL');
}

/**
 * Whether the check accepts the file (an image is then its JPEG copy); false when it refused, crashed or took too
 * long. Rejects only when the process could not be started or reached: the server's trouble, not the file's.
 */
export function checkIsolated(
  check: IsolatedCheck,
  path: string,
  limits: IsolatedCheckLimits = defaultIsolatedCheckLimits,
): Promise<boolean> {
  return inTurn(
    () =>
      new Promise<boolean>((resolve, reject) => {
        clearTimeout(idleTimer);
        const child = startedChecker(limits);
        const settle = (outcome: boolean | Error) => {
          clearTimeout(deadline);
          child.off('message', onMessage);
          child.off('exit', onExit);
          child.off('error', onError);
          child.channel?.unref();
          idleTimer = setTimeout(() => stop(child), limits.idleMs).unref();
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        };
        const onMessage = (answer: { accepted?: unknown }) => settle(answer.accepted === true);
        const onExit = () => settle(false);
        const onError = (error: Error) => settle(error);
        const deadline = setTimeout(() => {
          stop(child);
          settle(false);
        }, limits.timeoutMs);
        child.on('message', onMessage);
        child.on('exit', onExit);
        child.on('error', onError);
        // Held while waiting for the answer: the request that waits for it is what keeps office-service busy.
        child.channel?.ref();
        child.send({ check, path });
      }),
  );
}
