/**
 * One publish: checks the content folder and builds it into a new release of the live site's folder, and swaps it
 * in only when the build succeeded (with the scripts and pictures of the release before carried over). Used by
 * `make publish` beside `make start` (scripts/publish.ts) and by Compose's publisher container
 * (scripts/publish/publisherContainer.ts), which then only differ in how the web server learns of it.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildProblems, buildSite } from './buildSite.js';
import {
  pruneHistory,
  readContentRecord,
  restoreContent,
  takeContentRecord,
  unwritableContent,
  writeContentRecord,
} from './publishHistory.js';
import {
  carryAssets,
  carryConsole,
  currentRelease,
  discardRelease,
  newRelease,
  pruneReleases,
  releaseBefore,
  releaseNames,
  swapIn,
} from './siteReleases.js';

/** How many publishes are kept, the live one included, for "undo" (PUBLISH_HISTORY). */
export const defaultPublishHistory = 20;

/** PUBLISH_HISTORY's value: a whole number from 2 (the live publish and one to undo to) to 200; throws in plain words. */
export function publishHistorySetting(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return defaultPublishHistory;
  const kept = Number(value.trim());
  if (!Number.isInteger(kept) || kept < 2 || kept > 200)
    throw new Error(`PUBLISH_HISTORY must be a whole number from 2 to 200 (publishes kept for undo), not "${value}"`);
  return kept;
}

export interface PublishOptions {
  contentDir: string;
  /** The live site's folder (releases and `current`). */
  siteDir: string;
  /** Called once the new release is live (a running nginx reloads). */
  afterSwap?: () => void;
  log?: (line: string) => void;
  /** How many publishes to keep, the live one included (at least 2, so the last can be undone). */
  history?: number;
}

export type PublishResult = { ok: true; release: string } | { ok: false; problems: string };

/** Checks and builds into a new release; swaps it in only when the build succeeded. */
export async function publish(options: PublishOptions): Promise<PublishResult> {
  const log = options.log ?? console.log;
  const problem = contentFolderProblem(options.contentDir);
  if (problem) return { ok: false, problems: problem };
  const release = newRelease(options.siteDir);
  log(`[publish] checking and building ${options.contentDir} into ${release.path}`);
  const record = takeContentRecord(options.siteDir, options.contentDir, release.name);
  const built = await buildSite(options.contentDir, release.path);
  if (!built.ok) {
    discardRelease(options.siteDir, release.name);
    return { ok: false, problems: buildProblems(built.output) };
  }
  carryAssets(options.siteDir, release.name);
  carryConsole(options.siteDir, release.name);
  writeContentRecord(options.siteDir, record);
  swapIn(options.siteDir, release.name);
  options.afterSwap?.();
  const removed = pruneReleases(options.siteDir, (options.history ?? defaultPublishHistory) - 1);
  pruneHistory(options.siteDir, releaseNames(options.siteDir));
  if (removed.length) log(`[publish] removed old releases: ${removed.join(', ')}`);
  return { ok: true, release: release.name };
}

export type UndoResult = { ok: true; undone: string; live: string } | { ok: false; problem: string };

/**
 * Undoes the last publish: the release before it goes live again (with the undone release's scripts and pictures
 * carried into it, for pages opened meanwhile) and the content folder gets back the files it was built from. The
 * undone release and its record are removed, so a second undo goes one publish further back. Nothing is changed
 * unless all of it can be.
 */
export function undoLastPublish(options: Omit<PublishOptions, 'history'>): UndoResult {
  const live = currentRelease(options.siteDir);
  if (!live) return { ok: false, problem: 'Nothing to undo: the site has not been published yet.' };
  const before = releaseBefore(options.siteDir, live);
  const record = before && readContentRecord(options.siteDir, before);
  if (!before || !record)
    return {
      ok: false,
      problem:
        'Nothing to undo: no earlier publish is kept (the history keeps PUBLISH_HISTORY publishes; a version that `make start` served from its own build has no record of its content folder).',
    };
  const refused = unwritableContent(options.contentDir, record);
  if (refused.length)
    return {
      ok: false,
      problem: `Nothing was undone: the publisher may not change ${refused.slice(0, 3).join(', ')}${refused.length > 3 ? '…' : ''} in the content folder ${options.contentDir} (its files must be writable by the publisher; docs/operations.md, "Publishing").`,
    };
  carryAssets(options.siteDir, before);
  swapIn(options.siteDir, before);
  options.afterSwap?.();
  restoreContent(options.siteDir, options.contentDir, record);
  discardRelease(options.siteDir, live);
  pruneHistory(options.siteDir, releaseNames(options.siteDir));
  (options.log ?? console.log)(`[publish] undone: ${live} is removed; ${before} is live again`);
  return { ok: true, undone: live, live: before };
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
