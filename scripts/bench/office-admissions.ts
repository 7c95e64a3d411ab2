/**
 * `make bench`: the school office's side of the admission form and its mail.
 *
 *   applications  BENCH_APPLICATIONS (50) applications sent at once through nginx, each from its own address with
 *                 a 2 MB photo and a 5 MB birth certificate, on the whole local stack (office-service mailing to the
 *                 mail sandbox) with the site's default limits. Prints each answer's status and the p50/p99/max
 *                 time to the answer; then waits until the sandbox has every school email (both files attached).
 *                 Targets: every application answered 201, and office-service's peak memory (its resident set's
 *                 high-water mark, VmHWM, over the uploads and the mailing of them) below 200 MB. Also prints
 *                 the peak of the process office-service opens the files in (src/files/isolatedCheck.ts).
 *   outbox        BENCH_EMAILS (1,000) emails waiting in the outbox: contact messages (an email to the school and a
 *                 confirmation each) taken by an office-service with no mail server set, which is then restarted
 *                 with one (the mail sandbox). Prints the time from that start until the last email arrived.
 *                 Target: under 60 s.
 * Exits 1 if a target is missed.
 *
 *   npx tsx scripts/bench/office-admissions.ts
 * Settings: BENCH_PORT_BASE (26000), BENCH_APPLICATIONS (50), BENCH_EMAILS (1000, an even number).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MailSandbox } from 'mail-sandbox';
import sharp from 'sharp';
import { settingsFromEnv, startStack } from '../stack.js';
import { configureBenchStack, numberSetting, percentile, repoRoot } from './benchSupport.js';

const portBase = numberSetting('BENCH_PORT_BASE', 26000);
const applications = numberSetting('BENCH_APPLICATIONS', 50);
const emails = numberSetting('BENCH_EMAILS', 1000);
const peakMemoryTargetMb = 200;
const outboxTargetSeconds = 60;
const megabyte = 1024 * 1024;

/**
 * A 2 MB photo and a 5 MB birth certificate that office-service's checks accept: a JPEG sharp can decode (noise,
 * which compresses as badly as a phone's grain) and a PDF that parses, with a scan's worth of bytes on its page.
 */
async function benchFiles() {
  const [width, height] = [1800, 1350];
  const noise = randomBytes(width * height * 3);
  // In Buffer.concat's copy: a Buffer over a plain ArrayBuffer, as Blob takes.
  const photo = Buffer.concat([
    await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer(),
  ]);
  const scan = randomBytes(5 * megabyte);
  const birthCertificate = Buffer.concat([
    Buffer.from(
      '%PDF-1.7\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
        '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R>> endobj\n' +
        `4 0 obj <</Length ${scan.length}>> stream\n`,
    ),
    scan,
    Buffer.from('\nendstream endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'),
  ]);
  return { photo, birthCertificate };
}
const { photo, birthCertificate } = await benchFiles();

const applicationFields = (index: number): Record<string, string> => ({
  firstName: `Bench${index}`,
  lastName: 'Sah',
  gender: 'Female',
  dob: '2019-04-15',
  classApplied: 'Grade 1',
  fatherRelation: 'Father',
  fatherFirstName: 'Ram',
  fatherLastName: 'Sah',
  fatherEmail: `parent${index}@example.com`,
  fatherPhone: '9812345678',
  motherRelation: 'Mother',
  motherFirstName: 'Sita',
  motherLastName: 'Sah',
  motherPhone: '041-590123',
});

