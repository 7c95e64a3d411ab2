import { serviceTestProjects } from '@school/service-kit';
import { defineConfig } from 'vitest/config';

// Laid out like the services: unit tests beside the code, API tests over real HTTP under test/.
export default defineConfig({ test: { projects: serviceTestProjects, passWithNoTests: false } });
