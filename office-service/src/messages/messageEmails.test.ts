import { describe, expect, it } from 'vitest';
import { messageEmails } from './messageEmails.js';

const message = {
  reference: 'M-7K3Q9',
  name: 'Sita Sah',
  phone: '9812345678',
  email: 'sita@example.com',
  message: 'Hello\nschool',
  createdAt: new Date('2026-01-02T03:04:05Z'),
};

describe('messageEmails', () => {
  it('one to the school with Reply-To the parent and every field, one confirmation with the reference', () => {
    const [school, confirmation, ...rest] = messageEmails(message);
    expect(rest).toEqual([]);
    expect(school).toMatchObject({ kind: 'school', to: undefined, replyTo: 'sita@example.com' });
    expect(school?.subject).toBe('Message from the website M-7K3Q9: Sita Sah');
    expect(school?.text).toContain('Reference:\nM-7K3Q9');
    expect(school?.text).toContain('Contact number:\n9812345678');
    expect(school?.text).toContain('Message:\nHello\nschool');
    expect(confirmation).toMatchObject({ kind: 'confirmation', to: 'sita@example.com', replyTo: undefined });
    expect(confirmation?.text).toContain('Your reference is M-7K3Q9');
  });

  it('gives the school the time received in Nepal time (+05:45) with its B.S. date, not the stored UTC', () => {
    const [school] = messageEmails({ ...message, createdAt: new Date('2026-11-27T03:20:35.489Z') });
    expect(school?.text).toContain('Received:\n2026-11-27 09:05 Nepal time (11 Mangsir 2083 B.S.)\n');
    expect(school?.text).not.toContain('T03:20');
  });

  it("dates a message received after midnight in Nepal (18:15 UTC) on Nepal's day, in both calendars", () => {
    const [school] = messageEmails({ ...message, createdAt: new Date('2026-11-26T20:00:00Z') });
    expect(school?.text).toContain('Received:\n2026-11-27 01:45 Nepal time (11 Mangsir 2083 B.S.)\n');
  });

  it('no email: the school only, and it is told to call', () => {
    const emails = messageEmails({ ...message, email: '' });
    expect(emails).toHaveLength(1);
    expect(emails[0]?.replyTo).toBeUndefined();
    expect(emails[0]?.text).toContain('please call them');
  });

  it('a subject is one line even if a name held line breaks', () => {
    const [school] = messageEmails({ ...message, name: 'Ram\r\nBcc: thief@example.com' });
    expect(school?.subject).toBe('Message from the website M-7K3Q9: Ram Bcc: thief@example.com');
  });
});
