/**
 * The entry of Compose's publisher image (nginx/Dockerfile's publisher stage). With `serve`, the long-running
 * publisher service started by `up` (publisherService.ts): it takes the console's requests from the publish-queue
 * volume (PUBLISH_QUEUE_DIR, /srv/publish-queue). Without it, `make publish` with Compose (a one-shot run): publishes
 * the content folder mounted at SITE_CONTENT_DIR (/app/site-content) to the site volume (PUBLISH_SITE_DIR,
 * /srv/site); `history` lists the publishes kept; `undo` puts the one before the live one back, its content files
 * included (so the content folder is mounted writable). Either way the web container notices the new `current` and
 * reloads itself (nginx/entrypoint.sh). It imports no more than the build needs, so the image has no database driver.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PublishQueue } from '../../packages/service-kit/src/publishQueue.js';
import { printHistory, undoOrExit } from './historyCommands.js';
import { publish, publishHistorySetting, reportPublish } from './publishRelease.js';
import { runPublisherService } from './publisherService.js';
import { currentRelease } from './siteReleases.js';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const siteDir = process.env.PUBLISH_SITE_DIR || '/srv/site';
const contentDir = resolve(repoRoot, process.env.SITE_CONTENT_DIR || 'site-content');

// What it writes in the content folder and the publish queue stays writable by office-service, which shares its
// group 101 (docker-compose.yml; docs/operations.md, "Publishing from the console").
process.umask(0o002);

// Read by hand: the image holds the build's packages only, not the services' settings kit.
const history = publishHistorySetting(process.env.PUBLISH_HISTORY);
const served = () => console.log('[publish] the web container serves it within seconds (it watches the site volume)');

const command = process.argv[2];
if (command === 'serve') {
  const stop = new AbortController();
  // A stop waits for the build under way (Compose's stop_grace_period); a kill leaves it queued, done again at start.
  process.once('SIGTERM', () => stop.abort());
  process.once('SIGINT', () => stop.abort());
  await runPublisherService(
    {
      queue: new PublishQueue(process.env.PUBLISH_QUEUE_DIR || '/srv/publish-queue'),
      contentDir,
      siteDir,
      history,
      afterSwap: served,
      log: (line) => console.log(line),
    },
    stop.signal,
  );
} else if (command === 'history') printHistory(siteDir);
else if (command === 'undo') undoOrExit(contentDir, siteDir, served);
else {
  const before = currentRelease(siteDir);
  reportPublish(await publish({ contentDir, siteDir, history, afterSwap: served }), before);
}
