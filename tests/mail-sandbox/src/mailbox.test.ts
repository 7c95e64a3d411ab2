import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Mailbox, summary } from './mailbox.js';

const raw = Buffer.from(
  [
    'From: Office <office@school.example>',
    'To: head@school.example',
    'Reply-To: parent@example.com',
    'Subject: Hello',
    'Message-ID: <one@school.example>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Plain words',
    '--b',
    'Content-Type: application/pdf; name="certificate.pdf"',
    'Content-Disposition: attachment; filename="certificate.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from('%PDF-1.4 bytes').toString('base64'),
    '--b--',
    '',
  ].join('\r\n'),
);

describe('Mailbox', () => {
  it('keeps the raw source and what it says, attachments with their bytes and SHA-256', async () => {
    const mailbox = new Mailbox();
    const mail = await mailbox.receive(raw, { from: 'office@school.example', to: ['head@school.example'] }, 'office');
    expect(mail).toMatchObject({
      id: 1,
      envelope: { from: 'office@school.example', to: ['head@school.example'] },
      authenticatedAs: 'office',
      messageId: '<one@school.example>',
      subject: 'Hello',
      from: '"Office" <office@school.example>',
      to: 'head@school.example',
      replyTo: 'parent@example.com',
      html: undefined,
    });
    expect(mail.text?.trim()).toBe('Plain words');
    expect(mail.raw.equals(raw)).toBe(true);
    expect(mail.headerLines.map((header) => header.key)).toContain('reply-to');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'certificate.pdf', contentType: 'application/pdf' });
    expect(mail.attachments[0]?.content.toString()).toBe('%PDF-1.4 bytes');
    expect(mail.attachments[0]?.sha256).toBe(createHash('sha256').update('%PDF-1.4 bytes').digest('hex'));
    expect(summary(mail)).not.toHaveProperty('raw');
    expect(summary(mail).attachments[0]).not.toHaveProperty('content');
  });

  it('numbers mails in arrival order, lists and clears them', async () => {
    const mailbox = new Mailbox();
    await mailbox.receive(raw, { from: undefined, to: ['a@x.example'] });
    await mailbox.receive(raw, { from: undefined, to: ['b@x.example'] });
    expect(mailbox.all().map((mail) => mail.id)).toEqual([1, 2]);
    expect(mailbox.find(2)?.envelope.to).toEqual(['b@x.example']);
    mailbox.clear();
    expect(mailbox.all()).toEqual([]);
  });

  it('waitFor resolves when a mail arrives, and rejects with what arrived after its timeout', async () => {
    const mailbox = new Mailbox();
    const waiting = mailbox.waitFor((mails) => mails.length === 1, 2000);
    await mailbox.receive(raw, { from: undefined, to: [] });
    await expect(waiting).resolves.toHaveLength(1);
    await expect(mailbox.waitFor((mails) => mails.length === 2, 50)).rejects.toThrow('received: ["Hello"]');
  });
});
