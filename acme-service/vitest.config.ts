import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (src/**/*.test.ts); the service against a real CA is tested in
// `make test-containers` (Pebble, tests/containers/https.spec.ts).
export default defineConfig({ test: { include: ['src/**/*.test.ts'], passWithNoTests: false } });
