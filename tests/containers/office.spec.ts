/**
 * The school office through the container stack: an admission application sent through nginx
 * reaches the mail sandbox container, as office-service mails it through the egress network with SMTP_SECURITY=none;
 * the operator's `make admissions` works inside the container; a member of staff added with `make staff` signs in
 * with the emailed code and opens the application; the application's files survive `down`/`up` and a
 * backup/restore; results published with `make results ARGS="import …"` (streamed into the container) are looked up
 * through nginx and survive a backup/restore; and no sample student's name is anywhere in the web image.
 * Only the published loopback ports are connected to.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { withNewConnection } from './support/afterReload.js';
import { engineCli, imageTag, projectServices, repoRoot, stackContainers, testStack } from './support/engine.js';

const mailSandboxUrl = process.env.CONTAINERS_MAIL_SANDBOX_URL ?? 'http://127.0.0.1:18226';
const schoolInbox = 'office@school.test';
const sampleCsv = join(repoRoot, 'office-service/samples/results-sample.csv');

test.describe.configure({ mode: 'serial' });

/** A make target as an operator runs it, pointed at the test stack instead of the default one. */
function make(target: string, ...args: string[]) {
  const run = spawnSync(
    'make',
    [
      '--no-print-directory',
      target,
      'COMPOSE=bash scripts/containers/test-stack.sh compose',
      'COMPOSE_FILES=',
      ...args,
    ],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, BACKUP_STACK: 'compose' } },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

