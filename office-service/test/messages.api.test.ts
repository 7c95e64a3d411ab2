import { contactCheckMessages } from '@school/contracts/contact-checks';
import type { FastifyInstance } from 'fastify';
import { MailSandbox } from 'mail-sandbox';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { messages } from '../src/errors.js';
import {
  goodMessage,
  LogLines,
  mailFrom,
  mailsFor,
  sandboxEnv,
  schoolInbox,
  tempDatabase,
  testConfig,
} from './support.js';

const referenceShape = /^M-[2-9A-HJKMNP-TV-Z]{5}$/;

describe('POST /api/messages', () => {
  let sandbox: MailSandbox;
  let db: ReturnType<typeof tempDatabase>;
  const apps: FastifyInstance[] = [];

  beforeEach(async () => {
    sandbox = await new MailSandbox({ httpPort: false }).start();
    db = tempDatabase('messages');
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await sandbox.close();
    db.cleanup();
  });

  async function started(overrides: Partial<AppConfig> = {}, logs?: LogLines) {
    const app = buildApp(testConfig(sandboxEnv(db.path, sandbox), overrides), {
      mailRetry: { firstMs: 100, maxMs: 400 },
      logStream: logs,
    });
    apps.push(app);
    await app.ready();
    return app;
  }

  it('answers 201 with a reference, and mails the school (Reply-To the parent) and the parent the same reference', async () => {
    const app = await started();
    const answer = await request(app.server).post('/api/messages').send(goodMessage);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ reference: expect.stringMatching(referenceShape) });
    const { reference } = answer.body as { reference: string };

    const mails = await sandbox.mailbox.waitFor((all) => all.length === 2);
    const { school, confirmation } = mailsFor(mails, reference);
    expect(school).toHaveLength(1);
    expect(school[0]).toMatchObject({
      envelope: { from: mailFrom, to: [schoolInbox] },
      from: mailFrom,
      replyTo: goodMessage.email,
      subject: `Message from the website ${reference}: Sita Sah`,
    });
    for (const value of [goodMessage.name, goodMessage.phone, goodMessage.email, 'When does the new term start?']) {
      expect(school[0]?.text).toContain(value);
    }
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]).toMatchObject({ envelope: { to: [goodMessage.email] }, replyTo: undefined });
    expect(confirmation[0]?.subject).toBe(`We have your message (${reference})`);
    expect(confirmation[0]?.text).toContain(`Your reference is ${reference}`);
    // Each email has its own Message-ID, on the service's domain.
    expect(school[0]?.messageId).toMatch(/^<[0-9a-f-]{36}@school\.example\.np>$/);
    expect(confirmation[0]?.messageId).not.toBe(school[0]?.messageId);
  });

  it("sent from a Nepali page: the parent's confirmation is in Nepali, the school's email stays English", async () => {
    const app = await started();
    const answer = await request(app.server)
      .post('/api/messages')
      .send({ ...goodMessage, language: 'ne' });
    expect(answer.status).toBe(201);
    const { reference } = answer.body as { reference: string };
    const mails = await sandbox.mailbox.waitFor((all) => all.length === 2);
    const { school, confirmation } = mailsFor(mails, reference);
    expect(school[0]?.subject).toBe(`Message from the website ${reference}: Sita Sah`);
    expect(confirmation[0]?.subject).toBe(`तपाईंको सन्देश विद्यालयमा आइपुग्यो (${reference})`);
    expect(confirmation[0]?.text).toContain(`तपाईंको सन्दर्भ नम्बर ${reference} हो`);
    expect(confirmation[0]?.text).toContain('२४ घण्टाभित्र');
    expect(confirmation[0]?.text).toContain('When does the new term start?');
    expect(confirmation[0]?.text).not.toMatch(/^Thank you|reference is/);
    expect(confirmation[0]?.html).toMatch(/^<div lang="ne">/);
  });

  it('takes a phone typed in Devanagari digits, and the school gets it in ASCII ones to dial', async () => {
    const app = await started();
    const answer = await request(app.server)
      .post('/api/messages')
      .send({ ...goodMessage, phone: ' ९८१२३४५६७८ ' });
    expect(answer.status).toBe(201);
    const mails = await sandbox.mailbox.waitFor((all) => all.length === 2);
    const { school } = mailsFor(mails, (answer.body as { reference: string }).reference);
    expect(school[0]?.text).toContain('9812345678');
    expect(school[0]?.text).not.toContain('९८१');
  });

  it('without an email address: only the school is mailed, with no Reply-To', async () => {
    const app = await started();
    const answer = await request(app.server)
      .post('/api/messages')
      .send({ ...goodMessage, email: '' });
    expect(answer.status).toBe(201);
    const mails = await sandbox.mailbox.waitFor((all) => all.length === 1);
    expect(mails[0]).toMatchObject({ replyTo: undefined, envelope: { to: [schoolInbox] } });
    expect(mails[0]?.text).toContain('please call them');
    // Nothing else follows.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sandbox.mailbox.all()).toHaveLength(1);
  });

  it.each([
    [{ name: '  ' }, { name: contactCheckMessages.nameRequired }],
    [{ name: 'x'.repeat(101) }, { name: contactCheckMessages.nameTooLong }],
    [{ name: 'Sita\u202Eevil' }, { name: expect.stringContaining('change the direction') }],
    [{ name: 'Sita\r\nBcc: x@example.com' }, { name: 'Your name contains characters that are not allowed.' }],
    [{ phone: '12' }, { phone: contactCheckMessages.phoneInvalid }],
    [{ phone: '', email: '' }, { phone: contactCheckMessages.phoneOrEmailRequired }],
    [{ email: 'nope' }, { email: contactCheckMessages.emailInvalid }],
    [{ email: 'a@example.com, b@example.com' }, { email: contactCheckMessages.emailInvalid }],
    [{ email: 'a@example.com\r\nBcc: b@example.com' }, { email: contactCheckMessages.emailInvalid }],
    [{ message: ' \n ' }, { message: contactCheckMessages.messageRequired }],
    [{ message: 'y'.repeat(1501) }, { message: contactCheckMessages.messageTooLong(1501) }],
    [{ message: 'Hi\u0007' }, { message: expect.stringContaining('Line breaks and tabs are fine') }],
    [{ agreed: false }, { agreed: contactCheckMessages.agreementRequired }],
    [
      { name: '', phone: 'abc', email: 'x@', message: '', agreed: false },
      {
        name: contactCheckMessages.nameRequired,
        phone: contactCheckMessages.phoneInvalid,
        email: contactCheckMessages.emailInvalid,
        message: contactCheckMessages.messageRequired,
        agreed: contactCheckMessages.agreementRequired,
      },
    ],
  ])('refuses %j with 400 and a message per field', async (change, fields) => {
    const app = await started();
    const answer = await request(app.server)
      .post('/api/messages')
      .send({ ...goodMessage, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: messages.fieldsSummary, fields });
  });

  it.each([
    [{ ...goodMessage, agreed: 'yes' }, 'The agreement must be true or false.'],
    [{ ...goodMessage, name: 42 }, 'The name must be text.'],
    [{ ...goodMessage, extra: 1 }, 'The request has a field the form does not have: extra.'],
    [{ ...goodMessage, language: 'fr' }, messages.unknownLanguage],
    [(({ message: _m, ...rest }) => rest)(goodMessage), 'The message is missing from the request.'],
  ])('refuses a request of the wrong shape with 400 {message}: %j', async (body, message) => {
    const app = await started();
    const answer = await request(app.server).post('/api/messages').send(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message });
  });

  it('refuses a body that is not JSON, and stores nothing for any refusal', async () => {
    const app = await started();
    const answer = await request(app.server).post('/api/messages').type('text/plain').send('hello');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: messages.badJson });
    const broken = await request(app.server).post('/api/messages').type('application/json').send('{"name":');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: messages.badJson });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sandbox.mailbox.all()).toEqual([]);
  });

  it('a filled honeypot gets a 201 that looks like any other, and nothing is stored or mailed', async () => {
    const logs = new LogLines();
    const app = await started({ logLevel: 'info' }, logs);
    const answer = await request(app.server)
      .post('/api/messages')
      .send({ ...goodMessage, website: 'http://spam.example' });
    expect(answer.status).toBe(201);
    expect(answer.body.reference).toMatch(referenceShape);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sandbox.mailbox.all()).toEqual([]);
    expect(logs.lines.some((line) => line.msg === 'message stored')).toBe(false);
    expect(logs.lines.some((line) => line.honeypot === true)).toBe(true);
  });

  it('limits messages per client address: 429 with Retry-After, other addresses go on', async () => {
    const app = await started({ messagesPerHour: 2 });
    const from = (address: string) =>
      request(app.server).post('/api/messages').set('x-forwarded-for', address).send(goodMessage);
    expect((await from('203.0.113.7')).status).toBe(201);
    expect((await from('203.0.113.7')).status).toBe(201);
    const limited = await from('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: messages.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('203.0.113.8')).status).toBe(201);
  });

  it('what a parent typed reaches the email as plain text: markup escaped, no header added', async () => {
    const app = await started();
    const message = 'Hello <script>alert(1)</script>\r\nBcc: thief@example.com\r\n\r\n<b>bold</b> & more';
    const answer = await request(app.server)
      .post('/api/messages')
      .send({ ...goodMessage, name: 'Ram <script>alert(1)</script>', message });
    expect(answer.status).toBe(201);
    const mails = await sandbox.mailbox.waitFor((all) => all.length === 2);
    const { school } = mailsFor(mails, answer.body.reference as string);
    const mail = school[0]!;
    expect(mail.subject).toBe(`Message from the website ${answer.body.reference}: Ram <script>alert(1)</script>`);
    expect(mail.text).toContain('Bcc: thief@example.com');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Ram &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; more');
    expect(mail.headerLines.map((header) => header.key)).not.toContain('bcc');
    expect(mail.envelope.to).toEqual([schoolInbox]);
  });

  it('while the mail server is down, messages are accepted; they arrive once it is back', async () => {
    const app = await started();
    await sandbox.stopSmtp();
    const references: string[] = [];
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const answer = await request(app.server)
        .post('/api/messages')
        .set('x-forwarded-for', address)
        .send({ ...goodMessage, email: '' });
      expect(answer.status).toBe(201);
      references.push(answer.body.reference as string);
    }
    // Several tries fail while it is down.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sandbox.mailbox.all()).toEqual([]);

    await sandbox.startSmtp();
    const mails = await sandbox.mailbox.waitFor((all) => all.length === 3, 10_000);
    for (const reference of references) expect(mailsFor(mails, reference).school).toHaveLength(1);
  });
});
