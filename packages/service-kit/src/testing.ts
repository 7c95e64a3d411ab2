/** What the services' own tests share. */
import { createServer } from 'node:net';

/** A Vitest project, in the shape `test.projects` takes (the kit does not depend on Vitest). */
export interface TestProject {
  extends: true;
  test: { name: string; include: string[] };
}

/** The Vitest projects of a service: unit tests beside the code, API tests over real HTTP under test/. */
export const serviceTestProjects: TestProject[] = [
  { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
  { extends: true, test: { name: 'api', include: ['test/**/*.api.test.ts'] } },
];

/** A TCP port nothing listens on right now, for a test that starts the real server.ts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
