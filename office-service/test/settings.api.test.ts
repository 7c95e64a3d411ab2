import Database from 'better-sqlite3';
import { MailSandbox } from 'mail-sandbox';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { goodMessage, LogLines, sandboxEnv, tempDatabase, testConfig } from './support.js';

describe('office-service settings at work', () => {
  const cleanups: (() => void | Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('without SMTP settings it keeps every message, queues its mail, and says at start that nothing is mailed', async () => {
    const db = tempDatabase('no-smtp');
    cleanups.push(db.cleanup);
    const logs = new LogLines();
    const app = buildApp(testConfig({ OFFICE_DB_PATH: db.path, LOG_LEVEL: 'info' }), { logStream: logs });
    cleanups.push(() => app.close());
    await app.ready();
    expect(logs.lines.some((line) => line.level === 40 && String(line.msg).includes('nothing is being mailed'))).toBe(
      true,
    );
    const answer = await request(app.server).post('/api/messages').send(goodMessage);
    expect(answer.status).toBe(201);

    const file = new Database(db.path, { readonly: true });
    cleanups.push(() => void file.close());
    expect(file.prepare('SELECT name, phone, email FROM messages').all()).toEqual([
      { name: goodMessage.name, phone: goodMessage.phone, email: goodMessage.email },
    ]);
    expect(file.prepare('SELECT kind, state FROM outbox ORDER BY id').all()).toEqual([
      { kind: 'school', state: 'pending' },
      { kind: 'confirmation', state: 'pending' },
    ]);
  });

  it('logs each try with ids and outcome only: no address, no text, never the SMTP password', async () => {
    const sandbox = await new MailSandbox({ httpPort: false }).start();
    cleanups.push(() => sandbox.close());
    const db = tempDatabase('logs');
    cleanups.push(db.cleanup);
    const logs = new LogLines();
    const password = 'pa55-word-of-the-school';
    const config = testConfig({
      ...sandboxEnv(db.path, sandbox),
      LOG_LEVEL: 'info',
      SMTP_USER: 'website',
      SMTP_PASSWORD: password,
    });
    const app = buildApp(config, { logStream: logs });
    cleanups.push(() => app.close());
    await app.ready();
    // Anything that logs the settings by mistake still prints no password.
    app.log.info({ config }, 'settings');

    const answer = await request(app.server).post('/api/messages').send(goodMessage);
    expect(answer.status).toBe(201);
    const mails = await sandbox.mailbox.waitFor((all) => all.length === 2);
    expect(mails.map((mail) => mail.authenticatedAs)).toEqual(['website', 'website']);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const tries = logs.lines.filter((line) => line.msg === 'email sent');
    expect(tries.map((line) => [line.kind, line.attempt, line.outcome, line.reference])).toEqual([
      ['school', 1, 'sent', answer.body.reference],
      ['confirmation', 1, 'sent', answer.body.reference],
    ]);
    const everything = logs.text.join('\n');
    for (const secret of [password, goodMessage.name, goodMessage.email, goodMessage.phone, 'new term']) {
      expect(everything).not.toContain(secret);
    }
  });
});
