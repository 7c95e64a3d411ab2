import { availableParallelism } from 'node:os';
import { serviceTestProjects } from '@school/service-kit';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Every workspace's Vitest tests in one run (`npm run test:unit`, `npm run test:api` here): one project per
 * workspace, or per workspace and suite where a workspace has both (`payment-service:unit`, `payment-service:api`).
 * API projects, and only they, end in ":api". The Firestore tests, which need the built site, are
 * vitest.firestore.config.ts's. Each project extends its workspace's own config (jsdom, setup files,
 * env…) and runs from the workspace's folder, as `npm run test:unit -w <workspace>` does; those still work alone.
 */

/**
 * How long a test, and a hook, may take before it counts as hung. Vitest's 5 and 10 seconds are too tight for a
 * busy two-core machine (CI's, or this one while the browser suites run): tests that start a process (the file
 * checker's, render.sh) or type a whole form took 5–6 seconds there and failed. These are hang guards, not speed
 * checks: speed is `make bench`'s.
 */
const hangGuards = { testTimeout: 30_000, hookTimeout: 60_000 };

/** A workspace whose config holds its tests directly. */
function workspace(folder: string, name: string, configFile = 'vitest.config.ts'): TestProjectInlineConfiguration {
  return { extends: `./${folder}/${configFile}`, root: `./${folder}`, test: { name, ...hangGuards } };
}

/**
 * A workspace laid out as a service, whose config holds the kit's `unit` and `api` projects: a project config cannot
 * hold projects of its own, so they are named here, each with the workspace's config beneath it.
 */
function service(folder: string, name: string): TestProjectInlineConfiguration[] {
  return serviceTestProjects.map(({ test }) => ({
    extends: `./${folder}/vitest.config.ts`,
    root: `./${folder}`,
    test: { ...test, name: `${name}:${test.name}`, ...hangGuards },
  }));
}

export default defineConfig({
  test: {
    passWithNoTests: false,
    // A test file per core. Vitest's own default keeps a core for itself (cores - 1), which on a 2-core machine is
    // one file at a time, while the main process mostly waits.
    maxWorkers: availableParallelism(),
    projects: [
      workspace('packages/contracts', 'contracts'),
      workspace('packages/service-kit', 'service-kit'),
      ...service('tests/esewa-sandbox', 'esewa-sandbox'),
      ...service('tests/khalti-sandbox', 'khalti-sandbox'),
      ...service('tests/mail-sandbox', 'mail-sandbox'),
      workspace('frontend', 'frontend', 'vite.config.ts'),
      ...service('payment-service', 'payment-service'),
      ...service('comments-service', 'comments-service'),
      ...service('office-service', 'office-service'),
      workspace('acme-service', 'acme-service'),
      workspace('tests', 'tests'),
    ],
  },
});
