import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServiceProcess } from '@school/service-kit';
import Database from 'better-sqlite3';
import { MailSandbox } from 'mail-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { goodMessage, mailsFor, sandboxEnv, tempDatabase, testConfig } from './support.js';

const serviceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('messages and their mail survive', () => {
  const cleanups: (() => void | Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it(
    'a kill -9 during a burst of 20: every message answered 201 is stored and mailed exactly once',
    { timeout: 60_000 },
    async () => {
      const sandbox = await new MailSandbox({ httpPort: false }).start();
      cleanups.push(() => sandbox.close());
      const db = tempDatabase('kill');
      cleanups.push(db.cleanup);
      // The real entry point, run from source (tsx) so this needs no build step.
      const service = await startServiceProcess(serviceRoot, 'OFFICE_PORT', sandboxEnv(db.path, sandbox));
      cleanups.push(service.kill);
      const base = service.url;

      const acknowledged: string[] = [];
      const burst = Array.from({ length: 20 }, async (_, index) => {
        const answer = await fetch(`${base}/api/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index + 1}` },
          body: JSON.stringify({ ...goodMessage, name: `Parent ${index + 1}` }),
        }).catch(() => undefined);
        if (answer?.status === 201) {
          acknowledged.push(((await answer.json()) as { reference: string }).reference);
          // The process dies in the middle of the burst, with mail being sent.
          if (acknowledged.length === 8) service.kill();
        }
      });
      await Promise.all(burst);
      await service.exited;
      expect(acknowledged.length).toBeGreaterThanOrEqual(8);

      // The service comes back on the same database and finishes the outbox.
      const after = buildApp(testConfig(sandboxEnv(db.path, sandbox)), { mailRetry: { firstMs: 100, maxMs: 400 } });
      await after.ready();
      cleanups.push(() => after.close());
      const file = new Database(db.path, { readonly: true });
      cleanups.push(() => void file.close());
      const waiting = () =>
        file.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE state <> 'sent'").get()?.n;
      const deadline = Date.now() + 20_000;
      while (waiting() !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(waiting()).toBe(0);

      const stored = file.prepare<[], { reference: string }>('SELECT reference FROM messages').all();
      const storedReferences = new Set(stored.map((row) => row.reference));
      const mails = sandbox.mailbox.all();
      for (const reference of acknowledged) {
        expect(storedReferences.has(reference)).toBe(true);
        const { school, confirmation } = mailsFor(mails, reference);
        // Exactly one email of each kind: one Message-ID each (a copy resent after the crash carries the same one).
        expect(new Set(school.map((mail) => mail.messageId)).size).toBe(1);
        expect(new Set(confirmation.map((mail) => mail.messageId)).size).toBe(1);
      }
      // Every Message-ID the sandbox saw is one the outbox holds, and every stored message was mailed.
      const outboxIds = new Set(
        file
          .prepare<[], { message_id: string }>('SELECT message_id FROM outbox')
          .all()
          .map((row) => row.message_id),
      );
      for (const mail of mails) expect(outboxIds.has(mail.messageId ?? '')).toBe(true);
      expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(outboxIds.size);
      expect(outboxIds.size).toBe(2 * storedReferences.size);
    },
  );

  it('a bad setting stops the service at once with a message naming it', { timeout: 20_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serviceRoot,
      env: { ...process.env, OFFICE_PORT: 'eighty', SMTP_HOST: 'smtp.example.com', SMTP_SECURITY: 'ssl' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("OFFICE_PORT must be a port number from 1 to 65535, got 'eighty'");
    expect(stderr).toContain("SMTP_SECURITY must be 'starttls' (port 587), 'tls' (port 465) or 'none', got 'ssl'");
    expect(stderr).toContain('MAIL_FROM must be set when SMTP_HOST is');
  });
});
