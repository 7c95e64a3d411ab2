/**
 * The second wall: the route refuses control characters in a name, but even a name that reached the store with a
 * line break (an older row, a future form) adds no header to the school's email.
 */
import { MailSandbox } from 'mail-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { MessageStore } from '../src/messages/messageStore.js';
import { openDatabase } from '../src/store/database.js';
import { mailsFor, sandboxEnv, schoolInbox, tempDatabase, testConfig } from './support.js';

describe('a stored name with CR/LF and <script>', () => {
  const cleanups: (() => void | Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('reaches the school as plain text in one subject line, with no extra header', async () => {
    const sandbox = await new MailSandbox({ httpPort: false }).start();
    cleanups.push(() => sandbox.close());
    const db = tempDatabase('headers');
    cleanups.push(db.cleanup);
    const file = openDatabase(db.path);
    const reference = new MessageStore(file, 'school.example.np').add({
      name: 'Ram\r\nBcc: thief@example.com\r\nX-Evil: 1 <script>alert(1)</script>',
      phone: '9812345678',
      email: '',
      message: 'Hi',
    });
    file.close();

    const app = buildApp(testConfig(sandboxEnv(db.path, sandbox)));
    cleanups.push(() => app.close());
    await app.ready();
    const mails = await sandbox.mailbox.waitFor((all) => all.length === 1);
    const [mail] = mailsFor(mails, reference).school;
    expect(mail?.envelope.to).toEqual([schoolInbox]);
    expect(mail?.subject).toBe(
      `Message from the website ${reference}: Ram Bcc: thief@example.com X-Evil: 1 <script>alert(1)</script>`,
    );
    const headers = mail?.headerLines.map((header) => header.key) ?? [];
    expect(headers).not.toContain('bcc');
    expect(headers).not.toContain('x-evil');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
