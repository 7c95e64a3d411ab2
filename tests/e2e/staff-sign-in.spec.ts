import { join, resolve } from 'node:path';
import type { MailSummary } from 'mail-sandbox';
import { expect, test } from './support/test.js';
import { ports } from '../playwright.config.js';
import { runCommand } from '../runCommand.js';

/**
 * The school office's sign-in through nginx, as the console will use it: the operator adds a person with
 * `make staff` (office-service's command, on the e2e stack's data), the person asks for a code, reads it in the
 * mail sandbox, signs in, and `make staff ARGS="signout EMAIL"` ends the session on the very next request.
 */
const repoRoot = resolve(import.meta.dirname, '../..');
const site = `http://127.0.0.1:${ports.http}`;
const mailbox = `http://127.0.0.1:${ports.mailHttp}`;

const staff = (...args: string[]) =>
  runCommand(process.execPath, ['office-service/dist/cli/staff.js', ...args], {
    cwd: repoRoot,
    env: { ...process.env, OFFICE_DB_PATH: join(repoRoot, `build/e2e-${ports.http - 80}/data/office.sqlite`) },
  });

async function codeMailedTo(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const { messages } = (await (await fetch(`${mailbox}/messages`)).json()) as { messages: MailSummary[] };
        const mail = messages.find((m) => m.envelope.to.includes(email));
        code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1] ?? '';
        return code;
      },
      { message: `a sign-in code mailed to ${email}`, timeout: 30_000 },
    )
    .not.toBe('');
  return code;
}

test('a member of staff added with make staff signs in with the emailed code; signout ends the session at once', async ({
  request,
}) => {
  const email = `clerk-${Date.now()}@school.example.np`;
  const added = await staff('add', email, '--role', 'office');
  expect(added.code, added.output).toBe(0);

  const headers = { origin: site };
  const asked = await request.post('/api/office/sign-in/code', { headers, data: { email } });
  expect(asked.status()).toBe(202);
  expect(asked.headers()['cache-control']).toBe('no-store');

  const signedIn = await request.post('/api/office/sign-in', {
    headers,
    data: { email, code: await codeMailedTo(email) },
  });
  expect(signedIn.status()).toBe(200);
  expect(await signedIn.json()).toEqual({ email, role: 'office' });
  expect(signedIn.headers()['set-cookie']).toMatch(/^office_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict;/);
  expect((await request.get('/api/office/session')).status()).toBe(200);

  const signedOut = await staff('signout', email);
  expect(signedOut.output).toContain('1 session ended');
  const after = await request.get('/api/office/session');
  expect(after.status()).toBe(401);
  expect(await after.json()).toEqual({ message: expect.stringContaining('Please sign in again') });
});

test('a sign-in request from another site is refused through nginx, with JSON', async ({ request }) => {
  const answer = await request.post('/api/office/sign-in/code', {
    headers: { origin: 'https://evil.example' },
    data: { email: 'principal@school.example.np' },
  });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({ message: expect.any(String) });
});
