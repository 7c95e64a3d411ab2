import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MailSandbox, type ReceivedMail } from 'mail-sandbox';
import { startOwnStack, type OwnStack } from './support/ownStack.js';
import { expect, test } from './support/test.js';
import { ownStackPorts } from './support/freePorts.js';
import { onePagePdf, tinyJpeg } from './support/admissionForm.js';

/**
 * What a parent sends reaches the school even when something breaks on the way: the school's mail server is down,
 * or office-service is killed (`kill -9`) in the middle of a burst of applications. This starts a stack of its own
 * (scripts/stack.ts, as the suite's) on its own ports, mailing to a mail sandbox this test starts and stops, so
 * that the mail server and office-service can be taken down without touching the suite's stack. Applications go
 * through the real nginx as multipart requests, with real (small) files.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const base = Number(process.env.E2E_PORT_BASE ?? 18000);
// The mail sandbox's SMTP port is this test's own (SMTP_HOST is set, so the stack runs no sandbox of its own).
const ports = await ownStackPorts();
const runDir = join(repoRoot, `build/e2e-${base}-office`);
const schoolInbox = 'office@school.example';

/** A JPEG and a PDF that office-service's checks accept (their bytes, not their names). */
const photo = tinyJpeg;
const birthCertificate = onePagePdf;

let sandbox: MailSandbox;
let stack: OwnStack | undefined;

/** Starts the stack on the data folder (emptied first with `fresh`), mailing to this test's sandbox. */
async function startStack(fresh: boolean): Promise<void> {
  stack = await startOwnStack({
    ports,
    dataDir: join(runDir, 'data'),
    runtimeDir: join(runDir, 'stack'),
    fresh,
    env: {
      // Each application below comes from its own address, named by the test as a trusted proxy would.
      TRUSTED_PROXIES: '127.0.0.1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(ports.mailSmtp),
      SMTP_SECURITY: 'none',
      MAIL_FROM: 'website@school.example',
      SCHOOL_INBOX: schoolInbox,
      RESULTS_SAMPLES: 'no',
    },
  });
}

async function stopStack(): Promise<void> {
  await stack?.stop();
  stack = undefined;
}

let applicationsSent = 0;
/** One application through nginx, from an address of its own; resolves with the answer's status and body. */
async function sendApplication(firstName: string): Promise<{ status: number; reference?: string }> {
  applicationsSent += 1;
  const form = new FormData();
  const fields: Record<string, string> = {
    firstName,
    lastName: 'Sah',
    gender: 'Female',
    dob: '2019-04-15',
    classApplied: 'Grade 1',
    fatherRelation: 'Father',
    fatherFirstName: 'Ram',
    fatherLastName: 'Sah',
    fatherEmail: 'ram.parent@example.com',
    fatherPhone: '9812345678',
    motherRelation: 'Mother',
    motherFirstName: 'Sita',
    motherLastName: 'Sah',
    motherPhone: '041-590123',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
  form.append('birthCertificate', new Blob([birthCertificate], { type: 'application/pdf' }), 'birth.pdf');
  const answer = await fetch(`http://127.0.0.1:${ports.http}/api/admissions`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': `10.200.${applicationsSent >> 8}.${applicationsSent & 0xff}` },
    body: form,
  });
  const body = (await answer.json().catch(() => ({}))) as { reference?: string };
  return { status: answer.status, reference: body.reference };
}

/** The school's email and the parent's confirmation of one application, as the mail server received them. */
function mailsAbout(reference: string): { school: ReceivedMail[]; confirmation: ReceivedMail[] } {
  const about = sandbox.mailbox.all().filter((mail) => mail.text?.includes(reference));
  return {
    school: about.filter((mail) => mail.envelope.to.includes(schoolInbox)),
    confirmation: about.filter((mail) => !mail.envelope.to.includes(schoolInbox)),
  };
}

/**
 * Every acknowledged application reached the school once, with both files, and its parent once. After a crash, an
 * email may arrive twice as the same email: a kill between the mail server's "250 OK" and the outbox marking the
 * row sent means it is sent again, with its Message-ID (office-service/src/mail/sender.ts), and mail systems keep
 * one copy. Never two different emails.
 */
