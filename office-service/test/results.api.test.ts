/**
 * The result lookup over real HTTP with a real SQLite file, published by the operator's real command (runResults)
 * while the app runs: the sample file's records answer the same report cards the site computes today.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarizeReport, type SubjectMarks } from '@school/contracts/grading';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { runResults } from '../src/cli/resultsCommand.js';
import { resultMessages } from '../src/routes/lookupResult.js';
import { LogLines, tempDatabase, testConfig } from './support.js';

const here = dirname(fileURLToPath(import.meta.url));
const sampleCsv = join(here, '..', 'samples', 'results-sample.csv');

/** The site's own sample records (frontend/src/content/resultsSampleData.ts), loaded by path: vitest compiles it. */
interface SampleRecord {
  name: string;
  className: string;
  roll: number;
  examType: string;
  mother: string;
  father: string;
  dob: string;
  address: string;
  subjects: SubjectMarks[];
  attendance: { presentDays: number; schoolDays: number };
  coScholastic: { area: string; rating: string }[];
}
const siteSamplesPath = join(here, '..', '..', 'frontend', 'src', 'content', 'resultsSampleData.ts');
async function siteSamples(): Promise<readonly SampleRecord[]> {
  const module = (await import(/* @vite-ignore */ siteSamplesPath)) as { sampleResults: readonly SampleRecord[] };
  return module.sampleResults;
}

class Quiet {
  write() {}
}