async function waitUntilHealthy(): Promise<void> {
  await expect
    .poll(
      async () => {
        const containers = await stackContainers();
        return projectServices.every((name) => containers.get(name)?.State.Health?.Status === 'healthy');
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(true);
}

interface MailSummary {
  id: number;
  authenticatedAs?: string;
  subject?: string;
  replyTo?: string;
  envelope: { to: string[] };
  text?: string;
  attachments: { filename?: string; contentType: string; size: number; sha256: string }[];
}

async function mails(request: APIRequestContext): Promise<MailSummary[]> {
  const answer = await request.get(`${mailSandboxUrl}/messages`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { messages: MailSummary[] }).messages;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let photo: Buffer;
let certificate: Buffer;
let reference: string;
/** The photo as office-service keeps and mails it: the JPEG copy its sharp made of `photo`. */
let keptPhoto: { size: number; sha256: string };

test("an application through nginx reaches the mail sandbox container with both files: the PDF byte for byte, the photo as office-service's JPEG copy", async ({
  page,
  request,
}) => {
  // A real JPEG from Chromium's encoder and a real PDF from its printer, as a phone and a scanner make them.
  await page.setContent(
    '<h1>Birth certificate</h1><p>Asha Container, born 2019-04-15.</p><canvas width="64" height="48">',
  );
  const jpegDataUrl = await page.evaluate(() => {
    const canvas = document.querySelector('canvas')!;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#3a7';
    context.fillRect(0, 0, 64, 48);
    context.fillStyle = '#fff';
    context.fillRect(16, 12, 32, 24);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  photo = Buffer.from(jpegDataUrl.split(',')[1]!, 'base64');
  certificate = await page.pdf({ format: 'A5' });
  expect(photo.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  expect(certificate.subarray(0, 5).toString()).toBe('%PDF-');

  const answer = await request.post('/api/admissions', {
    multipart: {
      firstName: 'Asha',
      lastName: 'Container',
      gender: 'Female',
      dob: '2019-04-15',
      classApplied: 'Grade 1',
      fatherRelation: 'Father',
      fatherFirstName: 'Ram',
      fatherLastName: 'Container',
      fatherEmail: 'ram.parent@example.com',
      fatherPhone: '9812345678',
      motherRelation: 'Mother',
      motherFirstName: 'Sita',
      motherPhone: '9812345679',
      photo: { name: 'asha.jpg', mimeType: 'image/jpeg', buffer: photo },
      birthCertificate: { name: 'birth-certificate.pdf', mimeType: 'application/pdf', buffer: certificate },
    },
  });
  const body = (await answer.json()) as { reference?: string; message?: string };
  expect(answer.status(), body.message).toBe(201);
  reference = body.reference!;
  expect(reference).toMatch(/^A-[0-9A-Z]{5}$/);

  await expect
    .poll(async () => (await mails(request)).filter((mail) => mail.subject?.includes(reference)).length, {
      timeout: 60_000,
    })
    .toBe(2);
  const about = (await mails(request)).filter((mail) => mail.subject?.includes(reference));
  const school = about.find((mail) => mail.envelope.to.includes(schoolInbox))!;
  expect(school, 'the school got the application').toBeTruthy();
  expect(school.subject).toBe(`Admission application ${reference}: Asha Container, Grade 1`);
  expect(school.replyTo).toContain('ram.parent@example.com');
  // office-service logged in with SMTP_USER and SMTP_PASSWORD, as it would at Gmail.
  expect(school.authenticatedAs).toBe('website@school.test');
  expect(school.attachments.map((a) => [a.filename, a.contentType])).toEqual([
    ['photo.jpg', 'image/jpeg'],
    ['birth-certificate.pdf', 'application/pdf'],
  ]);
  // The PDF byte for byte; the photo re-encoded by sharp inside the image, so never the bytes that were sent.
  expect(school.attachments[1]).toMatchObject({ size: certificate.length, sha256: sha256(certificate) });
  keptPhoto = { size: school.attachments[0]!.size, sha256: school.attachments[0]!.sha256 };
  expect(keptPhoto.sha256).not.toBe(sha256(photo));
  const confirmation = about.find((mail) => mail.envelope.to.includes('ram.parent@example.com'))!;
  expect(confirmation.text).toContain(reference);
});

/** The application's files as `make admissions ARGS="copy REF FOLDER"` streams them out of the container. */
function copiedFiles(): { photo: Buffer; certificate: Buffer; output: string } {
  const folder = mkdtempSync(join(tmpdir(), 'containers-copy-'));
  try {
    const copy = make('admissions', `ARGS=copy ${reference} ${folder}`);
    expect(copy.status, copy.stderr).toBe(0);
    expect(readdirSync(join(folder, reference)).sort()).toEqual(['birth-certificate.pdf', 'photo.jpg']);
    return {
      photo: readFileSync(join(folder, reference, 'photo.jpg')),
      certificate: readFileSync(join(folder, reference, 'birth-certificate.pdf')),
      output: copy.stdout,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test('make admissions works inside the container: list, show, export and copy', () => {
  const list = make('admissions', 'ARGS=list');
  expect(list.status, list.stderr).toBe(0);
  expect(list.stdout).toMatch(
    new RegExp(`${reference}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+Grade 1\\s+Asha Container`),
  );
  const show = make('admissions', `ARGS=show ${reference}`);
  expect(show.stdout).toContain(`photo             photo.jpg (${keptPhoto.size} bytes)`);
  const csv = make('admissions', 'ARGS=export');
  expect(csv.stdout.split('\r\n')[0]).toMatch(/^reference,received_at_nepal_time,received_date_bs,firstName,/);
  expect(csv.stdout).toContain(`${reference},`);
  const copied = copiedFiles();
  expect(copied.output).toContain(`Copied ${reference}'s files into`);
  expect(sha256(copied.photo)).toBe(keptPhoto.sha256);
  expect(copied.certificate.equals(certificate)).toBe(true);
  const messages = make('messages', 'ARGS=list');
  expect(messages.status, messages.stderr).toBe(0);
});

test('an office member added with make staff signs in with the emailed code and opens the application, through nginx', async ({
  request,
}) => {
  const email = `clerk-${Date.now()}@school.test`;
  const added = make('staff', `ARGS=add ${email} --role office`);
  expect(added.status, added.stderr).toBe(0);
  const origin = new URL(process.env.CONTAINERS_SITE_URL ?? 'http://127.0.0.1:18280').origin;
  const asked = await request.post('/api/office/sign-in/code', { data: { email }, headers: { origin } });
  expect(asked.status()).toBe(202);
  let code = '';
  await expect
    .poll(
      async () => {
        const mailed = (await mails(request)).find((mail) => mail.envelope.to.includes(email));
        code = /\b(\d{6})\b/.exec(mailed?.subject ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toMatch(/^\d{6}$/);
  const signedIn = await request.post('/api/office/sign-in', { data: { email, code }, headers: { origin } });
  expect(signedIn.status()).toBe(200);
  const cookie = signedIn.headers()['set-cookie']!;
  // Plain HTTP: HttpOnly and SameSite=Strict, without Secure (the HTTPS run checks __Host- and Secure).
  expect(cookie).toMatch(/^office_session=[\w-]+;.*HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Strict/i);
  const session = { cookie: cookie.split(';')[0]! };

  const opened = await request.get(`/api/office/applications/${reference}`, { headers: session });
  expect(opened.status()).toBe(200);
  expect(await opened.json()).toMatchObject({ reference, files: { photo: 'photo.jpg' } });
  const photoServed = await request.get(`/api/office/applications/${reference}/files/photo`, { headers: session });
  expect(photoServed.headers()['content-type']).toBe('image/jpeg');
  expect(photoServed.headers()['x-content-type-options']).toBe('nosniff');
  expect(sha256(await photoServed.body())).toBe(keptPhoto.sha256);
  // Without the session (a request of its own, with no cookie jar), the same address is refused.
  expect((await fetch(`${origin}/api/office/applications/${reference}`)).status).toBe(401);
  expect(make('staff', `ARGS=remove ${email}`).status).toBe(0);
});

test("the SMTP password is in office-service's environment only: not in its image, nor in any log", async () => {
  const password = process.env.TEST_SMTP_PASSWORD ?? '';
  expect(password, 'test-containers.sh sets a distinctive TEST_SMTP_PASSWORD').toMatch(/^containers-smtp-secret-/);
  const containers = await stackContainers();
  expect(containers.get('office-service')!.Config.Env).toContain(`SMTP_PASSWORD=${password}`);
  const image = `school-website/office-service:${imageTag}`;
  expect(engineCli('image', 'inspect', image)).not.toContain(password);
  expect(engineCli('history', '--no-trunc', image)).not.toContain(password);
  for (const [name, container] of containers) {
    if (name !== 'office-service') expect(JSON.stringify(container.Config.Env), name).not.toContain(password);
  }
  const logs = testStack('compose', 'logs', '--no-color');
  expect(logs.stdout + logs.stderr).toContain('mailing through the SMTP server');
  expect((logs.stdout + logs.stderr).includes(password), 'the SMTP password in a log').toBe(false);
});

test("the application's files survive `down` and `up`", async () => {
  test.setTimeout(240_000);
  expect(testStack('down').status).toBe(0);
  expect((await stackContainers()).size, 'no container is left after down').toBe(0);
  const up = testStack('up');
  expect(up.status, up.stderr).toBe(0);
  await waitUntilHealthy();
  const copied = copiedFiles();
  expect(sha256(copied.photo)).toBe(keptPhoto.sha256);
  expect(copied.certificate.equals(certificate)).toBe(true);
});

async function lookup(request: APIRequestContext) {
  const answer = await request.post('/api/results/lookup', {
    data: { name: 'aarav yadav', class: 'Grade 3', roll: 7, exam: 'First Terminal 2082', dob: '2016-08-28' },
  });
  return { status: answer.status(), body: (await answer.json()) as { name?: string; message?: string } };
}

test('results imported with make results are looked up through nginx; a backup/restore keeps them and the application', async ({
  request,
}) => {
  test.setTimeout(300_000);
  // A Compose install starts with no results (RESULTS_SAMPLES=no).
  expect((await lookup(request)).status).toBe(404);
  const imported = make('results', `ARGS=import ${sampleCsv}`);
  expect(imported.status, imported.stderr).toBe(0);
  expect(imported.stdout).toContain("Published 'First Terminal 2082': 3 records, live on the site now.");
  const found = await lookup(request);
  expect(found.status, found.body.message).toBe(200);
  expect(found.body.name).toBe('Aarav Yadav');

  const backupDir = mkdtempSync(join(tmpdir(), 'containers-office-backups-'));
  try {
    const backup = spawnSync(
      'make',
      ['--no-print-directory', 'backup', 'COMPOSE=bash scripts/containers/test-stack.sh compose'],
      { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, BACKUP_DIR: backupDir, BACKUP_STACK: 'compose' } },
    );
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/office\.sqlite: integrity ok, \d+ bytes, rows: .*admissions [1-9]/);
    expect(backup.stdout).toMatch(/office\.sqlite: .*result_records [1-9]/);
    expect(backup.stdout).toMatch(/office-files\.tar: [1-9]\d* files, \d+ bytes, listed whole/);
    const [set] = readdirSync(backupDir).filter((name) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/.test(name));
    expect(set, backup.stdout).toBeDefined();

    // After the backup: the application deleted with its files, the exam removed.
    const deleted = make('admissions', `ARGS=delete ${reference}`);
    expect(deleted.status, deleted.stderr).toBe(0);
    // make answers 2 for any failed command; the command's own words say why.
    const gone = make('admissions', `ARGS=show ${reference}`);
    expect(gone.status).not.toBe(0);
    expect(gone.stderr).toContain(`there is no application ${reference}`);
    expect(make('results', "ARGS=delete --exam 'First Terminal 2082'").status).toBe(0);
    expect((await lookup(request)).status).toBe(404);

    const restore = spawnSync(
      'make',
      [
        '--no-print-directory',
        'restore',
        'COMPOSE=bash scripts/containers/test-stack.sh compose',
        `FROM=${join(backupDir, set!)}`,
      ],
      { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, BACKUP_DIR: backupDir, BACKUP_STACK: 'compose' } },
    );
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('office-files restored');
    await waitUntilHealthy();

    const copied = copiedFiles();
    expect(sha256(copied.photo)).toBe(keptPhoto.sha256);
    expect(copied.certificate.equals(certificate)).toBe(true);
    // One lookup: lookups are limited to a few a minute per address, and nginx was reloaded before restore ended.
    expect((await withNewConnection(lookup)).status).toBe(200);
  } finally {
    rmSync(backupDir, { recursive: true, force: true });
  }
});

/** Every regular file below `dir`, its content decompressed too where the name says it is compressed. */
function* filesBelow(dir: string): Generator<{ path: string; content: Buffer }> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(path);
    else if (entry.isFile()) {
      let content = readFileSync(path);
      try {
        if (entry.name.endsWith('.gz')) content = Buffer.concat([content, gunzipSync(content)]);
        if (entry.name.endsWith('.br')) content = Buffer.concat([content, brotliDecompressSync(content)]);
      } catch {
        // Not really compressed: the raw bytes were searched anyway.
      }
      yield { path, content };
    }
  }
}

test("no sample student's name is in any file of the web image", () => {
  test.setTimeout(180_000);
  const names = [
    ...new Set(
      readFileSync(sampleCsv, 'utf8')
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(',')[1]!),
    ),
  ];
  expect(names.length, 'the sample students').toBeGreaterThanOrEqual(5);
  const work = mkdtempSync(join(tmpdir(), 'web-image-files-'));
  const container = engineCli('create', `school-website/web:${imageTag}`).trim();
  try {
    engineCli('export', '-o', join(work, 'web.tar'), container);
    const root = join(work, 'root');
    spawnSync('mkdir', [root]);
    const unpacked = spawnSync('tar', ['-xf', join(work, 'web.tar'), '-C', root, '--no-same-owner', '--exclude=dev/*']);
    expect(unpacked.status, String(unpacked.stderr)).toBe(0);
    rmSync(join(work, 'web.tar'));
    let files = 0;
    let siteFiles = 0;
    const found: string[] = [];
    // In the bytes as stored, and as a bundler may write non-ASCII letters (\uXXXX escapes).
    const escaped = (name: string) =>
      [...name]
        .map((c) => (c.charCodeAt(0) < 128 ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`))
        .join('');
    const needles = names.flatMap((name) => [name, escaped(name)]);
    for (const { path, content } of filesBelow(root)) {
      files += 1;
      if (path.includes('/usr/share/nginx/html/')) siteFiles += 1;
      for (const needle of new Set(needles)) if (content.includes(needle)) found.push(`${path}: ${needle}`);
    }
    expect(siteFiles, 'files of the built site searched').toBeGreaterThan(20);
    expect(files, 'files searched').toBeGreaterThan(1000);
    expect(found, 'files naming a sample student').toEqual([]);
  } finally {
    engineCli('rm', container);
    rmSync(work, { recursive: true, force: true });
  }
});
