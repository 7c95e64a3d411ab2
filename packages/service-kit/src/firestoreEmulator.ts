/**
 * The Cloud Firestore emulator, run directly (Debian's google-cloud-cli-firestore-emulator, on OpenJDK 17;
 * firebase-tools would want Java 21): started on a loopback port of its own, with the rules the build wrote loaded
 * through its REST endpoint. `make start` (scripts/stack.ts), the Firestore API tests and the browser suites use it.
 * Never for a live site: docs/operations.md, "Configuring Firebase for comments".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { freePort } from './testing.js';

/** Where Debian's package puts the launcher; FIRESTORE_EMULATOR_LAUNCHER names another. */
export const debianLauncher = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

/** The project every local run uses: Firebase treats a `demo-` project as one that exists nowhere but here. */
export const emulatorProjectId = 'demo-school';

/** The launcher, or undefined where the emulator (or Java) is not installed. */
export function findEmulatorLauncher(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const launcher = env.FIRESTORE_EMULATOR_LAUNCHER || debianLauncher;
  if (!existsSync(launcher)) return undefined;
  return existsSync('/usr/bin/java') || env.JAVA ? launcher : undefined;
}

/** Why the emulator cannot run here, in one sentence (for the SKIPPED line and for `make start`). */
export const missingEmulator =
  'the Cloud Firestore emulator is not installed (Debian: sudo apt-get install google-cloud-cli-firestore-emulator ' +
  'openjdk-17-jre-headless)';

export interface RunningEmulator {
  /** host:port, the value of FIRESTORE_EMULATOR_HOST. */
  host: string;
  /** Loads rules (the text of a firestore.rules) for a project; throws with the emulator's compile error. */
  loadRules(rules: string, projectId?: string): Promise<void>;
  /** Deletes every document of a project. */
  clear(projectId?: string): Promise<void>;
  stop(): Promise<void>;
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the Firestore emulator exited before it was ready:\n${output()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the Firestore emulator did not answer ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

/** Loads rules into a running emulator (PUT /emulator/v1/projects/PROJECT:securityRules). */
export async function loadRules(host: string, rules: string, projectId = emulatorProjectId): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!response.ok) throw new Error(`the Firestore emulator refused the rules: ${await response.text()}`);
}

/**
 * Starts the emulator on a free loopback port (or `port`) and loads `rulesFile` for `projectId`. Its output is kept
 * for the error message, or passed to `onOutput`.
 */
export async function startFirestoreEmulator(options: {
  rulesFile: string;
  projectId?: string;
  port?: number;
  launcher?: string;
  onOutput?: (line: string) => void;
}): Promise<RunningEmulator> {
  const launcher = options.launcher ?? findEmulatorLauncher();
  if (!launcher) throw new Error(missingEmulator);
  if (!existsSync(options.rulesFile))
    throw new Error(`${options.rulesFile} is missing: build the site first (make build)`);
  const projectId = options.projectId ?? emulatorProjectId;
  const port = options.port ?? (await freePort());
  const host = `127.0.0.1:${port}`;
  const child = spawn(launcher, ['start', '--host=127.0.0.1', `--port=${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stop() ends the launcher's shell and its JVM together.
    detached: true,
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      output = (output + chunk).slice(-4000);
      if (options.onOutput) for (const line of chunk.split('\n')) if (line.trim()) options.onOutput(line);
    });
  }
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const killer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(killer);
        done();
      });
      process.kill(-child.pid!, 'SIGTERM');
    });
  try {
    await waitUntilAnswering(`http://${host}/`, child, () => output, 60_000);
    await loadRules(host, readFileSync(options.rulesFile, 'utf8'), projectId);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    host,
    loadRules: (rules, project = projectId) => loadRules(host, rules, project),
    async clear(project = projectId) {
      const response = await fetch(`http://${host}/emulator/v1/projects/${project}/databases/(default)/documents`, {
        method: 'DELETE',
      });
      if (!response.ok) throw new Error(`the Firestore emulator did not clear ${project}: ${response.status}`);
    },
    stop,
  };
}

/**
 * For a test run: the launcher, or undefined after printing the one line that says the run's Firestore tests are
 * skipped (CI's step table shows it: .ci/summary.mjs). With FIRESTORE_REQUIRED=1 a missing emulator is a failure.
 */
export function emulatorForTests(suite: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const launcher = findEmulatorLauncher(env);
  if (launcher) return launcher;
  if (env.FIRESTORE_REQUIRED === '1') throw new Error(`${suite}: FIRESTORE_REQUIRED=1, but ${missingEmulator}`);
  console.log(`SKIPPED: ${suite}: ${missingEmulator}; FIRESTORE_REQUIRED=1 makes this a failure`);
  return undefined;
}

/**
 * The settings that point the site (nginx/render.sh's /config.js and CSP) and `make comments` at an emulator: a
 * `demo-` project and placeholder web-app values, none of which the emulator checks.
 */
export function emulatorSiteSettings(host: string, projectId = emulatorProjectId): Record<string, string> {
  return {
    COMMENTS_BACKEND: 'firestore',
    FIRESTORE_EMULATOR_HOST: host,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_API_KEY: 'demo-key',
    FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    FIREBASE_STORAGE_BUCKET: `${projectId}.appspot.com`,
    FIREBASE_MESSAGING_SENDER_ID: '0',
    FIREBASE_APP_ID: `1:0:web:${projectId}`,
    FIREBASE_MEASUREMENT_ID: '',
  };
}
