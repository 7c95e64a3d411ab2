/**
 * The entry of Compose's publisher container (`make publish` with Compose; nginx/Dockerfile's publisher stage):
 * publishes the content folder mounted at SITE_CONTENT_DIR (/app/site-content) to the site volume
 * (PUBLISH_SITE_DIR, /srv/site). The web container notices the new `current` and reloads itself
 * (nginx/entrypoint.sh). It imports no more than the build needs, so the image has no database driver.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publish, reportPublish } from './publishRelease.js';
import { currentRelease } from './siteReleases.js';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const siteDir = process.env.PUBLISH_SITE_DIR || '/srv/site';
const contentDir = resolve(repoRoot, process.env.SITE_CONTENT_DIR || 'site-content');

const before = currentRelease(siteDir);
const result = await publish({
  contentDir,
  siteDir,
  afterSwap: () => console.log('[publish] the web container serves it within seconds (it watches the site volume)'),
});
reportPublish(result, before);
