import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, truncateSync, statSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import { startOwnStack, type OwnStack } from './support/ownStack.js';
import { expect, test } from './support/test.js';
import { ownStackPorts } from './support/freePorts.js';
import { ports } from '../playwright.config.js';
import { damageMiddlePage } from '../sqliteDamage.js';
import { onePagePdf, tinyJpeg } from './support/admissionForm.js';
import { makeStaff } from './support/staff.js';
import { signInTablesEndedByRestore } from '@school/service-kit/sqlite-copy';

/**
 * `make backup` and `make restore` against make start's kind of stack (the e2e stack's data folder): a backup taken
 * while comments and payments are being written holds every write acknowledged before it began, and an admission
 * application sent before it with its two files; restored into an empty data folder, a second stack serves those
 * comments, the CSV export lists those payments and `make admissions` shows the application with its files, byte
 * for byte; a damaged copy (a database or the files' tar), a missing one, and a database still in use are refused. Writers connect from their own loopback addresses
 * (127.0.0.160 and up), so that each has its own rate-limit budgets.
 */
const repoRoot = resolve(import.meta.dirname, '../..');
const runDir = join(repoRoot, `build/e2e-${ports.payment - 1}`);
const liveData = join(runDir, 'data');
const backupDir = join(runDir, 'backups');
const restoredData = join(runDir, 'restored-data');
const postPath = '/api/comments/peace-rally';
/** The restored stack's ports, beside the e2e stack's. */
const restoredPorts = await ownStackPorts();

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A make target run as an operator runs it, against make start's data folder (never a Compose stack). */
function make(args: string[], settings: Record<string, string>): Promise<Outcome> {
  return run('make', ['--no-print-directory', ...args], { BACKUP_STACK: 'local', BACKUP_DIR: backupDir, ...settings });
}