async function expectEachMailedOnce(references: string[], { afterCrash = false } = {}): Promise<void> {
  await expect
    .poll(() => references.filter((reference) => mailsAbout(reference).school.length > 0).length, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe(references.length);
  await expect
    .poll(() => references.filter((reference) => mailsAbout(reference).confirmation.length > 0).length, {
      timeout: 30_000,
      intervals: [500],
    })
    .toBe(references.length);
  const emails = (mails: ReceivedMail[]) =>
    afterCrash ? new Set(mails.map((mail) => mail.messageId)).size : mails.length;
  for (const reference of references) {
    const { school, confirmation } = mailsAbout(reference);
    expect(emails(school), `the school's email of ${reference}`).toBe(1);
    expect(emails(confirmation), `the confirmation of ${reference}`).toBe(1);
    expect(school[0]?.attachments).toHaveLength(2);
  }
  const all = sandbox.mailbox.all();
  const messageIds = all.map((mail) => mail.messageId);
  if (!afterCrash) expect(new Set(messageIds).size, 'no Message-ID arrives twice').toBe(messageIds.length);
  // Copies with one Message-ID are one email: the same subject, to the same person.
  for (const mail of all) {
    const first = all.find((other) => other.messageId === mail.messageId)!;
    expect([mail.subject, mail.envelope.to], `the copies of ${mail.messageId}`).toEqual([
      first.subject,
      first.envelope.to,
    ]);
  }
}

test.describe.configure({ mode: 'serial' });

test.describe("applications reach the school's mail", () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    sandbox = await new MailSandbox({ smtpPort: ports.mailSmtp, httpPort: false }).start();
    await startStack(true);
  });

  test.afterAll(async () => {
    await stopStack();
    await sandbox?.close();
  });

  test('with the mail server down, applications are accepted, and they arrive once it is back', async () => {
    test.setTimeout(150_000);
    sandbox.mailbox.clear();
    await sandbox.stopSmtp();
    const answers = await Promise.all(['Down1', 'Down2', 'Down3'].map((name) => sendApplication(name)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const references = answers.map((answer) => answer.reference ?? '');

    // office-service tried, found the mail server down, and keeps the emails to try again.
    await expect.poll(() => stack?.output().includes('email not sent; will retry'), { timeout: 30_000 }).toBe(true);
    expect(sandbox.mailbox.all()).toHaveLength(0);

    await sandbox.startSmtp();
    await expectEachMailedOnce(references);
  });

  test('a kill -9 of office-service during a burst of 20 applications loses none, and mails each as one email', async () => {
    test.setTimeout(240_000);
    sandbox.mailbox.clear();
    const office = officeServicePid();
    const acknowledged: string[] = [];
    let killed = false;
    await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const answer = await sendApplication(`Burst${index + 1}`).catch(() => undefined);
        if (answer?.status !== 201 || !answer.reference) return;
        acknowledged.push(answer.reference);
        if (acknowledged.length === 8 && !killed) {
          killed = true;
          process.kill(office, 'SIGKILL');
        }
      }),
    );
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(8);

    // The stack stops the rest when a process dies (as a crash of the server would); start it again on the same data.
    await expect.poll(() => stack?.process.exitCode ?? stack?.process.signalCode ?? null).not.toBeNull();
    await stopStack();
    await startStack(false);

    await expectEachMailedOnce(acknowledged, { afterCrash: true });
    // Every acknowledged application is stored with its files (one folder per reference).
    const stored = readdirSync(join(runDir, 'data/office-files')).filter((name) => name !== '.incoming');
    for (const reference of acknowledged) {
      expect(stored).toContain(reference);
      expect(readFileSync(join(runDir, 'data/office-files', reference, 'birth-certificate.pdf'))).toEqual(
        birthCertificate,
      );
    }
  });
});

/** The pid of this stack's office-service: the process running its server with this test's OFFICE_PORT. */
function officeServicePid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!command.includes('office-service/dist/server.js')) continue;
      const environment = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environment.includes(`OFFICE_PORT=${ports.office}`)) return Number(entry);
    } catch {
      // a process that ended while we looked
    }
  }
  throw new Error(`no office-service is running on port ${ports.office}`);
}
