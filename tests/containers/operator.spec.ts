/**
 * The operator's promises about the Compose stack, each a test that fails when its promise breaks: healthchecks
 * turn healthy, every container runs as an unprivileged user, only the web port is published, the backend network
 * has no way out, the eSewa secret is in neither the web image nor any log, `make backup` and `make restore` work
 * against the running stack, and the data survives down/up.
 * No packet is ever sent to test a way out: routes and network settings are read instead.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import {
  engineApi,
  engineCli,
  imageTag,
  oneShotServices,
  project,
  projectServices,
  repoRoot,
  stackContainers,
  testOnlyServices,
  testStack,
  type ContainerInfo,
} from './support/engine.js';
import { damageMiddlePage } from '../sqliteDamage.js';
import { withNewConnection } from './support/afterReload.js';

const secret = process.env.TEST_ESEWA_SECRET_KEY ?? '';
const sitePort = new URL(process.env.CONTAINERS_SITE_URL ?? 'http://127.0.0.1:18280').port;

// One failed promise must not hide the others: no serial mode. The file's order still holds (one worker), so the
// down/up test, which restarts the stack, runs last.

test.beforeAll(() => {
  expect(secret, 'test-containers.sh sets a distinctive TEST_ESEWA_SECRET_KEY').toMatch(/^containers-test-secret-/);
});

async function waitUntilHealthy(timeoutMs: number): Promise<Map<string, ContainerInfo>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const containers = await stackContainers();
    const health = projectServices.map((name) => containers.get(name)?.State.Health?.Status);
    if (health.every((status) => status === 'healthy') || Date.now() > deadline) return containers;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

test("the stack runs the project services, and each one's healthcheck turns healthy", async () => {
  const containers = await waitUntilHealthy(60_000);
  expect([...containers.keys()].sort()).toEqual([...projectServices, ...testOnlyServices, ...oneShotServices].sort());
  for (const name of oneShotServices) {
    const { State } = containers.get(name)!;
    expect([State.Running, State.ExitCode], `${name} ran and succeeded`).toEqual([false, 0]);
  }
  for (const name of projectServices) {
    const container = containers.get(name)!;
    expect(container.Config.Healthcheck?.Test?.length ?? 0, `${name} has a HEALTHCHECK`).toBeGreaterThan(0);
    expect(container.Config.Healthcheck?.Test?.[0], `${name}'s healthcheck is not disabled`).not.toBe('NONE');
    expect(container.State.Health?.Status, `${name}'s health`).toBe('healthy');
  }
});

test('every container runs as an unprivileged user', async () => {
  for (const [name, container] of await stackContainers()) {
    expect(container.Config.User, `${name} declares a user`).not.toMatch(/^(|root|0)(:.*)?$/);
    // A one-shot service that has finished has no processes left to read.
    if (!container.State.Running && oneShotServices.includes(name)) continue;
    // Every process in the container, the main one and its workers, by its real, effective, saved and fs uid.
    const statuses = engineCli('exec', container.Id, 'sh', '-c', 'cat /proc/[0-9]*/status');
    const uids = [...statuses.matchAll(/^Uid:\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)$/gm)].flatMap((m) => m.slice(1, 5));
    expect(uids.length, `${name}: processes read`).toBeGreaterThan(0);
    expect(
      uids.filter((uid) => uid === '0'),
      `${name}: processes running as root`,
    ).toEqual([]);
  }
});

test('only the web port is published, on the port the operator chose', async () => {
  const containers = await stackContainers();
  for (const name of projectServices) {
    const container = containers.get(name)!;
    expect(container.HostConfig.NetworkMode, `${name} has its own network namespace`).not.toBe('host');
    const bindings = Object.entries(container.HostConfig.PortBindings ?? {}).filter(([, hosts]) => hosts?.length);
    if (name === 'web') {
      expect(bindings.map(([port, hosts]) => [port, hosts!.map((h) => h.HostPort)])).toEqual([['80/tcp', [sitePort]]]);
    } else {
      expect(bindings, `${name} publishes nothing`).toEqual([]);
    }
  }
});

/** The default routes of a container, as gateway addresses, read from /proc/net/route (no packet is sent). */
function defaultGateways(container: ContainerInfo): string[] {
  const table = engineCli('exec', container.Id, 'cat', '/proc/net/route');
  return table
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1] === '00000000')
    .map((fields) => {
      const hex = fields[2] ?? '00000000';
      // Little-endian hex, as the kernel prints it.
      return [6, 4, 2, 0].map((i) => parseInt(hex.slice(i, i + 2), 16)).join('.');
    });
}

function inSubnet(address: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const toNumber = (a: string) => a.split('.').reduce((n, part) => n * 256 + Number(part), 0);
  const mask = Number(bits) === 0 ? 0 : (0xffffffff << (32 - Number(bits))) >>> 0;
  return (toNumber(address) & mask) >>> 0 === (toNumber(base!) & mask) >>> 0;
}

