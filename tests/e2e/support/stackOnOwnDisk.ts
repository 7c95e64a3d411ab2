/**
 * Runs a command (the e2e stack) with a data folder on a tmpfs of its own, so that disk-full.spec.ts can fill that
 * disk, as logs or backups fill a server's, without touching this machine's disk. Mounting needs root, as the test
 * machine (CI) has. The tmpfs is unmounted once the command has exited.
 *
 *   tsx e2e/support/stackOnOwnDisk.ts <data folder> <size, e.g. 256m> <command> [args…]
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const [folderArgument, size, command, ...args] = process.argv.slice(2);
if (!folderArgument || !size || !command) {
  console.error('usage: stackOnOwnDisk.ts <data folder> <size> <command> [args…]');
  process.exit(2);
}
const folder = resolve(import.meta.dirname, '../../..', folderArgument);
mkdirSync(folder, { recursive: true });
// A run killed before it could unmount leaves its tmpfs: it is reused (the stack's --fresh empties it).
if (spawnSync('mountpoint', ['-q', folder]).status !== 0) {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0755`, 'tmpfs', folder], { stdio: 'pipe' });
  } catch (error) {
    console.error(`[e2e] could not mount a tmpfs on ${folder} (the e2e tests need root): ${String(error)}`);
    process.exit(1);
  }
}

const child = spawn(command, args, { stdio: 'inherit' });
// Ctrl-C and Playwright's stop signal the whole process group, the command included: this process only outlives
// it, to unmount (forwarding the signal as well would stop the stack twice).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => {});
child.on('exit', (code, signal) => {
  spawnSync('umount', [folder], { stdio: 'inherit' });
  process.exit(code ?? (signal ? 1 : 0));
});
