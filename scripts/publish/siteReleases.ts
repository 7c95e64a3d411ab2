/**
 * The live site's folder: every build that went live is a release of its own (releases/<time>), and `current` is a
 * link to the one served. Going live is renaming a new link over `current`, one step that a reader of the folder
 * (nginx, comments-service) sees either before or after, never half-way; a build that failed never gets a link.
 * The link is relative, so the folder works wherever it is mounted (the Compose volume is /srv/site in each
 * container).
 */
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

export const currentLink = 'current';
const releasesFolder = 'releases';

/** A new, empty release folder's name and path, named by the time so they sort in publishing order. */
export function newRelease(siteDir: string, now = new Date()): { name: string; path: string } {
  mkdirSync(join(siteDir, releasesFolder), { recursive: true });
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*$/, '');
  for (let attempt = 0; ; attempt += 1) {
    const name = `${stamp}${attempt ? `-${attempt}` : ''}`;
    const path = join(siteDir, releasesFolder, name);
    try {
      mkdirSync(path);
      return { name, path };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** The release `current` links to, or undefined before the first. */
export function currentRelease(siteDir: string): string | undefined {
  try {
    return readlinkSync(join(siteDir, currentLink)).replace(`${releasesFolder}/`, '');
  } catch {
    return undefined;
  }
}

/** The files a Vite manifest of a release names (scripts, styles and pictures), or none. */
function manifestFiles(releasePath: string, manifestFile: string): string[] {
  let manifest: Record<string, { file?: string; css?: string[]; assets?: string[] }>;
  try {
    manifest = JSON.parse(readFileSync(join(releasePath, manifestFile), 'utf8')) as typeof manifest;
  } catch {
    return [];
  }
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) if (file) files.add(file);
  }
  return [...files];
}

/** The files a release's own build of the site made. */
const ownAssets = (releasePath: string) => manifestFiles(releasePath, '.vite/manifest.json');

/** Links (or copies) a file and its compressed copies from one release into another that lacks them. */
function carryFile(from: string, to: string, file: string, carried: string[]): void {
  for (const copy of [file, `${file}.gz`, `${file}.br`]) {
    if (!existsSync(join(from, copy)) || existsSync(join(to, copy))) continue;
    mkdirSync(dirname(join(to, copy)), { recursive: true });
    // A hard link costs no space; a copy where links are not allowed.
    try {
      linkSync(join(from, copy), join(to, copy));
    } catch {
      copyFileSync(join(from, copy), join(to, copy));
    }
    carried.push(copy);
  }
}

/**
 * Copies the live release's own files, with their compressed copies, into a new release that lacks them: a page a
 * reader opened before the swap, or a page served by nginx in the moment before its reload, still finds its scripts
 * and pictures after it. Only one release back is carried (not what the live one carried itself), so releases do not
 * grow publish after publish. Returns the files carried.
 */
export function carryAssets(siteDir: string, release: string): string[] {
  const live = currentRelease(siteDir);
  if (!live || live === release) return [];
  const from = join(siteDir, releasesFolder, live);
  const to = join(siteDir, releasesFolder, release);
  const carried: string[] = [];
  for (const file of ownAssets(from)) carryFile(from, to, file, carried);
  return carried;
}

/** The office console's build in a release (vite.office.config.ts): its manifest and its one page. */
const consoleManifest = '.vite/office-manifest.json';
const consolePage = 'office/index.html';

/**
 * Carries the office console from the live release into a new one. A publish builds the site from the content folder
 * only; the console does not depend on it, and without this the console's addresses would answer 404 after the
 * office's first publish. The web image's build (or `make build`) puts the console in the first release; each
 * publish then keeps it. Returns the files carried.
 */
export function carryConsole(siteDir: string, release: string): string[] {
  const live = currentRelease(siteDir);
  if (!live || live === release) return [];
  const from = join(siteDir, releasesFolder, live);
  const to = join(siteDir, releasesFolder, release);
  const carried: string[] = [];
  for (const file of [consoleManifest, consolePage, ...manifestFiles(from, consoleManifest)])
    carryFile(from, to, file, carried);
  return carried;
}

/** Makes a release the live one, in one rename. */
export function swapIn(siteDir: string, release: string): void {
  const next = join(siteDir, `${currentLink}.next`);
  rmSync(next, { force: true });
  symlinkSync(join(releasesFolder, release), next);
  renameSync(next, join(siteDir, currentLink));
}

/**
 * Removes old releases, keeping the live one and the `keep` before it (a page a reader opened before the swap still
 * finds its scripts and pictures). Releases newer than the live one (a build under way) are left alone.
 */
export function pruneReleases(siteDir: string, keep = 2): string[] {
  const live = currentRelease(siteDir);
  if (!live) return [];
  const releases = readdirSync(join(siteDir, releasesFolder)).sort();
  const older = releases.filter((name) => name < live);
  const removed = older.slice(0, Math.max(0, older.length - keep));
  for (const name of removed) rmSync(join(siteDir, releasesFolder, name), { recursive: true, force: true });
  return removed;
}

/** The releases on the folder, oldest first (their names sort by the time they were made). */
export function releaseNames(siteDir: string): string[] {
  try {
    return readdirSync(join(siteDir, releasesFolder)).sort();
  } catch {
    return [];
  }
}

/** The release made just before `release`, or undefined. */
export function releaseBefore(siteDir: string, release: string): string | undefined {
  return releaseNames(siteDir)
    .filter((name) => name < release)
    .at(-1);
}

/** Removes a release that never went live (its build failed). */
export function discardRelease(siteDir: string, release: string): void {
  if (currentRelease(siteDir) === release) throw new Error(`release ${release} is live and cannot be discarded`);
  rmSync(join(siteDir, releasesFolder, release), { recursive: true, force: true });
}
