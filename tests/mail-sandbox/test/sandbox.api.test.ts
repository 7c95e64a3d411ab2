import { createHash } from 'node:crypto';
import { createTransport } from 'nodemailer';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { MailSandbox } from '../src/sandbox.js';

const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

function sender(sandbox: MailSandbox) {
  return createTransport({
    host: sandbox.host,
    port: sandbox.smtpPort,
    secure: false,
    ignoreTLS: true,
    auth: { user: 'office', pass: 'sandbox password' },
  });
}

describe('the mail sandbox over real SMTP and HTTP', () => {
  const sandboxes: MailSandbox[] = [];
  afterEach(async () => {
    for (const sandbox of sandboxes.splice(0)) await sandbox.close();
  });
  const started = async () => {
    const sandbox = await new MailSandbox().start();
    sandboxes.push(sandbox);
    return sandbox;
  };

  it('keeps a mail sent with nodemailer and shows it as JSON, raw and on the page', async () => {
    const sandbox = await started();
    await sender(sandbox).sendMail({
      from: 'office@school.example',
      to: 'head@school.example',
      replyTo: 'parent@example.com',
      subject: 'An application',
      text: 'Name: Sita',
      messageId: '<fixed-id@school.example>',
      attachments: [{ filename: 'photo.jpg', content: photo, contentType: 'image/jpeg' }],
    });

    const http = `http://${sandbox.host}:${sandbox.httpPort}`;
    const list = await request(http).get('/messages');
    expect(list.status).toBe(200);
    expect(list.body.messages).toHaveLength(1);
    const [mail] = list.body.messages;
    expect(mail).toMatchObject({
      id: 1,
      subject: 'An application',
      replyTo: 'parent@example.com',
      messageId: '<fixed-id@school.example>',
      authenticatedAs: 'office',
      envelope: { from: 'office@school.example', to: ['head@school.example'] },
    });
    expect(mail.attachments).toEqual([
      {
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        size: photo.length,
        sha256: createHash('sha256').update(photo).digest('hex'),
      },
    ]);

    const one = await request(http).get('/messages/1');
    expect(one.body.text.trim()).toBe('Name: Sita');
    const raw = await request(http)
      .get('/messages/1/raw')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(raw.headers['content-type']).toContain('message/rfc822');
    expect((raw.body as Buffer).toString()).toContain('Message-ID: <fixed-id@school.example>');
    const attachment = await request(http).get('/messages/1/attachments/0').buffer(true);
    expect(Buffer.from(attachment.body as Buffer).equals(photo)).toBe(true);

    const page = await request(http).get('/');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('An application');

    expect((await request(http).get('/messages/2')).status).toBe(404);
    expect((await request(http).get('/messages/1/attachments/5')).status).toBe(404);
    expect((await request(http).delete('/messages')).status).toBe(204);
    expect((await request(http).get('/messages')).body).toEqual({ messages: [] });
  });

  it('can be down, then back on the same port, keeping what it had', async () => {
    const sandbox = await started();
    const port = sandbox.smtpPort;
    const mail = { from: 'office@school.example', to: 'head@school.example', subject: 'One', text: '1' };
    await sender(sandbox).sendMail(mail);

    await sandbox.stopSmtp();
    const refused = sender(sandbox).sendMail({ ...mail, subject: 'Two' });
    await expect(refused).rejects.toMatchObject({ code: 'ESOCKET' });

    await sandbox.startSmtp();
    expect(sandbox.smtpPort).toBe(port);
    await sender(sandbox).sendMail({ ...mail, subject: 'Three' });
    expect(sandbox.mailbox.all().map((received) => received.subject)).toEqual(['One', 'Three']);
  });
});
