/** What the services' own tests share. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A Vitest project, in the shape `test.projects` takes (the kit does not depend on Vitest). */
export interface TestProject {
  extends: true;
  test: { name: string; include: string[] };
}

/** The Vitest projects of a service: unit tests beside the code, API tests over real HTTP under test/. */
export const serviceTestProjects: TestProject[] = [
  { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
  { extends: true, test: { name: 'api', include: ['test/**/*.api.test.ts'] } },
];

/** A TCP port nothing listens on right now, for a test that starts the real server.ts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A small filesystem of the test's own (a tmpfs), to fill up: what a full server disk looks like to a service. */
export interface SmallDisk {
  folder: string;
  /** Gives the filesystem a new size (bytes), as freeing space on a full disk would. */
  resize(bytes: number): void;
  /** Unmounts it and removes its folder. */
  remove(): void;
}

/** Mounts a tmpfs of `bytes` on a new folder. Mounting needs root: the test environment (CI) runs as root. */
export function mountSmallDisk(bytes: number): SmallDisk {
  const folder = mkdtempSync(join(tmpdir(), 'small-disk-'));
  const mount = (options: string[]) => execFileSync('mount', options, { stdio: 'pipe' });
  try {
    mount(['-t', 'tmpfs', '-o', `size=${bytes}`, 'tmpfs', folder]);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`mounting a ${bytes}-byte tmpfs failed (these tests need root)`, { cause: error });
  }
  return {
    folder,
    resize: (newBytes) => void mount(['-o', `remount,size=${newBytes}`, folder]),
    remove() {
      execFileSync('umount', [folder], { stdio: 'pipe' });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
