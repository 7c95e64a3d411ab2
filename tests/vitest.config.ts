import { defineConfig } from 'vitest/config';

// Unit tests of the operator scripts (scripts/), beside the suites; Playwright runs e2e/ and containers/.
export default defineConfig({
  test: { include: ['unit/**/*.test.ts'], passWithNoTests: false },
});
