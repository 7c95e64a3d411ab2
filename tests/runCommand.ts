import { spawn, type SpawnOptions } from 'node:child_process';

/**
 * Runs a command to its end without blocking the test's process (a request loop may run meanwhile): its exit code
 * and everything it printed, stdout and stderr in the order they came. Rejects only when it cannot be started.
 */
export function runCommand(
  command: string,
  args: string[],
  options: Pick<SpawnOptions, 'cwd' | 'env'> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
}
