/**
 * Retention through the running service: what parents sent longer ago than OFFICE_RETENTION_DAYS is removed when
 * the service starts (and every hour after), with its files and queued emails; the log says how many, never who.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/store/database.js';
import { goodApplication, jpeg, pdf } from './admissionFiles.js';
import { goodMessage, LogLines, tempDatabase, testConfig } from './support.js';

const day = 24 * 60 * 60 * 1000;

describe('retention (OFFICE_RETENTION_DAYS)', () => {
  let db: ReturnType<typeof tempDatabase>;
  beforeEach(() => {
    db = tempDatabase('retention');
  });
  afterEach(() => db.cleanup());

  /** The service as it runs at `at`, without SMTP: every email stays queued in the outbox. */
  async function serviceAt(at: Date, logs = new LogLines()) {
    const config = testConfig({ OFFICE_DB_PATH: db.path, OFFICE_RETENTION_DAYS: '30', LOG_LEVEL: 'info' });
    const app = buildApp(config, { now: () => at, logStream: logs });
    await app.ready();
    return { app, config, logs };
  }

  async function receive(at: Date) {
    const { app, config } = await serviceAt(at);
    try {
      const call = request(app.server).post('/api/admissions');
      for (const [name, value] of Object.entries(goodApplication)) void call.field(name, value);
      const admission = await call.attach('photo', jpeg, 'asha.jpg').attach('birthCertificate', pdf, 'birth.pdf');
      expect(admission.status, JSON.stringify(admission.body)).toBe(201);
      const message = await request(app.server).post('/api/messages').send(goodMessage);
      expect(message.status).toBe(201);
      return {
        admission: (admission.body as { reference: string }).reference,
        message: (message.body as { reference: string }).reference,
        filesPath: config.filesPath,
      };
    } finally {
      await app.close();
    }
  }

  function stored() {
    const database = openDatabase(db.path);
    try {
      const references = (sql: string) =>
        database
          .prepare<[], { reference: string }>(sql)
          .all()
          .map((row) => row.reference)
          .sort();
      return {
        admissions: references('SELECT reference FROM admissions'),
        messages: references('SELECT reference FROM messages'),
        emails: references('SELECT DISTINCT reference FROM outbox'),
      };
    } finally {
      database.close();
    }
  }

  it('removes at start what is older, with its files and emails, keeps the rest, and logs counts only', async () => {
    const start = new Date('2026-01-01T06:00:00Z');
    const old = await receive(start);
    const recent = await receive(new Date(start.getTime() + 20 * day));
    expect(stored().admissions).toEqual([old.admission, recent.admission].sort());

    const { app, logs } = await serviceAt(new Date(start.getTime() + 31 * day));
    await app.close();

    expect(stored()).toEqual({
      admissions: [recent.admission],
      messages: [recent.message],
      emails: [recent.admission, recent.message].sort(),
    });
    expect(existsSync(join(old.filesPath, old.admission))).toBe(false);
    expect(readdirSync(join(recent.filesPath, recent.admission)).sort()).toEqual([
      'birth-certificate.pdf',
      'photo.jpg',
    ]);
    const line = logs.lines.find((entry) => entry.msg === 'retention: old records removed');
    expect(line).toMatchObject({ retentionDays: 30, admissions: 1, messages: 1, emails: 4, leftoverFolders: 0 });
    const everything = logs.text.join('\n');
    for (const name of ['Asha', 'Ram', goodMessage.name, goodMessage.email, old.admission, old.message]) {
      expect(everything, `the log names ${name}`).not.toContain(name);
    }
  });
});
