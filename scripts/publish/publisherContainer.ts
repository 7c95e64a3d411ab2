/**
 * The entry of Compose's publisher container (`make publish` with Compose; nginx/Dockerfile's publisher stage):
 * publishes the content folder mounted at SITE_CONTENT_DIR (/app/site-content) to the site volume
 * (PUBLISH_SITE_DIR, /srv/site). The web container notices the new `current` and reloads itself
 * (nginx/entrypoint.sh). `history` lists the publishes kept; `undo` puts the one before the live one back, its
 * content files included (so the content folder is mounted writable). It imports no more than the build needs, so
 * the image has no database driver.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printHistory, undoOrExit } from './historyCommands.js';
import { publish, publishHistorySetting, reportPublish } from './publishRelease.js';
import { currentRelease } from './siteReleases.js';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const siteDir = process.env.PUBLISH_SITE_DIR || '/srv/site';
const contentDir = resolve(repoRoot, process.env.SITE_CONTENT_DIR || 'site-content');

// Read by hand: the image holds the build's packages only, not the services' settings kit.
const history = publishHistorySetting(process.env.PUBLISH_HISTORY);
const served = () => console.log('[publish] the web container serves it within seconds (it watches the site volume)');

const command = process.argv[2];
if (command === 'history') printHistory(siteDir);
else if (command === 'undo') undoOrExit(contentDir, siteDir, served);
else {
  const before = currentRelease(siteDir);
  reportPublish(await publish({ contentDir, siteDir, history, afterSwap: served }), before);
}
