import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServiceProcess } from '@school/service-kit';
import Database from 'better-sqlite3';
import { MailSandbox } from 'mail-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { goodApplication, jpeg, pdf } from './admissionFiles.js';
import { mailsFor, sandboxEnv, tempDatabase, testConfig } from './support.js';

const serviceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('applications, their files and their mail survive', () => {
  const cleanups: (() => void | Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it(
    'a kill -9 during a burst of 20: every application answered 201 is stored with its files and mailed exactly once',
    { timeout: 60_000 },
    async () => {
      const sandbox = await new MailSandbox({ httpPort: false }).start();
      cleanups.push(() => sandbox.close());
      const db = tempDatabase('admissions-kill');
      cleanups.push(db.cleanup);
      // The real entry point, run from source (tsx) so this needs no build step.
      const service = await startServiceProcess(serviceRoot, 'OFFICE_PORT', sandboxEnv(db.path, sandbox));
      cleanups.push(service.kill);
      const base = service.url;

      const acknowledged: string[] = [];
      const burst = Array.from({ length: 20 }, async (_, index) => {
        const form = new FormData();
        for (const [name, value] of Object.entries({ ...goodApplication, firstName: `Child${index + 1}` })) {
          form.append(name, value);
        }
        form.append('photo', new Blob([jpeg], { type: 'image/jpeg' }), 'photo.jpg');
        form.append('birthCertificate', new Blob([pdf], { type: 'application/pdf' }), 'birth.pdf');
        const answer = await fetch(`${base}/api/admissions`, {
          method: 'POST',
          headers: { 'x-forwarded-for': `198.51.100.${index + 1}` },
          body: form,
        }).catch(() => undefined);
        if (answer?.status === 201) {
          acknowledged.push(((await answer.json()) as { reference: string }).reference);
          if (acknowledged.length === 8) service.kill();
        }
      });
      await Promise.all(burst);
      await service.exited;
      expect(acknowledged.length).toBeGreaterThanOrEqual(8);

      const config = testConfig(sandboxEnv(db.path, sandbox));
      const after = buildApp(config, { mailRetry: { firstMs: 100, maxMs: 400 } });
      await after.ready();
      cleanups.push(() => after.close());
      const file = new Database(db.path, { readonly: true });
      cleanups.push(() => void file.close());
      const waiting = () =>
        file.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE state <> 'sent'").get()?.n;
      const deadline = Date.now() + 30_000;
      while (waiting() !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(waiting()).toBe(0);

      const stored = new Set(
        file
          .prepare<[], { reference: string }>('SELECT reference FROM admissions')
          .all()
          .map((row) => row.reference),
      );
      const mails = sandbox.mailbox.all();
      for (const reference of acknowledged) {
        expect(stored.has(reference)).toBe(true);
        // The photo whole (the JPEG copy office-service made, as mailed), the PDF byte for byte.
        const photo = readFileSync(join(config.filesPath, reference, 'photo.jpg'));
        expect(readFileSync(join(config.filesPath, reference, 'birth-certificate.pdf')).equals(pdf)).toBe(true);
        const { school, confirmation } = mailsFor(mails, reference);
        expect(school[0]?.attachments[0]?.content.equals(photo)).toBe(true);
        expect(new Set(school.map((mail) => mail.messageId)).size).toBe(1);
        expect(new Set(confirmation.map((mail) => mail.messageId)).size).toBe(1);
        expect(school[0]?.attachments.map((attachment) => attachment.sha256)).toHaveLength(2);
      }
      const outboxIds = new Set(
        file
          .prepare<[], { message_id: string }>('SELECT message_id FROM outbox')
          .all()
          .map((row) => row.message_id),
      );
      for (const mail of mails) expect(outboxIds.has(mail.messageId ?? '')).toBe(true);
      expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(outboxIds.size);
      expect(outboxIds.size).toBe(2 * stored.size);
      // Every stored application has its folder; a folder without a row can only be a crash's leftover.
      const folders = readdirSync(config.filesPath).filter((name) => name !== '.incoming');
      for (const reference of stored) expect(folders).toContain(reference);
      // Uploads the crash cut short were removed at restart.
      const incoming = join(config.filesPath, '.incoming');
      expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
    },
  );
});