test('the backend network cannot reach the internet: internal, and no route out through it', async () => {
  const backendName = `${project}_backend`;
  const backend = await engineApi<{ Internal: boolean; IPAM: { Config: { Subnet: string }[] | null } }>(
    `/networks/${backendName}`,
  );
  expect(backend.Internal, `${backendName} is internal: true`).toBe(true);
  const subnets = (backend.IPAM.Config ?? []).map((c) => c.Subnet).filter((s) => s.includes('.'));
  expect(subnets.length, 'the backend network has an IPv4 subnet').toBeGreaterThan(0);

  for (const [name, container] of await stackContainers()) {
    const networks = Object.keys(container.NetworkSettings.Networks);
    if (!networks.includes(backendName)) continue;
    const gateways = defaultGateways(container);
    for (const gateway of gateways) {
      for (const subnet of subnets) {
        expect(inSubnet(gateway, subnet), `${name}'s default route ${gateway} is not on the backend network`).toBe(
          false,
        );
      }
    }
    // A container on the backend network alone has no default route at all.
    if (networks.length === 1) expect(gateways, `${name} (backend only) has no default route`).toEqual([]);
  }
  const comments = (await stackContainers()).get('comments-service')!;
  expect(Object.keys(comments.NetworkSettings.Networks)).toEqual([backendName]);
});

/** Every file below `dir`, its content decompressed where the name says it is compressed. */
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

