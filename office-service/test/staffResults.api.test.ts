import { writeFileSync } from 'node:fs';
import type { StaffRole } from '@school/contracts';
import { staffAccessMessages } from '@school/service-kit';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { runResults } from '../src/cli/resultsCommand.js';
import { resultsBodyLimit, staffResultsTexts } from '../src/routes/staffResults.js';
import { LogLines, signedInCookies, staffOrigin, tempDatabase, testConfig } from './support.js';

/**
 * The exam results in the console, on the real service with a real SQLite file: a file checked (every problem with
 * its line and column, or a preview), published all or nothing, replaced, deleted, each with its audit line; a
 * lookup on the public route finds what the console published. Sessions come from one-time sign-in links.
 */
const origin = staffOrigin;
const roles: readonly StaffRole[] = ['admin', 'office', 'accounts'];
const exam = 'First Terminal 2082';

const header =
  'name,class,roll,father,mother,dob_bs,address,present_days,school_days,English (100),Computer (50),Discipline [rating]';
const aarav = 'Aarav Yadav,Grade 3,7,Sunil Yadav,Rekha Yadav,2073-05-12,"Dhalkebar-4, Dhanusha",58,62,86,44,Excellent';
const sita = 'सीता साह,Grade 5,3,राम साह,गीता साह,2071-02-03,"Ward 6, Janakpur",60,62,91,40,Good';
const gita = 'Gita Sah,Grade 3,8,Ram Sah,Mina Sah,2073-01-20,Janakpur,61,62,70,30,Good';
const hari = 'Hari Yadav,Grade 1,2,Shyam Yadav,Sita Yadav,2075-03-01,Janakpur,50,62,66,,';
/** As Excel saves "CSV UTF-8": a byte order mark first, lines ending CR LF. */
const goodFile = `\uFEFF${[header, aarav, sita, gita, hari].join('\r\n')}\r\n`;

