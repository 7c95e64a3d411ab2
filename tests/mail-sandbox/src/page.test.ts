import { describe, expect, it } from 'vitest';
import { Mailbox } from './mailbox.js';
import { mailboxPage } from './page.js';

describe('the mailbox page', () => {
  it('shows what a mail says as text: markup a visitor typed is escaped', async () => {
    const mailbox = new Mailbox();
    const raw = Buffer.from(
      'From: a@x.example\r\nTo: b@x.example\r\nSubject: <b>bold</b>\r\n\r\nHi <script>alert(1)</script>\r\n',
    );
    await mailbox.receive(raw, { from: 'a@x.example', to: ['b@x.example'] });
    const page = mailboxPage(mailbox.all());
    expect(page).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(page).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>');
  });

  it('says when nothing arrived', () => {
    expect(mailboxPage([])).toContain('No mail received yet.');
  });
});
