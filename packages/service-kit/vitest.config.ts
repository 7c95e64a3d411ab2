import { defineConfig } from 'vitest/config';

// The kit's own unit tests, beside the code.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], passWithNoTests: false },
});
