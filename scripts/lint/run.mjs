// @ts-check
// `make lint`: ESLint, Prettier and every workspace's TypeScript check, as many at a time as the machine has cores.
// One after another they took about three and a half minutes of CI's two cores, most of it the twelve `tsc` runs,
// each single-threaded. Each check's output is printed whole when it ends (never interleaved); the run fails if any
// check failed, after all have ended, so one slip does not hide another.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/** @typedef {{ name: string, command: string, cwd: string }} Check */

/** Every workspace with a typecheck script, named as npm names it. @returns {Check[]} */
function typeChecks() {
  /** @type {{ workspaces: string[] }} */
  const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  // A workspace entry is a folder or, as `packages/*`, every folder in one.
  const folders = rootPackage.workspaces.flatMap((entry) =>
    entry.endsWith('/*')
      ? readdirSync(join(root, entry.slice(0, -2))).map((name) => `${entry.slice(0, -2)}/${name}`)
      : [entry],
  );
  return folders.flatMap((folder) => {
    if (!existsSync(join(root, folder, 'package.json'))) return [];
    /** @type {{ name: string, scripts?: Record<string, string> }} */
    const workspace = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    return workspace.scripts?.typecheck
      ? [{ name: `typecheck ${workspace.name}`, command: 'npm run --silent typecheck', cwd: join(root, folder) }]
      : [];
  });
}

/** @type {Check[]} */
const checks = [
  // The longest first, so the pool ends close together.
  { name: 'eslint', command: 'npx eslint .', cwd: root },
  ...typeChecks(),
  { name: 'prettier', command: 'npx prettier --check .', cwd: root },
];

/** @param {Check} check @returns {Promise<boolean>} */
function run(check) {
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, { cwd: check.cwd, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - began) / 1000).toFixed(0);
      process.stdout.write(`=== ${check.name}: ${code === 0 ? 'passed' : 'FAILED'} (${seconds} s)\n`);
      if (code !== 0 || output.length > 0) process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const queue = [...checks];
/** @type {string[]} */
const failed = [];
async function worker() {
  for (let check = queue.shift(); check; check = queue.shift()) {
    if (!(await run(check))) failed.push(check.name);
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), checks.length) }, worker));
if (failed.length > 0) {
  process.stdout.write(`\nlint failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
