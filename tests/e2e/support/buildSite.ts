/**
 * Builds the site from a content folder of a test's own (SITE_CONTENT_DIR) into an output folder of its own, as
 * `make build` builds frontend/dist: Vite's build with its pre-render, then the gzip copies nginx serves
 * (scripts/precompress.mjs). Serve the result with startOwnStack and SITE_DIST_DIR. A build that fails rejects with
 * its output, which names the content file and line at fault.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from '../../runCommand.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface BuiltSite {
  /** The built site, for SITE_DIST_DIR. */
  distDir: string;
}

export async function buildSite(options: { contentDir: string; outDir: string }): Promise<BuiltSite> {
  const contentDir = resolve(options.contentDir);
  const distDir = resolve(options.outDir);
  const env = { ...process.env, SITE_CONTENT_DIR: contentDir };
  const frontend = resolve(repoRoot, 'frontend');
  const vite = resolve(repoRoot, 'node_modules/vite/bin/vite.js');
  const built = await runCommand(process.execPath, [vite, 'build', '--outDir', distDir, '--emptyOutDir'], {
    cwd: frontend,
    env,
  });
  if (built.code !== 0) throw new Error(`the site's build failed:\n${built.output}`);
  const compressed = await runCommand(process.execPath, ['scripts/precompress.mjs', distDir], { cwd: repoRoot, env });
  if (compressed.code !== 0) throw new Error(`precompressing the built site failed:\n${compressed.output}`);
  return { distDir };
}