describe('exam results', () => {
  let db: { path: string; cleanup: () => void };
  const apps: FastifyInstance[] = [];

  beforeEach(() => {
    db = tempDatabase('results');
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    db.cleanup();
  });

  async function started(overrides: Partial<AppConfig> = {}, logs?: LogLines) {
    const app = buildApp(testConfig({ OFFICE_DB_PATH: db.path, LOG_LEVEL: 'silent' }, overrides), { logStream: logs });
    apps.push(app);
    await app.ready();
    return app;
  }

  function results(now: Date, ...argv: string[]): number {
    return runResults(argv, { OFFICE_DB_PATH: db.path }, new Quiet(), new Quiet(), () => now);
  }

  const lookup = (app: FastifyInstance, body: object, address = '203.0.113.10') =>
    request(app.server).post('/api/results/lookup').set('x-forwarded-for', address).send(body);

  it("answers each of the site's sample records, with the summary the site's report card computes", async () => {
    const app = await started({ resultLookupsPerMinute: 100 });
    expect(results(new Date('2026-04-10T06:00:00Z'), 'import', sampleCsv)).toBe(0);
    const samples = await siteSamples();
    expect(samples).toHaveLength(8);
    for (const sample of samples) {
      const answer = await lookup(app, {
        name: sample.name,
        class: sample.className,
        roll: sample.roll,
        exam: sample.examType,
      });
      expect(answer.status, sample.name).toBe(200);
      expect(answer.body).toEqual({ ...sample, summary: summarizeReport(sample) });
    }
  });

  it('matches the name whatever its case and spacing; class, roll and exam exactly', async () => {
    const app = await started({ resultLookupsPerMinute: 100 });
    results(new Date(), 'import', sampleCsv);
    const aarav = { name: 'Aarav Yadav', class: 'Grade 3', roll: 7, exam: 'First Terminal 2082' };
    for (const name of ['aarav yadav', '  AARAV   Yadav ']) {
      expect((await lookup(app, { ...aarav, name })).status, name).toBe(200);
    }
    for (const wrong of [
      { name: 'Aarav Yada' },
      { name: 'Sita Kumari Sah' },
      { class: 'Grade 4' },
      { roll: 8 },
      { exam: 'Second Terminal 2082', roll: 8 },
    ]) {
      const answer = await lookup(app, { ...aarav, ...wrong });
      expect(answer.status, JSON.stringify(wrong)).toBe(404);
      expect(answer.body).toEqual({ message: 'No record found. Please check your details.' });
    }
  });

  it('says an exam with no records is not published yet, which differs from no record found', async () => {
    const app = await started();
    results(new Date(), 'import', sampleCsv);
    const answer = await lookup(app, { name: 'Aarav Yadav', class: 'Grade 3', roll: 7, exam: 'Annual 2083' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: resultMessages.notPublished });
    expect(resultMessages.notPublished).toContain('not published yet');
  });

  it('finds a record imported by the command while the service runs, and forgets a deleted exam, without restart', async () => {
    const app = await started();
    const sita = { name: 'सीता साह', class: 'Grade 5', roll: 3, exam: 'First Terminal 2083' };
    expect((await lookup(app, sita)).body).toEqual({ message: resultMessages.notPublished });
    expect((await request(app.server).get('/api/results/exams')).body).toEqual({ exams: [] });

    const csv = join(dirname(db.path), 'term.csv');
    writeFileSync(
      csv,
      '\uFEFFname,class,roll,father,mother,dob_bs,address,present_days,school_days,English (100)\r\n' +
        'सीता साह,Grade 5,3,राम साह,गीता साह,2071-02-03,"Ward 6, Janakpur",60,62,91\r\n',
    );
    expect(results(new Date('2026-06-01T00:00:00Z'), 'import', csv, '--exam', sita.exam)).toBe(0);
    const found = await lookup(app, { ...sita, name: ' सीता  साह ' });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      name: 'सीता साह',
      address: 'Ward 6, Janakpur',
      summary: { totalMarks: 91, totalFullMarks: 100, percentageText: '91.00', finalGrade: 'A+' },
    });

    expect(results(new Date(), 'delete', '--exam', sita.exam)).toBe(0);
    expect((await lookup(app, sita)).body).toEqual({ message: resultMessages.notPublished });
  });

  it('lists the published exams newest first, and only those with records', async () => {
    const app = await started();
    results(new Date('2026-04-10T06:00:00Z'), 'import', sampleCsv);
    const answer = await request(app.server).get('/api/results/exams');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      exams: [
        'Final Results',
        'Fourth Terminal 2082',
        'Third Terminal 2082',
        'Second Terminal 2082',
        'First Terminal 2082',
      ].map((name) => ({ name, publishedAt: '2026-04-10T06:00:00.000Z' })),
    });

    const csv = join(dirname(db.path), 'later.csv');
    writeFileSync(
      csv,
      'name,class,roll,father,mother,dob_bs,address,present_days,school_days,English (100)\nA B,LKG,1,,,2078-01-01,,5,6,40\n',
    );
    results(new Date('2026-07-01T06:00:00Z'), 'import', csv, '--exam', 'First Terminal 2083');
    const names = ((await request(app.server).get('/api/results/exams')).body as { exams: { name: string }[] }).exams;
    expect(names.map((exam) => exam.name).slice(0, 2)).toEqual(['First Terminal 2083', 'Final Results']);
  });

  it('limits lookups per client address: 429 with Retry-After in plain words; another address goes on', async () => {
    const app = await started({ resultLookupsPerMinute: 3 });
    results(new Date(), 'import', sampleCsv);
    const guess = (roll: number, address: string) =>
      lookup(app, { name: 'Aarav Yadav', class: 'Grade 3', roll, exam: 'First Terminal 2082' }, address);
    for (const roll of [1, 2, 3]) expect((await guess(roll, '203.0.113.20')).status).toBe(404);
    const limited = await guess(7, '203.0.113.20');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: resultMessages.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await guess(7, '203.0.113.21')).status).toBe(200);
  });

  it('the default limit is a low one (10 a minute)', () => {
    expect(testConfig({ OFFICE_DB_PATH: db.path }).resultLookupsPerMinute).toBe(10);
  });

  it('has no route that lists records: each answers 404 or 405 {message}', async () => {
    const app = await started();
    results(new Date(), 'import', sampleCsv);
    for (const [method, path] of [
      ['get', '/api/results'],
      ['get', '/api/results/lookup'],
      ['get', '/api/results/records'],
      ['get', '/api/results/exams/First%20Terminal%202082'],
      ['get', '/api/results/lookup?exam=First%20Terminal%202082&class=Grade%203'],
    ] as const) {
      const answer = await request(app.server)[method](path);
      expect([404, 405], path).toContain(answer.status);
      expect(answer.body, path).toEqual({ message: expect.any(String) });
      expect(answer.text).not.toContain('Yadav');
    }
  });

  it('refuses a malformed lookup with 400 {message}', async () => {
    const app = await started();
    for (const body of [
      {},
      { name: 'A', class: 'Grade 9', roll: 1, exam: 'X' },
      { name: 'A', class: 'Grade 3', roll: '7; DROP', exam: 'X' },
      { name: 'A', class: 'Grade 3', roll: 7, exam: 'X', all: true },
    ]) {
      const answer = await lookup(app, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ message: resultMessages.badRequest });
    }
  });

  it("logs the exam, class and roll of a lookup, never the child's name", async () => {
    const logs = new LogLines();
    const app = await started({ logLevel: 'info' }, logs);
    results(new Date(), 'import', sampleCsv);
    await lookup(app, { name: 'Sita Kumari Sah', class: 'Grade 5', roll: 1, exam: 'First Terminal 2082' });
    await lookup(app, { name: 'Zzyzx Unlisted', class: 'Grade 5', roll: 1, exam: 'First Terminal 2082' });
    const lines = logs.lines.filter((line) => line.msg === 'result lookup');
    expect(lines).toEqual([
      expect.objectContaining({ exam: 'First Terminal 2082', className: 'Grade 5', roll: 1, outcome: 'found' }),
      expect.objectContaining({ exam: 'First Terminal 2082', className: 'Grade 5', roll: 1, outcome: 'no-record' }),
    ]);
    const all = logs.text.join('\n');
    for (const secret of ['Sita', 'Zzyzx', 'Ram Prasad', '2071-02-03', 'Mithila']) expect(all).not.toContain(secret);
  });
});
