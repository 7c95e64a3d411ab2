/**
 * The publisher service: takes the console's requests from the publish queue (PUBLISH_QUEUE_DIR,
 * packages/service-kit/src/publishQueue.ts) one at a time, oldest first, and publishes or undoes as `make publish`
 * does (publishRelease.ts), then writes the request's answer and the history office-service shows. It has no port:
 * the queue folder is all it shares. Run by Compose's long-running `publisher` service (publisherContainer.ts
 * `serve`) and by `make start` (stackPublisher.ts), which differ only in how the web server learns of a change.
 *
 * Nothing acknowledged is lost: a request stays in the queue until its final answer is on disk, so a publisher
 * stopped mid-way (kill -9, a power cut) takes it again at its start. A publish is simply done again (a new
 * release; the half-built one is never live). An undo records the live release before it swaps; if the live release
 * is another one at restart, the swap went through, and the undo is finished (the content folder put back, the
 * undone release removed), never done a second time.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  PublishQueue,
  PublishQueueAnswer,
  PublishQueueRequest,
} from '../../packages/service-kit/src/publishQueue.js';
import { publishHistory, pruneHistory, readContentRecord, restoreContent } from './publishHistory.js';
import { publish, undoLastPublish, type PublishOptions, type PublishResult } from './publishRelease.js';
import { currentRelease, discardRelease, releaseNames } from './siteReleases.js';

export interface PublisherServiceOptions {
  queue: PublishQueue;
  contentDir: string;
  siteDir: string;
  /** PUBLISH_HISTORY. */
  history: number;
  /** Called once a release went live (a publish or an undo): the web server serves it. */
  afterSwap: () => void;
  log: (line: string) => void;
  /** The publish itself (publishRelease.ts's; tests put a quicker one in its place). */
  publishSite?: (options: PublishOptions) => Promise<PublishResult>;
}

/** How often the queue is looked at: fs.watch misses changes on container volumes. */
export const pollMs = 1000;

/** Writes history.json from the site folder: the publishes kept, newest first, and the live one. */
export function refreshHistory(options: Pick<PublisherServiceOptions, 'queue' | 'siteDir'>): void {
  const live = currentRelease(options.siteDir) ?? null;
  options.queue.setHistory({
    live,
    history: publishHistory(options.siteDir).map((record) => ({
      release: record.release,
      publishedAt: record.publishedAt,
      files: Object.keys(record.files).length,
      live: record.release === live,
    })),
  });
}

/**
 * An undo stopped after its swap (the live release is no longer the one it began from): finishes what
 * undoLastPublish does after the swap, in its order (the content folder, then the undone release), and answers live.
 */
function finishUndo(options: PublisherServiceOptions, undone: string, live: string): PublishQueueAnswer['state'] {
  options.afterSwap(); // the reload may not have happened before the stop
  const record = readContentRecord(options.siteDir, live);
  if (releaseNames(options.siteDir).includes(undone)) {
    if (record) restoreContent(options.siteDir, options.contentDir, record);
    discardRelease(options.siteDir, undone);
    pruneHistory(options.siteDir, releaseNames(options.siteDir));
  }
  options.log(`[publisher] an undo stopped after its swap was finished: ${live} is live, ${undone} is removed`);
  return 'live';
}

/**
 * A build cut off leaves its release folder, newer than the live one and with no record: removed before the request
 * is done again, or an undo after it would take that folder for the publish before.
 */
function discardUnfinishedReleases(siteDir: string): void {
  const live = currentRelease(siteDir) ?? '';
  for (const name of releaseNames(siteDir))
    if (name > live && !readContentRecord(siteDir, name)) discardRelease(siteDir, name);
}

async function carryOut(
  options: PublisherServiceOptions,
  request: PublishQueueRequest,
  taken: PublishQueueAnswer | undefined,
): Promise<PublishQueueAnswer> {
  const base = { request: request.request, action: request.action, requestedAt: request.requestedAt };
  const live = currentRelease(options.siteDir) ?? null;
  if (request.action === 'undo' && taken?.state === 'building' && taken.liveBefore && live !== taken.liveBefore)
    return { ...base, state: finishUndo(options, taken.liveBefore, live ?? ''), ...(live ? { release: live } : {}) };

  if (taken) {
    options.log(`[publisher] request ${request.request} was under way when the publisher stopped: again`);
    discardUnfinishedReleases(options.siteDir);
  }
  options.queue.setAnswer({ ...base, state: 'building', liveBefore: live });
  const shared = { contentDir: options.contentDir, siteDir: options.siteDir, afterSwap: options.afterSwap };
  if (request.action === 'undo') {
    const undone = undoLastPublish({ ...shared, log: options.log });
    return undone.ok
      ? { ...base, state: 'live', release: undone.live }
      : { ...base, state: 'refused', problems: undone.problem };
  }
  const published = await (options.publishSite ?? publish)({ ...shared, history: options.history, log: options.log });
  return published.ok
    ? { ...base, state: 'live', release: published.release }
    : { ...base, state: 'refused', problems: published.problems };
}

/** Does the oldest request not yet done, if any; says whether there was one. */
export async function handleNextRequest(options: PublisherServiceOptions): Promise<boolean> {
  const next = options.queue.next();
  if (!next) return false;
  const { request, taken } = next;
  options.log(`[publisher] ${request.action} ${request.request}${request.by ? ` (asked by ${request.by})` : ''}`);
  let answer: PublishQueueAnswer;
  try {
    answer = await carryOut(options, request, taken);
  } catch (error) {
    answer = {
      request: request.request,
      action: request.action,
      requestedAt: request.requestedAt,
      state: 'failed',
      problems: `The publisher stopped on an error; nothing changed: ${(error as Error).message}`,
    };
  }
  options.queue.setAnswer(answer);
  options.queue.done(request.request);
  refreshHistory(options);
  options.log(
    `[publisher] ${request.request}: ${answer.state}${answer.release ? ` (${answer.release} is live)` : ''}${answer.problems ? `\n${answer.problems}` : ''}`,
  );
  return true;
}

/** Runs until `signal` aborts: the history written at start, then the queue looked at every pollMs. */
export async function runPublisherService(options: PublisherServiceOptions, signal: AbortSignal): Promise<void> {
  options.queue.prepare();
  refreshHistory(options);
  options.log(
    `[publisher] watching ${options.queue.folder} for publish requests (content ${options.contentDir}, site ${options.siteDir})`,
  );
  while (!signal.aborted) {
    // One request at a time, in order; between two, a stop (SIGTERM) is honoured.
    try {
      if (await handleNextRequest(options)) continue;
    } catch (error) {
      // The queue could not be written (a full disk): the request stays queued and is taken again at the next look.
      options.log(`[publisher] the publish queue could not be written, trying again: ${(error as Error).message}`);
    }
    await sleep(pollMs, undefined, { signal }).catch(() => {}); // cut short by a stop
  }
}