function run(command: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** A database's rows per table, as the backup's own check counts them. */
async function rowsIn(file: string): Promise<Record<string, number>> {
  const checked = await run(
    'node',
    [join(repoRoot, 'packages/service-kit/dist/cli/database-copy.js'), 'check', file],
    {},
  );
  expect(checked.code, checked.stderr).toBe(0);
  const listed = /rows: (.*)$/m.exec(checked.stdout)?.[1] ?? '';
  return Object.fromEntries(listed.split(', ').map((entry) => [entry.split(' ')[0]!, Number(entry.split(' ')[1])]));
}

/** A member of staff signed in on the live site with a one-time link: a session row in its office.sqlite. */
async function signedInStaff(): Promise<string> {
  const email = `backup-${Date.now()}@school.example.np`;
  await makeStaff('add', email, '--role', 'office');
  const token = /#link=([\w-]+)/.exec(await makeStaff('link', email))![1]!;
  const site = `http://127.0.0.1:${ports.http}`;
  const answer = await fetch(`${site}/api/office/sign-in/link`, {
    method: 'POST',
    headers: { origin: site, 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(answer.status).toBe(200);
  return answer.headers.get('set-cookie')!.split(';')[0]!;
}

/** POSTs JSON to the site from one local address; resolves with the status once the answer is complete. */
function postFrom(agent: Agent, path: string, body: unknown, port = ports.http): Promise<number> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: 'POST', path, agent, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    req.on('error', fail);
    req.end(JSON.stringify(body));
  });
}

interface Written {
  comments: string[];
  payments: string[];
}

/**
 * Writers, one per address, post comments (4 each, under the service's 5 a minute) and start payments until
 * told to stop. Each write acknowledged (2xx) is recorded as before or after the backup began.
 */
function startWriters(addresses: string[], backupBegan: () => boolean) {
  const before: Written = { comments: [], payments: [] };
  const after: Written = { comments: [], payments: [] };
  let stopping = false;
  const record = (kind: keyof Written, id: string, status: number) => {
    if (status >= 200 && status < 300) (backupBegan() ? after : before)[kind].push(id);
  };
  const writers = addresses.map(async (address, writer) => {
    const agent = new Agent({ keepAlive: true, localAddress: address });
    for (let i = 0; !stopping && i < 25; i++) {
      const text = `Backup check ${writer}-${i} ${Date.now()}`;
      const transactionId = `txn_${Date.now()}_bk${writer}x${i}abc`;
      const writes: Promise<void>[] = [
        postFrom(agent, '/api/esewa/initiate', {
          studentName: 'Sita Backup',
          className: 'Grade 2',
          parentName: 'Ram Backup',
          amount: 1000 + i,
          transactionId,
        }).then((status) => record('payments', transactionId, status)),
      ];
      if (i < 4) {
        writes.push(
          postFrom(agent, postPath, { name: 'Backup', text }).then((status) => record('comments', text, status)),
        );
      }
      await Promise.all(writes);
    }
    agent.destroy();
  });
  return {
    before,
    after,
    count: () => before.comments.length + before.payments.length,
    stop: async () => {
      stopping = true;
      await Promise.all(writers);
    },
  };
}

/** Every comment of the post on a stack, page by page, as the site lists them. */
async function listedComments(port: number): Promise<string[]> {
  const texts: string[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const query: string = cursor ? `?limit=100&cursor=${cursor}` : '?limit=100';
    const response = await fetch(`http://127.0.0.1:${port}${postPath}${query}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as { comments: { text: string }[]; nextCursor: string | null };
    texts.push(...page.comments.map((comment) => comment.text));
    cursor = page.nextCursor;
  }
  return texts;
}

/** A JPEG and a PDF that office-service's checks accept (their bytes, not their names). */
const photo = tinyJpeg;
const birthCertificate = onePagePdf;

/** Sends an admission application through the site's nginx, as the form does (multipart); its reference. */
async function sendApplication(): Promise<string> {
  const form = new FormData();
  const fields: Record<string, string> = {
    firstName: 'Asha',
    lastName: 'Backup',
    gender: 'Female',
    dob: '2019-04-15',
    classApplied: 'Grade 1',
    fatherRelation: 'Father',
    fatherFirstName: 'Ram',
    fatherLastName: 'Backup',
    fatherPhone: '9812345678',
    motherRelation: 'Mother',
    motherFirstName: 'Sita',
    motherPhone: '9812345679',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'asha.jpg');
  form.append('birthCertificate', new Blob([birthCertificate], { type: 'application/pdf' }), 'birth.pdf');
  // Its own client address, named as a trusted proxy would (the stack trusts 127.0.0.1).
  const answer = await fetch(`http://127.0.0.1:${ports.http}/api/admissions`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': '127.0.0.158' },
  });
  const body = (await answer.json()) as { reference?: string; message?: string };
  expect(answer.status, body.message).toBe(201);
  return body.reference!;
}

function exportedTransactions(database: string): Promise<Outcome> {
  return run('node', [join(repoRoot, 'payment-service/dist/cli/export-transactions.js')], {
    PAYMENT_DB_PATH: database,
  });
}

test.describe('backups', () => {
  test.describe.configure({ timeout: 240_000 });
  let restoredStack: OwnStack | undefined;

  test.beforeAll(() => {
    for (const dir of [backupDir, restoredData, join(runDir, 'restored-stack'), join(runDir, 'damaged')]) {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test.afterAll(async () => {
    await restoredStack?.stop();
  });

  test('a backup taken under writes holds every acknowledged write, and restores into a working site', async () => {
    let backupBegan = false;
    const application = await sendApplication();
    // A member of staff signed in on the live site: the set holds their session, which a restore ends.
    const staffSession = await signedInStaff();
    // What office-service keeps of the photo: the JPEG copy it made, never the bytes it was sent.
    const keptPhoto = readFileSync(join(liveData, 'office-files', application, 'photo.jpg'));
    expect(keptPhoto.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    const addresses = Array.from({ length: 8 }, (_, i) => `127.0.0.${160 + i}`);
    const writers = startWriters(addresses, () => backupBegan);
    await expect.poll(() => writers.count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(40);

    backupBegan = true;
    const backup = await make(['backup'], { DATA_DIR: liveData });
    await writers.stop();
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const sets = readdirSync(backupDir).filter((name) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/.test(name));
    expect(sets).toHaveLength(1);
    const setDir = join(backupDir, sets[0]!);
    expect(backup.stdout).toContain(`Backup set written: ${setDir}`);
    expect(backup.stdout).toMatch(/payments\.sqlite: integrity ok, \d+ bytes, rows: .*transactions \d+/);
    expect(backup.stdout).toMatch(/comments\.sqlite: integrity ok, \d+ bytes, rows: .*comments \d+/);
    expect(backup.stdout).toMatch(/office\.sqlite: integrity ok, \d+ bytes, rows: .*admissions [1-9]/);
    expect(backup.stdout).toMatch(/office-files\.tar: [1-9]\d* files, \d+ bytes, listed whole/);
    expect(readdirSync(setDir).sort()).toEqual([
      'comments.sqlite',
      'office-files.tar',
      'office.sqlite',
      'payments.sqlite',
    ]);
    const { before, after } = writers;
    expect(before.comments.length).toBeGreaterThan(0);
    expect(before.payments.length).toBeGreaterThan(0);
    // The writes went on while the backup ran: the copy was taken from a database being written.
    expect(after.comments.length + after.payments.length).toBeGreaterThan(0);
    test.info().annotations.push({
      type: 'writes',
      description: `acknowledged before the backup: ${before.comments.length} comments, ${before.payments.length} payments; during or after it: ${after.comments.length} comments, ${after.payments.length} payments`,
    });

    // The copy itself lists every payment acknowledged before the backup began.
    const copied = await exportedTransactions(join(setDir, 'payments.sqlite'));
    expect(copied.code).toBe(0);
    for (const id of before.payments) expect(copied.stdout).toContain(id);

    // A restore is refused while the live stack still has its databases open, and changes nothing.
    const busy = await make(['restore', `FROM=${setDir}`], { DATA_DIR: liveData });
    expect(busy.code).not.toBe(0);
    expect(busy.stderr).toMatch(/is open in process \d+: stop its service first/);

    // Into an empty data folder: the files are the set's own bytes, with nothing stale beside them.
    const restore = await make(['restore', `FROM=${setDir}`], { DATA_DIR: restoredData });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('Restored');
    for (const file of ['payments.sqlite', 'comments.sqlite']) {
      expect(readFileSync(join(restoredData, file)).equals(readFileSync(join(setDir, file)))).toBe(true);
    }
    // office.sqlite: every row of the set, but the sign-in state a restore ends (sessions, unused codes, links and
    // passkey challenges: everyone in the office signs in again).
    const setRows = await rowsIn(join(setDir, 'office.sqlite'));
    expect(setRows.staff_sessions).toBeGreaterThanOrEqual(1);
    const ended = Object.fromEntries(
      signInTablesEndedByRestore.filter((table) => table in setRows).map((table) => [table, 0]),
    );
    expect(await rowsIn(join(restoredData, 'office.sqlite'))).toEqual({ ...setRows, ...ended });
    expect(readdirSync(restoredData).sort()).toEqual([
      'comments.sqlite',
      'office-files',
      'office.sqlite',
      'payments.sqlite',
    ]);
    // The application and its files, as the operator's command finds them in the restored folder.
    const shown = await run('node', [join(repoRoot, 'office-service/dist/cli/admissions.js'), 'show', application], {
      OFFICE_DB_PATH: join(restoredData, 'office.sqlite'),
    });
    expect(shown.code, shown.stderr).toBe(0);
    // The photo as office-service keeps it: the JPEG copy it made, the same bytes as before the backup.
    const restoredPhoto = readFileSync(join(restoredData, 'office-files', application, 'photo.jpg'));
    expect(shown.stdout).toContain(`photo             photo.jpg (${restoredPhoto.length} bytes)`);
    expect(shown.stdout).toContain(`birthCertificate  birth-certificate.pdf (${birthCertificate.length} bytes)`);
    expect(restoredPhoto.equals(keptPhoto)).toBe(true);
    expect(
      readFileSync(join(restoredData, 'office-files', application, 'birth-certificate.pdf')).equals(birthCertificate),
    ).toBe(true);

    // A site started on the restored folder serves those comments, and the CSV export lists those payments.
    // Nothing answers there yet, so the site that answers below is this stack.
    expect(
      await fetch(`http://127.0.0.1:${restoredPorts.http}/`).then(
        () => 'answered',
        () => 'free',
      ),
    ).toBe('free');
    restoredStack = await startOwnStack({
      ports: restoredPorts,
      dataDir: restoredData,
      runtimeDir: join(runDir, 'restored-stack'),
      fresh: false,
    });
    // The session signed in before the backup is not one on the restored site.
    const session = await fetch(`http://127.0.0.1:${restoredPorts.http}/api/office/session`, {
      headers: { cookie: staffSession },
    });
    expect(session.status).toBe(401);
    const served = await listedComments(restoredPorts.http);
    for (const text of before.comments) expect(served).toContain(text);
    const exported = await exportedTransactions(join(restoredData, 'payments.sqlite'));
    expect(exported.code).toBe(0);
    for (const id of before.payments) expect(exported.stdout).toContain(id);
  });

  test('a damaged or incomplete set is refused and nothing is restored', async () => {
    const [set] = readdirSync(backupDir).filter((name) => !name.startsWith('.'));
    expect(set).toBeDefined();
    const damaged = join(runDir, 'damaged', set!);
    const target = join(runDir, 'damaged', 'data');
    cpSync(join(backupDir, set!), damaged, { recursive: true });
    damageMiddlePage(join(damaged, 'payments.sqlite'));

    const refused = await make(['restore', `FROM=${damaged}`], { DATA_DIR: target });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Refused, nothing restored');
    expect(refused.stderr).toMatch(/payments\.sqlite (fails the integrity check|cannot be opened)/);
    expect(existsSync(target)).toBe(false);

    // The databases whole again, the files' tar cut short: refused too.
    cpSync(join(backupDir, set!, 'payments.sqlite'), join(damaged, 'payments.sqlite'));
    const tar = join(damaged, 'office-files.tar');
    // Inside the first file: every tar begins with the folders' and that file's headers (512 bytes each).
    expect(statSync(tar).size).toBeGreaterThan(2048);
    truncateSync(tar, 1600);
    const cut = await make(['restore', `FROM=${damaged}`], { DATA_DIR: target });
    expect(cut.code).not.toBe(0);
    expect(cut.stderr).toContain('Refused, nothing restored');
    expect(cut.stderr).toContain('office-files.tar cannot be read: it is damaged');
    expect(existsSync(target)).toBe(false);

    rmSync(join(damaged, 'comments.sqlite'));
    const incomplete = await make(['restore', `FROM=${damaged}`], { DATA_DIR: target });
    expect(incomplete.code).not.toBe(0);
    expect(incomplete.stderr).toContain('comments.sqlite is missing: nothing restored');

    const nothing = await make(['restore'], { DATA_DIR: target });
    expect(nothing.code).not.toBe(0);
    expect(nothing.stderr).toContain('Say which set to restore');
  });

  test('on a full disk, make backup fails in plain words, leaves no partial set and the live data as it was', async () => {
    // The backups' disk is a tmpfs of one 4 KB page: smaller than either database (the tests run as root).
    const fullDisk = join(runDir, 'full-backups');
    mkdirSync(fullDisk, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4k', 'tmpfs', fullDisk]);
    try {
      const commentsBefore = await listedComments(ports.http);
      const failed = await make(['backup'], { DATA_DIR: liveData, BACKUP_DIR: fullDisk });
      expect(failed.code).not.toBe(0);
      expect(failed.stderr).toMatch(
        /^Not enough free disk space for the backup of payments\.sqlite: it needs about .* Free some space \(old backups, logs\) and run it again\. Nothing was changed\.\nNo backup set was written\.\n/,
      );
      expect(readdirSync(fullDisk)).toEqual([]);
      // The live databases: the same comments, and they still take writes.
      expect(await listedComments(ports.http)).toEqual(commentsBefore);
      const agent = new Agent({ localAddress: '127.0.0.170' });
      expect(await postFrom(agent, postPath, { name: 'Backup', text: `After a failed backup ${Date.now()}` })).toBe(
        201,
      );
      agent.destroy();
    } finally {
      execFileSync('umount', [fullDisk]);
    }
  });
});
