import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { inject } from 'vitest';
import { loadRules } from '@school/service-kit';

/** host:port of the run's emulator, or '' where it is missing (then the Firestore tests are skipped). */
export const emulatorHost = inject('firestoreEmulatorHost');

let projects = 0;

/**
 * A project of the test's own on the shared emulator, with the built rules loaded: the browser's SDK as a reader
 * has it (`browser()`, each a fresh app with nothing cached), and the Admin SDK through FIRESTORE_EMULATOR_HOST.
 */
export async function emulatorProject(label: string) {
  const projectId = `demo-${label}-${process.pid}-${(projects += 1)}`;
  await loadRules(emulatorHost, readFileSync(inject('firestoreRulesFile'), 'utf8'), projectId);
  // The Admin SDK (the moderation command) finds the emulator through this one setting.
  process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
  const apps: FirebaseApp[] = [];
  return {
    projectId,
    /** A browser's Firestore: the web SDK, bound by the rules. */
    browser(): Firestore {
      const app = initializeApp({ projectId, apiKey: 'demo-key' }, `${projectId}-${apps.length}`);
      apps.push(app);
      const db = getFirestore(app);
      const [host = '', port = ''] = emulatorHost.split(':');
      connectFirestoreEmulator(db, host, Number(port));
      return db;
    },
    async close() {
      await Promise.all(apps.map((app) => deleteApp(app)));
    },
  };
}