// Many requests each (every route, every role): more than the default 5 s on a busy machine.
describe('exam results in the console', { timeout: 30_000 }, () => {
  let db: ReturnType<typeof tempDatabase>;
  let app: FastifyInstance;
  let logs: LogLines;
  let cookies: Map<StaffRole, string>;

  beforeEach(async () => {
    db = tempDatabase('results-desk');
    logs = new LogLines();
    app = buildApp(testConfig({ OFFICE_DB_PATH: db.path, LOG_LEVEL: 'info' }), { logStream: logs });
    await app.ready();
    cookies = await signedInCookies(app, db.path, roles);
  });
  afterEach(async () => {
    await app.close();
    db.cleanup();
  });

  const as = (role: StaffRole) => cookies.get(role)!;
  const get = (url: string, role: StaffRole = 'office') => request(app.server).get(url).set('cookie', as(role));
  const post = (url: string, body: object, role: StaffRole = 'office') =>
    request(app.server).post(url).set('origin', origin).set('cookie', as(role)).send(body);
  const auditLines = async () => (await get('/api/office/audit', 'admin')).body.lines as Record<string, string>[];

  it('every results route answers 401 without a session and 403 for accounts', async () => {
    const resultRoutes = app.staffRoutes.filter((route) => route.url.startsWith('/api/office/results'));
    expect(resultRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/office/results',
      'HEAD /api/office/results',
      'POST /api/office/results/check',
      'POST /api/office/results/delete',
      'POST /api/office/results/publish',
    ]);
    for (const route of resultRoutes) {
      expect(route.roles).toEqual(['admin', 'office']);
      const send = (cookie?: string) => {
        const method = route.method.toLowerCase() as 'get' | 'post' | 'head';
        const call = request(app.server)[method](route.url).set('origin', origin);
        if (cookie) void call.set('cookie', cookie);
        if (route.method === 'POST') void call.send({ exam, csv: goodFile });
        return call;
      };
      const anonymous = await send();
      expect(anonymous.status, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(anonymous.body).toEqual({ message: staffAccessMessages.signedOut });
      expect((await send(as('accounts'))).status, `${route.method} ${route.url} as accounts`).toBe(403);
    }
    // Nothing was published by any refused request.
    expect((await get('/api/office/results')).body).toEqual({ exams: [] });
  });

  it('checks a file saved by Excel (byte order mark, CR LF) and previews it without storing anything', async () => {
    const checked = await post('/api/office/results/check', { exam, csv: goodFile });
    expect(checked.status).toBe(200);
    const { preview } = checked.body;
    expect(preview.count).toBe(4);
    expect(preview.perClass).toEqual([
      { className: 'Grade 1', count: 1 },
      { className: 'Grade 3', count: 2 },
      { className: 'Grade 5', count: 1 },
    ]);
    // Three cards from three classes, each as the lookup answers it (grades and totals computed).
    expect(preview.samples.map((card: { name: string }) => card.name)).toEqual([
      'Hari Yadav',
      'Aarav Yadav',
      'सीता साह',
    ]);
    expect(preview.samples[1]).toMatchObject({
      examType: exam,
      className: 'Grade 3',
      roll: 7,
      dob: '2073-05-12',
      summary: { totalMarks: 130, totalFullMarks: 150 },
    });
    expect((await get('/api/office/results')).body).toEqual({ exams: [] });
    expect((await request(app.server).get('/api/results/exams')).body).toEqual({ exams: [] });
  });

  it('lists every problem of a bad file with its line and column, and publishes nothing', async () => {
    const bad = `\uFEFF${header}\r\n${aarav}\r\nGita Sah,Grade 3,8,Ram Sah,Mina Sah,2073-01-20,Janakpur,61,62,170,30,Superb\r\n`;
    const checked = await post('/api/office/results/check', { exam, csv: bad });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({
      problems: [
        { line: 3, column: 'English (100)', message: '170 marks is above the full marks of 100' },
        {
          line: 3,
          column: 'Discipline [rating]',
          message: 'unknown rating "Superb": use one of Excellent, Very good, Good, Needs improvement',
        },
      ],
    });
    const published = await post('/api/office/results/publish', { exam, csv: bad });
    expect(published.status).toBe(400);
    expect(published.body).toEqual({ message: staffResultsTexts.problems, problems: checked.body.problems });
    expect((await get('/api/office/results')).body).toEqual({ exams: [] });

    // A file that names its exams itself: the console's words, not the command's --exam.
    const withExamColumn = `exam,${header}\n${exam},${aarav}\n`;
    const examColumn = await post('/api/office/results/check', { exam, csv: withExamColumn });
    expect(examColumn.body.problems).toEqual([{ line: 1, column: 'exam', message: expect.stringMatching(/form/) }]);
    expect(JSON.stringify(examColumn.body)).not.toContain('--exam');
  });

  it('publishes a file for the public lookup, refuses the same exam again (409) and replaces it when asked', async () => {
    const published = await post('/api/office/results/publish', { exam, csv: goodFile });
    expect(published.status).toBe(200);
    expect(published.body).toEqual({ exam, count: 4, replaced: false });

    const lookup = await request(app.server)
      .post('/api/results/lookup')
      .send({ name: 'aarav yadav', class: 'Grade 3', roll: 7, exam, dob: '2016-08-28' });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ name: 'Aarav Yadav', examType: exam });

    const listed = (await get('/api/office/results', 'admin')).body.exams;
    expect(listed).toEqual([
      {
        name: exam,
        records: 4,
        perClass: [
          { className: 'Grade 1', count: 1 },
          { className: 'Grade 3', count: 2 },
          { className: 'Grade 5', count: 1 },
        ],
        publishedAt: expect.any(String),
        publishedBy: 'office@school.example.np',
      },
    ]);

    const again = await post('/api/office/results/publish', { exam, csv: `${header}\n${aarav}\n` });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: staffResultsTexts.exists(exam) });
    expect((await get('/api/office/results')).body.exams[0].records).toBe(4);

    const replaced = await post(
      '/api/office/results/publish',
      { exam, csv: `${header}\n${aarav}\n`, replace: true },
      'admin',
    );
    expect(replaced.body).toEqual({ exam, count: 1, replaced: true });
    expect((await get('/api/office/results')).body.exams[0]).toMatchObject({
      records: 1,
      perClass: [{ className: 'Grade 3', count: 1 }],
      publishedBy: 'admin@school.example.np',
    });

    // The audit: who, what and how many, by the exam's name; never a child's name or date of birth, nor in the logs.
    expect((await auditLines()).slice(0, 2)).toEqual([
      { at: expect.any(String), by: 'admin@school.example.np', action: 'results replaced: 1 record', reference: exam },
      {
        at: expect.any(String),
        by: 'office@school.example.np',
        action: 'results published: 4 records',
        reference: exam,
      },
    ]);
    const everything = JSON.stringify(await auditLines()) + logs.text.join('\n');
    for (const detail of ['Aarav', 'सीता', 'Gita', '2073-05-12', '2071-02-03'])
      expect(everything).not.toContain(detail);
  });

  it('does not name a publisher for an exam the operator replaced since with make results', async () => {
    await post('/api/office/results/publish', { exam, csv: goodFile });
    const quiet = { write: () => true };
    const file = `${db.path}.csv`;
    writeFileSync(file, `${header}\n${aarav}\n`);
    const later = () => new Date(Date.now() + 60_000);
    expect(
      runResults(['import', file, '--exam', exam, '--replace'], { OFFICE_DB_PATH: db.path }, quiet, quiet, later),
    ).toBe(0);
    const [listed] = (await get('/api/office/results')).body.exams;
    expect(listed).toMatchObject({ name: exam, records: 1 });
    expect(listed).not.toHaveProperty('publishedBy');
  });

  it('deletes an exam with its audit line, and says so plainly for an exam that is not there', async () => {
    await post('/api/office/results/publish', { exam, csv: goodFile });
    const deleted = await post('/api/office/results/delete', { exam: ` ${exam} ` });
    expect(deleted.body).toEqual({ exam, removed: 4 });
    expect((await get('/api/office/results')).body).toEqual({ exams: [] });
    const lookup = await request(app.server)
      .post('/api/results/lookup')
      .send({ name: 'Aarav Yadav', class: 'Grade 3', roll: 7, exam, dob: '2016-08-28' });
    expect(lookup.status).toBe(404);
    expect((await auditLines())[0]).toMatchObject({ action: 'results deleted: 4 records', reference: exam });

    const missing = await post('/api/office/results/delete', { exam });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: staffResultsTexts.noExam });
  });

  it('refuses a malformed request or a body over the limit with a plain 4xx message, never a 5xx', async () => {
    for (const body of [
      {},
      { exam: '', csv: goodFile },
      { exam: '   ', csv: goodFile },
      { exam, csv: 42 },
      { exam, csv: goodFile, extra: 1 },
    ]) {
      const answer = await post('/api/office/results/check', body);
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(answer.body).toEqual({ message: staffResultsTexts.badRequest });
    }
    const blankPublish = await post('/api/office/results/publish', { exam: '  ', csv: goodFile });
    expect(blankPublish.status).toBe(400);
    expect((await post('/api/office/results/delete', { exam: ' ' })).status).toBe(404);
    const huge = await post('/api/office/results/publish', { exam, csv: 'x'.repeat(resultsBodyLimit) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: staffResultsTexts.tooLarge });
    const overChars = await post('/api/office/results/check', { exam, csv: 'x'.repeat(1_000_001) });
    expect(overChars.status).toBe(400);
    expect((await get('/api/office/results')).body).toEqual({ exams: [] });
  });
});
