import { serviceTestProjects } from '@school/service-kit';
import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (src/**/*.test.ts); API tests drive buildApp() over real HTTP
// with supertest and a temporary SQLite file (test/**/*.api.test.ts).
export default defineConfig({ test: { projects: serviceTestProjects, passWithNoTests: false } });