test('the eSewa secret is in payment-service only: not in the web image (files, layers, env, history)', async () => {
  test.setTimeout(180_000);
  const containers = await stackContainers();
  // The run really uses the distinctive secret, so not finding it below means something.
  expect(containers.get('payment-service')!.Config.Env).toContain(`ESEWA_SECRET_KEY=${secret}`);

  const webImage = `school-website/web:${imageTag}`;
  const image = await engineApi<{ Config: { Env: string[] | null } }>(`/images/${encodeURIComponent(webImage)}/json`);
  expect(JSON.stringify(image.Config)).not.toContain(secret);
  const history = await engineApi<{ CreatedBy: string }[]>(`/images/${encodeURIComponent(webImage)}/history`);
  expect(history.length).toBeGreaterThan(0);
  expect(JSON.stringify(history)).not.toContain(secret);

  // Every layer, unpacked, every file read (the precompressed .gz/.br assets decompressed too).
  const work = mkdtempSync(join(tmpdir(), 'web-image-'));
  try {
    engineCli('save', '-o', join(work, 'image.tar'), webImage);
    const unpacked = join(work, 'image');
    mkdirSync(unpacked);
    let layers = 0;
    let files = 0;
    const found: string[] = [];
    expect(spawnSync('tar', ['-xf', join(work, 'image.tar'), '-C', unpacked]).status).toBe(0);
    rmSync(join(work, 'image.tar'));
    for (const { path, content } of filesBelow(unpacked)) {
      if (content.includes(secret)) found.push(path);
      // A layer is a tar inside the archive: unpack it beside and search its files.
      if (content.subarray(257, 262).toString() === 'ustar') {
        const layerDir = `${path}.d`;
        mkdirSync(layerDir);
        spawnSync('tar', ['-xf', path, '-C', layerDir, '--no-same-owner']);
        layers += 1;
        for (const file of filesBelow(layerDir)) {
          files += 1;
          if (file.content.includes(secret)) found.push(file.path);
        }
        rmSync(layerDir, { recursive: true, force: true });
      }
    }
    expect(layers, 'layers searched').toBeGreaterThan(0);
    expect(files, 'files searched').toBeGreaterThan(1000);
    expect(found, 'files holding the eSewa secret').toEqual([]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

function stackLogs(): string {
  const logs = testStack('compose', 'logs', '--no-color');
  expect(logs.status, logs.stderr).toBe(0);
  return logs.stdout + logs.stderr;
}

test('the eSewa secret appears in no container log', () => {
  const logs = stackLogs();
  // The logs are really there: the smoke suite's payment left payment-service lines.
  expect(logs).toMatch(/payment-service.*"url":"\/api\/esewa\/initiate"/);
  for (const name of [...projectServices, ...testOnlyServices]) expect(logs, `${name} logged`).toContain(name);
  expect(logs.includes(secret), 'the eSewa secret in a log').toBe(false);
});

/** `make backup` / `make restore` as an operator runs them, pointed at the test stack instead of the default one. */
function makeAgainstTestStack(target: string, backupDir: string, ...args: string[]) {
  const run = spawnSync(
    'make',
    ['--no-print-directory', target, 'COMPOSE=bash scripts/containers/test-stack.sh compose', ...args],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, BACKUP_DIR: backupDir, BACKUP_STACK: 'compose' } },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

test('make backup copies every database and the uploaded files out of the running stack; make restore puts them back', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const backupDir = mkdtempSync(join(tmpdir(), 'containers-backups-'));
  try {
    const kept = `In the backup ${Date.now().toString(36)}`;
    expect((await request.post('/api/comments/peace-rally', { data: { name: 'Sita', text: kept } })).status()).toBe(
      201,
    );
    const transactionId = `txn_${Date.now()}_bak${Math.random().toString(36).slice(2, 10)}`;
    const initiated = await request.post('/api/esewa/initiate', {
      data: { studentName: 'Gita', className: 'UKG', parentName: 'Hari', amount: 700, transactionId },
    });
    expect(initiated.status()).toBe(200);

    const backup = makeAgainstTestStack('backup', backupDir);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/payments\.sqlite: integrity ok, \d+ bytes, rows: .*transactions \d+/);
    expect(backup.stdout).toMatch(/comments\.sqlite: integrity ok, \d+ bytes, rows: .*comments \d+/);
    const [set] = readdirSync(backupDir).filter((name) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/.test(name));
    expect(set, backup.stdout).toBeDefined();
    const setDir = join(backupDir, set!);
    expect(readdirSync(setDir).sort()).toEqual([
      'comments.sqlite',
      'office-files.tar',
      'office.sqlite',
      'payments.sqlite',
    ]);
    expect(backup.stdout).toMatch(/office\.sqlite: integrity ok, \d+ bytes, rows: /);
    expect(backup.stdout).toMatch(/office-files\.tar: \d+ files, \d+ bytes, listed whole/);

    // Written after the backup: the restore takes the site back to before it.
    const later = `After the backup ${Date.now().toString(36)}`;
    expect((await request.post('/api/comments/peace-rally', { data: { name: 'Sita', text: later } })).status()).toBe(
      201,
    );

    // A damaged copy is refused before anything stops.
    const damagedDir = join(backupDir, 'damaged');
    cpSync(setDir, damagedDir, { recursive: true });
    damageMiddlePage(join(damagedDir, 'payments.sqlite'));
    const refused = makeAgainstTestStack('restore', backupDir, `FROM=${damagedDir}`);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('Refused, nothing restored');
    expect((await stackContainers()).get('payment-service')?.State.Running).toBe(true);
    expect(JSON.stringify(await (await request.get('/api/comments/peace-rally')).json())).toContain(later);

    const webStartedAt = (await stackContainers()).get('web')?.State.StartedAt;
    expect(webStartedAt).toBeTruthy();
    const restore = makeAgainstTestStack('restore', backupDir, `FROM=${setDir}`);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('Restored');
    const containers = await waitUntilHealthy(90_000);
    expect(containers.get('payment-service')?.State.Health?.Status).toBe('healthy');
    expect(containers.get('comments-service')?.State.Health?.Status).toBe('healthy');
    expect(containers.get('office-service')?.State.Health?.Status).toBe('healthy');
    // nginx was not restarted: only the services.
    expect(containers.get('web')?.State.StartedAt).toBe(webStartedAt);

    const comments = await withNewConnection(async (fresh) =>
      JSON.stringify(await (await fresh.get('/api/comments/peace-rally')).json()),
    );
    expect(comments).toContain(kept);
    expect(comments).not.toContain(later);
    const csv = testStack('compose', 'exec', '-T', 'payment-service', 'node', 'dist/cli/export-transactions.js');
    expect(csv.status, csv.stderr).toBe(0);
    expect(csv.stdout).toContain(transactionId);
  } finally {
    rmSync(backupDir, { recursive: true, force: true });
  }
});

test('payments and comments survive `down` and `up`', async ({ request }) => {
  test.setTimeout(240_000);
  const text = `Kept across a restart ${Date.now().toString(36)}`;
  const posted = await request.post('/api/comments/peace-rally', { data: { name: 'Hari Prasad', text } });
  expect(posted.status()).toBe(201);
  const transactionId = `txn_${Date.now()}_ops${Math.random().toString(36).slice(2, 10)}`;
  const initiated = await request.post('/api/esewa/initiate', {
    data: { studentName: 'Gita', className: 'UKG', parentName: 'Hari', amount: 700, transactionId },
  });
  expect(initiated.status()).toBe(200);

  const down = testStack('down');
  expect(down.status, down.stderr).toBe(0);
  expect((await stackContainers()).size, 'no container is left after down').toBe(0);
  const up = testStack('up');
  expect(up.status, up.stderr).toBe(0);
  const containers = await waitUntilHealthy(90_000);
  expect(containers.get('web')?.State.Health?.Status).toBe('healthy');

  const comments = await request.get('/api/comments/peace-rally');
  expect(comments.status()).toBe(200);
  expect(JSON.stringify(await comments.json())).toContain(text);
  // An unknown transaction would be 404: this one is still known, with its stored details.
  const status = await request.post('/api/payment-status', { data: { product_id: transactionId, status: 'FAILED' } });
  expect(status.status()).toBe(200);
  expect(((await status.json()) as { status: string }).status).toBe('FAILED');
  expect(stackLogs().includes(secret), 'the eSewa secret in a log after the restart').toBe(false);
});
