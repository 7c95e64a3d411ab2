import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (src/**/*.test.ts); API tests drive buildApp() over real HTTP
// with supertest and a temporary SQLite file (test/**/*.api.test.ts).
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      { extends: true, test: { name: 'api', include: ['test/**/*.api.test.ts'] } },
    ],
    passWithNoTests: false,
  },
});
