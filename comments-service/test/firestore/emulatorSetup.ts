/**
 * The Firestore tests' one emulator (Vitest's global setup: one JVM start for the whole run, not one per file). It
 * starts with the rules the build wrote (content/firestore.rules of the built site: `make build` first); each test
 * file loads them again into a project of its own (support.ts), so files running side by side share no data.
 */
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { emulatorForTests, startFirestoreEmulator } from '@school/service-kit';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the emulator, or '' where it is not installed (the tests are skipped). */
    firestoreEmulatorHost: string;
    /** The built site's rules file. */
    firestoreRulesFile: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const rulesFile = resolve(import.meta.dirname, '../../../frontend/dist/content/firestore.rules');
  project.provide('firestoreRulesFile', rulesFile);
  const launcher = emulatorForTests('the Firestore tests (rules table, moderation)');
  if (!launcher) {
    project.provide('firestoreEmulatorHost', '');
    return async () => {};
  }
  const started = Date.now();
  const emulator = await startFirestoreEmulator({ rulesFile, launcher });
  console.log(`the Firestore emulator answered at ${emulator.host} after ${Date.now() - started} ms`);
  project.provide('firestoreEmulatorHost', emulator.host);
  return () => emulator.stop();
}
