/**
 * Builds the site from a content folder into a folder of its own: the same Vite build as `make build` (which checks
 * every content file first and names the file and line of each problem), then the .gz copies nginx serves.
 */
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const frontend = join(repoRoot, 'frontend');

export interface BuildResult {
  ok: boolean;
  /** What the build printed (its errors name the content file and line). */
  output: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<BuildResult> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => done({ ok: false, output: `${output}${error.message}\n` }));
    child.on('exit', (code) => done({ ok: code === 0, output }));
  });
}

export async function buildSite(contentDir: string, outDir: string): Promise<BuildResult> {
  const env = { ...process.env, SITE_CONTENT_DIR: resolve(contentDir), NO_COLOR: '1', FORCE_COLOR: '0' };
  const vite = join(repoRoot, 'node_modules/vite/bin/vite.js');
  const built = await run(
    process.execPath,
    [vite, 'build', '--outDir', resolve(outDir), '--emptyOutDir', '--logLevel', 'warn'],
    env,
    frontend,
  );
  if (!built.ok) return built;
  const compressed = await run(
    process.execPath,
    [join(repoRoot, 'scripts/precompress.mjs'), resolve(outDir)],
    env,
    frontend,
  );
  return { ok: compressed.ok, output: built.output + compressed.output };
}

/** The lines of a failed build that say what is wrong: the content check's file-and-line list, or the last lines. */
export function buildProblems(output: string): string {
  const lines = output.split('\n').map((line) => line.trimEnd());
  const named = lines.filter((line) => /\.(md|yml), line \d+:/.test(line));
  if (named.length)
    return [...new Set(named.map((line) => line.replace(/^.*?(\S+\.(md|yml), line \d+:)/, '$1')))].join('\n');
  return lines.filter(Boolean).slice(-15).join('\n');
}
