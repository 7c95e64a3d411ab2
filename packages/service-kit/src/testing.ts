/** What the services' own tests share. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
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
      // Lazily: a test that failed with a database still open on it must not leave the mount behind.
      execFileSync('umount', ['--lazy', folder], { stdio: 'pipe' });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A service's real entry point running as a process of its own, for the tests that `kill -9` it. */
export interface ServiceProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port>, once GET /api/health answers 2xx. */
  url: string;
  /** What the process wrote to stderr so far. */
  stderr(): string;
  /** Resolves once the process has exited. */
  exited: Promise<unknown>;
  /** SIGKILL, unless it has exited already. */
  kill(): void;
}

/**
 * Starts `src/server.ts` of the service in `serviceRoot` from source (tsx, so no build step is needed) on a free
 * port, named by `portSetting` (e.g. COMMENTS_PORT), with `env` over this process's environment, and waits until
 * its health check answers.
 */
export async function startServiceProcess(
  serviceRoot: string,
  portSetting: string,
  env: Readonly<Record<string, string | undefined>>,
  /** A port chosen beforehand (another service was told it); a free one when left out. */
  chosenPort?: number,
): Promise<ServiceProcess> {
  const port = chosenPort ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serviceRoot,
    env: { ...process.env, ...env, BIND_HOST: '127.0.0.1', [portSetting]: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited early: ${stderr}`);
    const ok = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      kill();
      throw new Error(`the service did not become healthy: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, stderr: () => stderr, exited, kill };
}

/** The real office-service, run from its source, for the staff routes' tests of the other services. */
export interface OfficeForStaffTests {
  /** office-service's address: the services under test check sessions there (OFFICE_SERVICE_URL). */
  url: string;
  /** `make staff ARGS=…` on its database; answers what it printed (throws on a non-zero exit). */
  staff(...args: string[]): string;
  /** Adds the person with the role if needed, signs them in with a one-time link, and answers the Cookie header. */
  signedIn(email: string, role: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts office-service (from `officeServiceRoot`'s source) on a database of its own. Sessions come from its
 * one-time sign-in links (`make staff ARGS="link EMAIL"`), the same code path as a person's, without mail.
 */
export async function startOfficeForStaffTests(
  officeServiceRoot: string,
  siteOrigin: string,
): Promise<OfficeForStaffTests> {
  const folder = mkdtempSync(join(tmpdir(), 'office-for-staff-'));
  const env = { OFFICE_DB_PATH: join(folder, 'office.sqlite'), PUBLIC_SITE_URL: siteOrigin, LOG_LEVEL: 'silent' };
  const office = await startServiceProcess(officeServiceRoot, 'OFFICE_PORT', env);
  const staff = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', ...args], {
      cwd: officeServiceRoot,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
  return {
    url: office.url,
    staff,
    async signedIn(email, role) {
      staff('add', email, '--role', role);
      const token = /#link=([\w-]+)/.exec(staff('link', email))![1]!;
      const answer = await fetch(`${office.url}/api/office/sign-in/link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: siteOrigin },
        body: JSON.stringify({ token }),
      });
      if (answer.status !== 200) throw new Error(`sign-in by link answered ${answer.status}`);
      return answer.headers.get('set-cookie')!.split(';')[0]!;
    },
    async stop() {
      office.kill();
      await office.exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
