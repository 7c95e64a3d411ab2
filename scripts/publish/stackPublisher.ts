/**
 * The publisher service of `make start` and the e2e stack (scripts/stack.ts starts it): the console's publish
 * requests from PUBLISH_QUEUE_DIR built from SITE_CONTENT_DIR into the stack's live site, the running nginx reloaded
 * after each swap as `make publish` does beside `make start`. stack.ts passes both folders as absolute paths.
 */
import { resolve } from 'node:path';
import { PublishQueue } from '../../packages/service-kit/src/publishQueue.js';
import { settingsFromEnv, siteDir } from '../stack.js';
import { publishHistorySetting } from './publishRelease.js';
import { runPublisherService } from './publisherService.js';
import { reloadRunningStack } from './reloadStack.js';

const queueDir = process.env.PUBLISH_QUEUE_DIR;
const contentDir = process.env.SITE_CONTENT_DIR;
if (!queueDir || !contentDir) {
  console.error('[publisher] PUBLISH_QUEUE_DIR and SITE_CONTENT_DIR must both be set (scripts/stack.ts sets them)');
  process.exit(1);
}
const stack = settingsFromEnv([]);
const stop = new AbortController();
process.once('SIGTERM', () => stop.abort());
process.once('SIGINT', () => stop.abort());
await runPublisherService(
  {
    queue: new PublishQueue(resolve(queueDir)),
    contentDir: resolve(contentDir),
    siteDir: siteDir(stack),
    history: publishHistorySetting(process.env.PUBLISH_HISTORY),
    afterSwap: () => reloadRunningStack(stack),
    log: (line) => console.log(line),
  },
  stop.signal,
);
