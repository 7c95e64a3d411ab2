/**
 * One publish: checks the content folder and builds it into a new release of the live site's folder, and swaps it
 * in only when the build succeeded (with the scripts and pictures of the release before carried over). Used by
 * `make publish` beside `make start` (scripts/publish.ts) and by Compose's publisher container
 * (scripts/publish/publisherContainer.ts), which then only differ in how the web server learns of it.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildProblems, buildSite } from './buildSite.js';
import { carryAssets, discardRelease, newRelease, pruneReleases, swapIn } from './siteReleases.js';

export interface PublishOptions {
  contentDir: string;
  /** The live site's folder (releases and `current`). */
  siteDir: string;
  /** Called once the new release is live (a running nginx reloads). */
  afterSwap?: () => void;
  log?: (line: string) => void;
}

export type PublishResult = { ok: true; release: string } | { ok: false; problems: string };

/** Checks and builds into a new release; swaps it in only when the build succeeded. */
export async function publish(options: PublishOptions): Promise<PublishResult> {
  const log = options.log ?? console.log;
  const problem = contentFolderProblem(options.contentDir);
  if (problem) return { ok: false, problems: problem };
  const release = newRelease(options.siteDir);
  log(`[publish] checking and building ${options.contentDir} into ${release.path}`);
  const built = await buildSite(options.contentDir, release.path);
  if (!built.ok) {
    discardRelease(options.siteDir, release.name);
    return { ok: false, problems: buildProblems(built.output) };
  }
  carryAssets(options.siteDir, release.name);
  swapIn(options.siteDir, release.name);
  options.afterSwap?.();
  const removed = pruneReleases(options.siteDir);
  if (removed.length) log(`[publish] removed old releases: ${removed.join(', ')}`);
  return { ok: true, release: release.name };
}

export function contentFolderProblem(contentDir: string): string | undefined {
  if (!existsSync(contentDir) || !statSync(contentDir).isDirectory())
    return `The content folder ${contentDir} does not exist (SITE_CONTENT_DIR names it; by default site-content/).`;
  if (!existsSync(join(contentDir, 'school.yml')))
    return `${contentDir} has no school.yml: is SITE_CONTENT_DIR the school's content folder?`;
  return undefined;
}

/** Says how a publish ended, as `make publish` prints it, and exits 1 when nothing was published. */
export function reportPublish(result: PublishResult, before: string | undefined): void {
  if (!result.ok) {
    console.error(`[publish] Not published: the site stays as it was. Fix this and publish again:\n${result.problems}`);
    process.exit(1);
  }
  console.log(`[publish] published: ${result.release} is live${before ? ` (before: ${before})` : ''}`);
}
