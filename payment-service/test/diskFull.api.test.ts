/**
 * A full disk: the payments database lives on a small tmpfs this test mounts (tests run as root), written until
 * full. Every payment answered 200 must be stored, after a restart too; every refusal is a plain 503 with
 * Retry-After (never a 500); health says unavailable while full; writes resume once the filesystem grows.
 */
import { join } from 'node:path';
import { mountSmallDisk, type SmallDisk } from '@school/service-kit';
import Database from 'better-sqlite3';
import type request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LogCapture, paymentRequest, startApp, startSandbox, testConfig, type Sandbox } from './support/harness.js';

const kilobytes = (n: number) => n * 1024;

function storedIds(path: string): Set<string> {
  const db = new Database(path, { readonly: true });
  try {
    return new Set(db.prepare('SELECT id FROM transactions').pluck().all() as string[]);
  } finally {
    db.close();
  }
}

describe('a full disk', () => {
  let sandbox: Sandbox;
  let disk: SmallDisk | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  afterEach(() => {
    disk?.remove();
    disk = undefined;
  });

  it.each([
    { marginMb: '0', label: 'when SQLite runs out of space' },
    { marginMb: '1', label: 'when the free-space margin is reached' },
  ])(
    'refuses payments with 503 $label, loses none it answered and resumes once space is freed',
    {
      timeout: 60_000,
    },
    async ({ marginMb }) => {
      disk = mountSmallDisk(kilobytes(2048));
      const path = join(disk.folder, 'payments.sqlite');
      const config = testConfig(path, sandbox.url, { DATA_MIN_FREE_MB: marginMb, LOG_LEVEL: 'info' });
      const log = new LogCapture();
      const first = await startApp(config, { logStream: log });

      const acknowledged: string[] = [];
      const refusals: request.Response[] = [];
      // Long names make each payment about 1 KB: the filesystem fills within a few thousand.
      const long = 'Sita Kumari Yadav '.repeat(5).trim();
      for (let i = 0; i < 10_000 && refusals.length < 20; i += 1) {
        const body = paymentRequest({ studentName: long, parentName: long });
        const response = await first.http().post('/api/esewa/initiate').send(body);
        if (response.status === 200) acknowledged.push(body.transactionId);
        else refusals.push(response);
      }
      expect(acknowledged.length).toBeGreaterThan(10);
      expect(refusals).toHaveLength(20);
      for (const refusal of refusals) {
        expect(refusal.status).toBe(503);
        expect(refusal.headers['retry-after']).toBe('60');
        expect(refusal.body).toEqual({ message: expect.stringMatching(/out of storage space\. Nothing was saved/) });
      }
      const health = await first.http().get('/api/health');
      expect(health.status).toBe(503);
      // One error line names the cause and the place, not one per refused request.
      const diskLines = log.entries.filter((entry) => String(entry.msg).startsWith('disk full'));
      expect(diskLines).toHaveLength(1);
      expect(diskLines[0]).toMatchObject({ level: 50, folder: disk.folder });

      const stored = storedIds(path);
      for (const id of acknowledged) expect(stored.has(id)).toBe(true);

      disk.resize(kilobytes(8192));
      expect((await first.http().get('/api/health')).status).toBe(200);
      const after = paymentRequest();
      expect((await first.http().post('/api/esewa/initiate').send(after)).status).toBe(200);
      acknowledged.push(after.transactionId);
      expect(log.entries.some((entry) => entry.msg === 'disk space is available again: writes resumed')).toBe(true);
      await first.close();

      const restarted = await startApp(config);
      for (const id of acknowledged) expect(restarted.app.payments.store.findById(id)?.status).toBe('PENDING');
      await restarted.close();
    },
  );
});
