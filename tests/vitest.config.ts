import { defineConfig } from 'vitest/config';

// The sandbox's own checks; the Playwright suites under e2e/ are run by `playwright test`, not Vitest.
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['esewa-sandbox/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'api', include: ['esewa-sandbox/test/**/*.api.test.ts'] } },
    ],
  },
});
