import { join, resolve } from 'node:path';
import { expect } from './test.js';
import { ports } from '../../playwright.config.js';
import { runCommand } from '../../runCommand.js';

/**
 * `make staff ARGS=…` as the operator runs it with `make start`: office-service's built command on the e2e stack's
 * own database. Answers what it printed.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');

export function makeStaff(...args: string[]): Promise<string> {
  return makeStaffOn(join(repoRoot, `build/e2e-${ports.http - 80}/data/office.sqlite`), ...args);
}

/** The same on another stack's database (a spec's own stack: support/ownStack.ts). */
export async function makeStaffOn(databasePath: string, ...args: string[]): Promise<string> {
  const done = await runCommand(process.execPath, ['office-service/dist/cli/staff.js', ...args], {
    cwd: repoRoot,
    env: { ...process.env, OFFICE_DB_PATH: databasePath },
  });
  expect(done.code, done.output).toBe(0);
  return done.output;
}
