import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageStore } from '../messages/messageStore.js';
import { openDatabase } from '../store/database.js';
import { Outbox } from './outbox.js';
import { OutboxSender } from './sender.js';
import type { MailTransport } from './transport.js';

type Send = Parameters<MailTransport['sendMail']>[0];

/** A transport that answers as told: the sender's decisions are what is under test here, not SMTP. */
class ScriptedTransport implements MailTransport {
  readonly tries: { subject: string; messageId: string; at: number }[] = [];
  constructor(private readonly answer: (mail: Send, tryNumber: number) => Error | undefined) {}
  async sendMail(mail: Send): Promise<unknown> {
    this.tries.push({ subject: mail.subject, messageId: mail.messageId, at: Date.now() });
    const error = this.answer(mail, this.tries.length);
    if (error) throw error;
    return {};
  }
  close(): void {}
}

const smtpError = (code: string, responseCode?: number) => Object.assign(new Error('refused'), { code, responseCode });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('OutboxSender', () => {
  const senders: OutboxSender[] = [];
  afterEach(async () => {
    for (const sender of senders.splice(0)) await sender.stop();
  });

  function setUp(transport: MailTransport) {
    const db = openDatabase(':memory:');
    const store = new MessageStore(db, 'school.example.np');
    const outbox = new Outbox(db);
    const sender = new OutboxSender({
      outbox,
      transport,
      from: 'website@school.example.np',
      schoolInbox: 'office@school.example.np',
      log: pino({ level: 'silent' }),
      retry: { firstMs: 50, maxMs: 200 },
    });
    senders.push(sender);
    const add = (email = '') => store.add({ name: 'Sita', phone: '9812345678', email, message: 'Hi' });
    const states = () => db.prepare('SELECT state, attempts, last_outcome AS outcome FROM outbox ORDER BY id').all();
    return { sender, add, states };
  }

  it('retries a mail server that is down with growing waits, the same Message-ID each time', async () => {
    const transport = new ScriptedTransport((_mail, n) => (n <= 4 ? smtpError('ECONNECTION') : undefined));
    const { sender, add, states } = setUp(transport);
    add();
    sender.start();
    while (transport.tries.length < 5) await wait(20);
    await wait(50);
    expect(states()).toEqual([{ state: 'sent', attempts: 5, outcome: 'sent' }]);
    expect(new Set(transport.tries.map((attempt) => attempt.messageId)).size).toBe(1);
    const gaps = transport.tries.slice(1).map((attempt, i) => attempt.at - (transport.tries[i]?.at ?? 0));
    // 50, 100, 200, 200 ms (doubling, capped): each wait at least its due time.
    expect(gaps[0]).toBeGreaterThanOrEqual(45);
    expect(gaps[1]).toBeGreaterThanOrEqual(95);
    expect(gaps[2]).toBeGreaterThanOrEqual(195);
    expect(gaps[3]).toBeGreaterThanOrEqual(195);
  });

  it('marks a confirmation whose mailbox is refused (5xx) failed, and goes on with the next email', async () => {
    const transport = new ScriptedTransport((mail) =>
      mail.to === 'nobody@example.com' ? smtpError('EENVELOPE', 550) : undefined,
    );
    const { sender, add, states } = setUp(transport);
    add('nobody@example.com');
    add('');
    sender.start();
    while (transport.tries.length < 3) await wait(20);
    await wait(50);
    expect(states()).toEqual([
      { state: 'sent', attempts: 1, outcome: 'sent' },
      { state: 'failed', attempts: 1, outcome: 'EENVELOPE 550' },
      { state: 'sent', attempts: 1, outcome: 'sent' },
    ]);
  });

  it.each([
    ['a wrong password', 'EAUTH', 535],
    ['a refused school inbox', 'EENVELOPE', 550],
  ])('retries the school’s copy after %s: the operator can fix that', async (_label, code, responseCode) => {
    const transport = new ScriptedTransport((_mail, n) => (n <= 2 ? smtpError(code, responseCode) : undefined));
    const { sender, add, states } = setUp(transport);
    add('');
    sender.start();
    while (transport.tries.length < 3) await wait(20);
    await wait(50);
    expect(states()).toEqual([{ state: 'sent', attempts: 3, outcome: 'sent' }]);
  });

  it('sends what is queued after it started, when woken', async () => {
    const transport = new ScriptedTransport(() => undefined);
    const { sender, add, states } = setUp(transport);
    sender.start();
    await wait(50);
    add();
    sender.wake();
    while (transport.tries.length < 1) await wait(20);
    await wait(50);
    expect(states()).toEqual([{ state: 'sent', attempts: 1, outcome: 'sent' }]);
  });
});