/** A process's resident memory high-water mark in MB (Linux: VmHWM in /proc/<pid>/status). */
function peakMemoryMb(pid: number): number {
  const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmHWM for process ${pid}`);
  return Number(line[1]) / 1024;
}

async function waitFor(what: string, ready: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function benchApplications(): Promise<boolean> {
  // The site's own limits, and each application from its own address as nginx is told by a trusted proxy.
  configureBenchStack('office', portBase, {
    TRUSTED_PROXIES: '127.0.0.1',
    OFFICE_FORM_RATE_LIMIT: '',
    OFFICE_FORM_RATE_BURST: '',
  });
  const stack = await startStack(settingsFromEnv(['--fresh']));
  try {
    const office = stack.pidOf('office-service');
    if (!office || !stack.mailSandboxUrl) throw new Error('the stack runs no office-service or mail sandbox');
    const statuses: number[] = [];
    const latenciesMs: number[] = [];
    await Promise.all(
      Array.from({ length: applications }, async (_, index) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(applicationFields(index))) form.append(name, value);
        form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
        form.append('birthCertificate', new Blob([birthCertificate], { type: 'application/pdf' }), 'birth.pdf');
        const sent = performance.now();
        const answer = await fetch(`${stack.siteUrl}/api/admissions`, {
          method: 'POST',
          headers: { 'X-Forwarded-For': `10.77.${index >> 8}.${index & 0xff}` },
          body: form,
        }).catch(() => undefined);
        await answer?.arrayBuffer();
        latenciesMs.push(performance.now() - sent);
        statuses.push(answer?.status ?? 0);
      }),
    );
    const sorted = latenciesMs.sort((a, b) => a - b);
    const created = statuses.filter((status) => status === 201).length;
    console.log(
      `\n${applications} applications at once through nginx, each a ${(photo.length / megabyte) | 0} MB photo and a ` +
        `${(birthCertificate.length / megabyte) | 0} MB PDF`,
    );
    console.table([
      {
        answered201: created,
        other: statuses.filter((status) => status !== 201).join(' ') || 'none',
        'p50 ms': percentile(sorted, 50).toFixed(0),
        'p99 ms': percentile(sorted, 99).toFixed(0),
        'max ms': (sorted.at(-1) ?? Number.NaN).toFixed(0),
      },
    ]);

    const peakAfterUploads = peakMemoryMb(office);
    // The process office-service opens images and PDFs in (src/files/isolatedCheck.ts), still alive for a minute.
    const checkers = readFileSync(`/proc/${office}/task/${office}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    const checkerPeak = Math.max(0, ...checkers.map((pid) => peakMemoryMb(Number(pid))));
    // The school's emails, both files attached, read from disk as they are sent: part of the service's peak.
    const started = performance.now();
    await waitFor(
      'every school email in the sandbox',
      async () => {
        const list = (await (await fetch(`${stack.mailSandboxUrl}messages`)).json()) as {
          messages: { attachments: unknown[] }[];
        };
        return list.messages.filter((mail) => mail.attachments.length === 2).length >= created;
      },
      300_000,
    );
    const peak = peakMemoryMb(office);
    console.log(
      `every school email arrived with both files ${((performance.now() - started) / 1000).toFixed(1)} s after the ` +
        `last answer; office-service's peak memory (VmHWM): ${peakAfterUploads.toFixed(0)} MB by the last answer, ` +
        `${peak.toFixed(0)} MB once every email was sent (target below ${peakMemoryTargetMb} MB); its file-checking ` +
        `process's: ${checkerPeak.toFixed(0)} MB (ends after a minute without files)`,
    );
    const met = created === applications && peak < peakMemoryTargetMb;
    if (created !== applications) console.log(`MISSED: ${applications - created} applications were not answered 201`);
    if (peak >= peakMemoryTargetMb) console.log(`MISSED: office-service's peak memory is ${peak.toFixed(0)} MB`);
    return met;
  } finally {
    await stack.stop();
  }
}

/** office-service by itself on the bench's own data folder, built (dist), with `env` over its settings. */
async function startOffice(dataDir: string, env: Record<string, string>): Promise<ChildProcess> {
  const port = portBase + 20;
  const child = spawn(process.execPath, [join(repoRoot, 'office-service/dist/server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      SMTP_HOST: '',
      BIND_HOST: '127.0.0.1',
      OFFICE_PORT: String(port),
      OFFICE_DB_PATH: join(dataDir, 'office.sqlite'),
      OFFICE_MESSAGES_PER_HOUR: '100000',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  await waitFor(
    'office-service answering',
    () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      ),
    20_000,
  );
  return child;
}

async function stopOffice(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function benchOutbox(): Promise<boolean> {
  const dataDir = resolve(repoRoot, `build/bench-outbox-${portBase}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const messages = Math.ceil(emails / 2);

  // No mail server: every message is kept with its two emails waiting in the outbox.
  const keeping = await startOffice(dataDir, {});
  for (let start = 0; start < messages; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, messages - start) }, async (_, offset) => {
        const index = start + offset;
        const answer = await fetch(`http://127.0.0.1:${portBase + 20}/api/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Bench Parent ${index}`,
            phone: '9812345678',
            email: `parent${index}@example.com`,
            message: 'When does the new term start?',
            agreed: true,
          }),
        });
        if (answer.status !== 201) throw new Error(`a message was answered ${answer.status}`);
      }),
    );
  }
  await stopOffice(keeping);

  const sandbox = await new MailSandbox({ smtpPort: portBase + 21, httpPort: false }).start();
  try {
    const started = performance.now();
    const sending = await startOffice(dataDir, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(portBase + 21),
      SMTP_SECURITY: 'none',
      MAIL_FROM: 'website@school.example',
      SCHOOL_INBOX: 'office@school.example',
    });
    try {
      await waitFor('every queued email in the sandbox', () => sandbox.mailbox.all().length >= 2 * messages, 300_000);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `\n${2 * messages} queued emails (${messages} contact messages) delivered to the mail sandbox in ` +
          `${seconds.toFixed(1)} s from office-service's start with a mail server (target under ${outboxTargetSeconds} s)`,
      );
      if (seconds >= outboxTargetSeconds) console.log('MISSED: the outbox took too long');
      return seconds < outboxTargetSeconds;
    } finally {
      await stopOffice(sending);
    }
  } finally {
    await sandbox.close();
  }
}

const applicationsMet = await benchApplications();
const outboxMet = await benchOutbox();
process.exit(applicationsMet && outboxMet ? 0 : 1);
