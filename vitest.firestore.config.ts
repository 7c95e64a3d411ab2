import { defineConfig } from 'vitest/config';

/**
 * The Firestore tests (`make test-firestore`, `npm run test:firestore`): the comments' rules table against the Cloud
 * Firestore emulator and comments-service, and `make comments` on Firestore. A run of its own, apart from the unit
 * and API runs of vitest.config.ts, because it needs the built site: the emulator loads the rules the build wrote
 * (content/firestore.rules). One emulator for the whole run (the global setup).
 */
export default defineConfig({
  test: {
    passWithNoTests: false,
    projects: [
      {
        extends: './comments-service/vitest.config.ts',
        root: './comments-service',
        test: {
          name: 'comments-service:firestore',
          include: ['test/firestore/**/*.firestore.test.ts'],
          globalSetup: ['test/firestore/emulatorSetup.ts'],
          // Each test waits on real round trips to the emulator's JVM: on a busy 2-core machine, seconds.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
