import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServiceProcess } from '@school/service-kit';
import Database from 'better-sqlite3';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { runStaff } from '../src/cli/staffCommand.js';
import { openDatabase } from '../src/store/database.js';
import { tempDatabase, testConfig } from './support.js';

const serviceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const origin = 'http://localhost:8080';

describe('sessions and status changes survive', () => {
  const cleanups: (() => void | Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it(
    'a kill -9 during 20 status changes: the session still signs in, and every change answered 200 is kept and audited',
    { timeout: 60_000 },
    async () => {
      const db = tempDatabase('staff-kill');
      cleanups.push(db.cleanup);
      // 20 applications, seeded through SQL, and a member of staff with a one-time sign-in link.
      const file = openDatabase(db.path);
      const insert = file.prepare(
        `INSERT INTO admissions (reference, student_name, class_applied, details, photo_path, certificate_path, created_at)
         VALUES (?, 'Child', 'Grade 1', '{}', 'x/photo.jpg', 'x/birth-certificate.pdf', ?)`,
      );
      const references = Array.from({ length: 20 }, (_, i) => `A-K${String(i).padStart(4, '0')}`);
      for (const reference of references) insert.run(reference, new Date().toISOString());
      file.close();
      const env = { OFFICE_DB_PATH: db.path };
      const quiet = { write: () => true };
      runStaff(['add', 'clerk@school.example.np', '--role', 'office'], env, quiet, quiet);
      let printed = '';
      runStaff(['link', 'clerk@school.example.np'], env, { write: (text: string) => (printed += text) }, quiet);
      const token = /#link=([\w-]+)/.exec(printed)![1]!;

      const service = await startServiceProcess(serviceRoot, 'OFFICE_PORT', { ...env, LOG_LEVEL: 'silent' });
      cleanups.push(service.kill);
      const signedIn = await fetch(`${service.url}/api/office/sign-in/link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ token }),
      });
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;

      const acknowledged: string[] = [];
      await Promise.all(
        references.map(async (reference) => {
          const answer = await fetch(`${service.url}/api/office/applications/${reference}/status`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin, cookie },
            body: JSON.stringify({ status: 'in-review' }),
          }).catch(() => undefined);
          if (answer?.status === 200) {
            acknowledged.push(reference);
            if (acknowledged.length === 8) service.kill();
          }
        }),
      );
      await service.exited;
      expect(acknowledged.length).toBeGreaterThanOrEqual(8);

      // Back on the same database: the session is still good, and every acknowledged change is there.
      const after = buildApp(testConfig(env));
      await after.ready();
      cleanups.push(() => after.close());
      const session = await request(after.server).get('/api/office/session').set('cookie', cookie);
      expect(session.body).toEqual({ email: 'clerk@school.example.np', role: 'office' });
      const stored = new Database(db.path, { readonly: true });
      cleanups.push(() => void stored.close());
      for (const reference of acknowledged) {
        expect(stored.prepare('SELECT status FROM admissions WHERE reference = ?').get(reference)).toEqual({
          status: 'in-review',
        });
        expect(
          stored
            .prepare('SELECT action FROM audit_log WHERE reference = ? AND staff_email = ?')
            .get(reference, 'clerk@school.example.np'),
        ).toEqual({ action: 'application status in-review' });
      }
    },
  );
});
