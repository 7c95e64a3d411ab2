/**
 * The result lookup over real HTTP with a real SQLite file, published by the operator's real command (runResults)
 * while the app runs, and the sample results a start publishes with RESULTS_SAMPLES=yes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bsToAd, parseBsDate, yearMonthDay } from '@school/contracts/bikram-sambat';
import { summarizeReport } from '@school/contracts/grading';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { runResults } from '../src/cli/resultsCommand.js';
import { resultMessages } from '../src/routes/lookupResult.js';
import { readResultsCsv } from '../src/results/resultsCsv.js';
import { LogLines, tempDatabase, testConfig } from './support.js';

const here = dirname(fileURLToPath(import.meta.url));
const sampleCsv = join(here, '..', 'samples', 'results-sample.csv');

class Quiet {
  write() {}
}

class Captured {
  text = '';
  write(chunk: string) {
    this.text += chunk;
  }
}

/** The A.D. date the lookup form sends for a B.S. date of birth. */
const adOf = (bsDate: string) => yearMonthDay(bsToAd(parseBsDate(bsDate)));

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

  async function started(overrides: Partial<AppConfig> = {}, logs?: LogLines, now?: () => Date) {
    const config = testConfig({ OFFICE_DB_PATH: db.path, LOG_LEVEL: 'silent' }, overrides);
    const app = buildApp(config, { logStream: logs, now });
    apps.push(app);
    await app.ready();
    return app;
  }

  function results(now: Date, ...argv: string[]): number {
    return runResults(argv, { OFFICE_DB_PATH: db.path }, new Quiet(), new Quiet(), () => now);
  }

  const lookup = (app: FastifyInstance, body: object, address = '203.0.113.10') =>
    request(app.server).post('/api/results/lookup').set('x-forwarded-for', address).send(body);

  it('answers each record of the sample file as the file has it, with the summary summarizeReport computes', async () => {
    const app = await started({ resultLookupsPerMinute: 100 });
    expect(results(new Date('2026-04-10T06:00:00Z'), 'import', sampleCsv)).toBe(0);
    const reading = readResultsCsv(readFileSync(sampleCsv, 'utf8'), undefined);
    if (!reading.ok) throw new Error('the sample file does not read');
    const samples = [...reading.exams].flatMap(([exam, records]) => records.map((record) => ({ exam, record })));
    expect(samples).toHaveLength(8);
    for (const { exam, record } of samples) {
      const body = { name: record.name, class: record.className, roll: record.roll, exam, dob: adOf(record.dob) };
      const answer = await lookup(app, body);
      expect(answer.status, record.name).toBe(200);
      expect(answer.body).toEqual({ ...record, examType: exam, summary: summarizeReport(record) });
    }
  });

  it('matches the name whatever its case and spacing; class, roll, exam and date of birth exactly', async () => {
    const app = await started({ resultLookupsPerMinute: 100 });
    results(new Date(), 'import', sampleCsv);
    // Born 12 Bhadra 2073 B.S. (the sample file's date), which is 28 August 2016.
    const aarav = { name: 'Aarav Yadav', class: 'Grade 3', roll: 7, exam: 'First Terminal 2082', dob: '2016-08-28' };
    for (const name of ['aarav yadav', '  AARAV   Yadav ']) {
      expect((await lookup(app, { ...aarav, name })).status, name).toBe(200);
    }
    for (const wrong of [
      { name: 'Aarav Yada' },
      { name: 'Sita Kumari Sah' },
      { class: 'Grade 4' },
      { roll: 8 },
      { exam: 'Second Terminal 2082', roll: 8 },
      { dob: '2016-08-29' },
      { dob: '2073-05-12' },
    ]) {
      const answer = await lookup(app, { ...aarav, ...wrong });
      expect(answer.status, JSON.stringify(wrong)).toBe(404);
      expect(answer.body).toEqual({ message: 'No record found. Please check your details.' });
    }
  });

  it('says an exam with no records is not published yet, which differs from no record found', async () => {
    const app = await started();
    results(new Date(), 'import', sampleCsv);
    const answer = await lookup(app, {
      name: 'Aarav Yadav',
      class: 'Grade 3',
      roll: 7,
      exam: 'Annual 2083',
      dob: '2016-08-28',
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: resultMessages.notPublished });
    expect(resultMessages.notPublished).toContain('not published yet');
  });

  it('finds a record imported by the command while the service runs, and forgets a deleted exam, without restart', async () => {
    const app = await started();
    const sita = { name: 'सीता साह', class: 'Grade 5', roll: 3, exam: 'First Terminal 2083', dob: adOf('2071-02-03') };
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

  it('imports a sheet typed in Nepali digits and Nepali class names through the command, and answers its records', async () => {
    const app = await started({ resultLookupsPerMinute: 100 });
    const csv = join(dirname(db.path), 'nepali.csv');
    // As Excel saves it: a byte order mark, CRLF; marks, roll, days and date in Devanagari digits.
    writeFileSync(
      csv,
      '\uFEFFname,class,roll,father,mother,dob_bs,address,present_days,school_days,English (100),English (50)\r\n' +
        'आरव यादव,कक्षा ३,७,सुनिल यादव,रेखा यादव,२०७३-०५-१२,"ढल्केबर-४, धनुषा",५८,६२,७५,\r\n' +
        'प्रिया मण्डल,नर्सरी,३,दिनेश मण्डल,कविता मण्डल,२०७७-११-०२,धल्केबर-२,५५,६०,,४५.५\r\n',
    );
    const out = new Captured();
    const err = new Captured();
    const code = runResults(
      ['import', csv, '--exam', 'First Terminal 2083'],
      { OFFICE_DB_PATH: db.path },
      out,
      err,
      () => new Date('2026-11-27T06:00:00Z'),
    );
    expect(err.text).toBe('');
    expect(code).toBe(0);
    expect(out.text).toBe("Published 'First Terminal 2083': 2 records, live on the site now.\n");

    const aarav = await lookup(app, {
      name: 'आरव यादव',
      class: 'Grade 3',
      roll: 7,
      exam: 'First Terminal 2083',
      dob: adOf('2073-05-12'),
    });
    expect(aarav.status).toBe(200);
    expect(aarav.body).toMatchObject({
      className: 'Grade 3',
      roll: 7,
      dob: '2073-05-12',
      subjects: [{ subject: 'English', fullMarks: 100, marks: 75 }],
      attendance: { presentDays: 58, schoolDays: 62 },
    });
    const priya = await lookup(app, {
      name: 'प्रिया मण्डल',
      class: 'Nursery',
      roll: 3,
      exam: 'First Terminal 2083',
      dob: adOf('2077-11-02'),
    });
    expect(priya.body).toMatchObject({
      className: 'Nursery',
      dob: '2077-11-02',
      subjects: [{ subject: 'English', fullMarks: 50, marks: 45.5 }],
    });
  });

  it('refuses through the command an A.D. date in the dob_bs column, by its line and column, storing nothing', async () => {
    const csv = join(dirname(db.path), 'ad-date.csv');
    writeFileSync(
      csv,
      'name,class,roll,father,mother,dob_bs,address,present_days,school_days,English (100)\n' +
        'सीता साह,कक्षा ५,३,,,2071-02-03,,60,62,91\n' +
        'राम साह,कक्षा ५,४,,,2016-08-28,,60,62,80\n',
    );
    const err = new Captured();
    const code = runResults(
      ['import', csv, '--exam', 'First Terminal 2083'],
      { OFFICE_DB_PATH: db.path },
      new Quiet(),
      err,
      () => new Date('2026-11-27T06:00:00Z'),
    );
    expect(code).toBe(1);
    expect(err.text).toContain(
      'line 3, column "dob_bs": "2016-08-28" looks like an A.D. date: type the date in B.S., such as 2073-05-12\n',
    );
    const app = await started();
    expect((await request(app.server).get('/api/results/exams')).body).toEqual({ exams: [] });
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
      lookup(
        app,
        { name: 'Aarav Yadav', class: 'Grade 3', roll, exam: 'First Terminal 2082', dob: '2016-08-28' },
        address,
      );
    for (const roll of [1, 2, 3]) expect((await guess(roll, '203.0.113.20')).status).toBe(404);
    const limited = await guess(7, '203.0.113.20');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: resultMessages.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await guess(7, '203.0.113.21')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64: its fourth lookup in a minute is refused whatever its last 64 bits', async () => {
    const app = await started({ resultLookupsPerMinute: 3 });
    results(new Date(), 'import', sampleCsv);
    const guess = (roll: number, address: string) =>
      lookup(
        app,
        { name: 'Aarav Yadav', class: 'Grade 3', roll, exam: 'First Terminal 2082', dob: '2016-08-28' },
        address,
      );
    for (const [roll, address] of [
      [1, '2001:db8:aa:1::1'],
      [2, '2001:db8:aa:1:8a2e:370:7334:1'],
      [3, '2001:db8:aa:1::ffff'],
    ] as const) {
      expect((await guess(roll, address)).status).toBe(404);
    }
    const limited = await guess(7, '2001:db8:aa:1::abcd');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: resultMessages.rateLimited });
    expect((await guess(7, '2001:db8:aa:2::1')).status).toBe(200);
  });

  it('refuses the 11th wrong date of birth in a day for one child with 429, from one IPv4 or one IPv6 /64 alike', async () => {
    let now = new Date('2026-11-27T03:00:00Z');
    const app = await started({ resultLookupsPerMinute: 1000 }, undefined, () => now);
    results(now, 'import', sampleCsv);
    const aarav = { name: 'Aarav Yadav', class: 'Grade 3', roll: 7, exam: 'First Terminal 2082', dob: '2016-08-28' };
    const sita = {
      name: 'Sita Kumari Sah',
      class: 'Grade 5',
      roll: 1,
      exam: 'First Terminal 2082',
      dob: adOf('2071-02-03'),
    };
    const wrong = (day: number) => `2016-09-${String(day).padStart(2, '0')}`;
    const clients = {
      ipv4: (_try: number) => '203.0.113.50',
      ipv6: (attempt: number) => `2001:db8:bb:1::${(attempt + 1).toString(16)}`,
    };
    for (const [child, address] of [
      [aarav, clients.ipv4],
      [sita, clients.ipv6],
    ] as const) {
      for (let attempt = 0; attempt < 10; attempt++) {
        const answer = await lookup(app, { ...child, dob: wrong(attempt + 1) }, address(attempt));
        expect(answer.status, `${child.name}, wrong date ${attempt + 1}`).toBe(404);
        expect(answer.body).toEqual({ message: resultMessages.noRecord });
      }
      const eleventh = await lookup(app, { ...child, dob: wrong(11) }, address(10));
      expect(eleventh.status).toBe(429);
      expect(eleventh.body).toEqual({ message: resultMessages.tooManyWrongDates });
      // The right date too, from anywhere, and in the child's other exams: else the answers would tell it.
      expect((await lookup(app, child, '198.51.100.7')).status).toBe(429);
    }
    expect((await lookup(app, { ...aarav, exam: 'Second Terminal 2082' }, '198.51.100.7')).status).toBe(429);
    // Another child of the class is not touched.
    const bikash = { name: 'Bikash Mahato', class: 'Grade 2', roll: 9, exam: 'First Terminal 2082' };
    expect((await lookup(app, { ...bikash, dob: adOf('2074-03-18') })).status).toBe(200);
    // A day after the first wrong date, the child's results open again.
    now = new Date('2026-11-28T03:00:01Z');
    expect((await lookup(app, aarav)).status).toBe(200);
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
      { name: 'A', class: 'Grade 3', roll: 7, exam: 'X', dob: '2016-08-28', all: true },
      // Without the date of birth, or with one not written year-month-day.
      { name: 'Aarav Yadav', class: 'Grade 3', roll: 7, exam: 'First Terminal 2082' },
      { name: 'Aarav Yadav', class: 'Grade 3', roll: 7, exam: 'First Terminal 2082', dob: '28/08/2016' },
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
    const sita = { name: 'Sita Kumari Sah', class: 'Grade 5', roll: 1, exam: 'First Terminal 2082' };
    await lookup(app, { ...sita, dob: adOf('2071-02-03') });
    await lookup(app, { ...sita, name: 'Zzyzx Unlisted', dob: adOf('2071-02-03') });
    await lookup(app, { ...sita, dob: '2014-05-19' });
    const lines = logs.lines.filter((line) => line.msg === 'result lookup');
    expect(lines).toEqual([
      expect.objectContaining({ exam: 'First Terminal 2082', className: 'Grade 5', roll: 1, outcome: 'found' }),
      expect.objectContaining({ exam: 'First Terminal 2082', className: 'Grade 5', roll: 1, outcome: 'no-record' }),
      expect.objectContaining({ exam: 'First Terminal 2082', className: 'Grade 5', roll: 1, outcome: 'wrong-dob' }),
    ]);
    const all = logs.text.join('\n');
    const secrets = ['Sita', 'Zzyzx', 'Ram Prasad', '2071-02-03', adOf('2071-02-03'), '2014-05-19', 'Mithila'];
    for (const secret of secrets) expect(all).not.toContain(secret);
  });
});

describe('the sample results (RESULTS_SAMPLES=yes)', () => {
  let db: { path: string; cleanup: () => void };
  beforeEach(() => {
    db = tempDatabase('samples');
  });
  afterEach(() => db.cleanup());

  /** Starts the service on the test's file, looks at it while it runs, and stops it. */
  async function whileRunning(
    resultSamples: boolean,
    look: (app: FastifyInstance) => Promise<void>,
    logs?: LogLines,
  ): Promise<void> {
    const env = { OFFICE_DB_PATH: db.path, LOG_LEVEL: logs ? 'info' : 'silent' };
    const app = buildApp(testConfig(env, { resultSamples, resultLookupsPerMinute: 100 }), { logStream: logs });
    try {
      await app.ready();
      await look(app);
    } finally {
      await app.close();
    }
  }
  const examNames = async (app: FastifyInstance) =>
    ((await request(app.server).get('/api/results/exams')).body as { exams: { name: string }[] }).exams.map(
      (exam) => exam.name,
    );
  const aarav = { name: 'Aarav Yadav', class: 'Grade 3', roll: 7, exam: 'First Terminal 2082', dob: '2016-08-28' };
  const lookup = (app: FastifyInstance, body: object) =>
    request(app.server).post('/api/results/lookup').set('x-forwarded-for', '203.0.113.30').send(body);
  const sampleExams = ['Final Results', 'Fourth Terminal 2082', 'Third Terminal 2082', 'Second Terminal 2082'];

  it('publishes the sample file at start, saying so in one log line that names no one', async () => {
    const logs = new LogLines();
    await whileRunning(
      true,
      async (app) => {
        expect(await examNames(app)).toEqual(expect.arrayContaining([...sampleExams, 'First Terminal 2082']));
        expect(await examNames(app)).toHaveLength(5);
        const found = await lookup(app, aarav);
        expect(found.status).toBe(200);
        expect(found.body).toMatchObject({ father: 'Sunil Yadav', summary: { percentageText: '83.69' } });
      },
      logs,
    );
    const loaded = logs.lines.filter((line) => String(line.msg).startsWith('sample results loaded'));
    expect(loaded).toHaveLength(1);
    expect(loaded[0]).toMatchObject({ records: 8, exams: expect.arrayContaining(sampleExams) });
    expect(loaded[0]?.msg).toContain('RESULTS_SAMPLES=no');
    expect(loaded[0]?.msg).toContain('make results ARGS="delete --exam NAME"');

    // No one's name, parent or address from the file is in the log.
    const reading = readResultsCsv(readFileSync(sampleCsv, 'utf8'), undefined);
    if (!reading.ok) throw new Error('the sample file does not read');
    const people = [...reading.exams.values()].flat().flatMap((r) => [r.name, r.father, r.mother, r.address]);
    const all = logs.text.join('\n');
    for (const secret of people) expect(all).not.toContain(secret);
  });

  it('is off by default: a start publishes nothing', async () => {
    expect(testConfig({ OFFICE_DB_PATH: db.path }).resultSamples).toBe(false);
    await whileRunning(false, async (app) => {
      expect(await examNames(app)).toEqual([]);
      expect((await lookup(app, aarav)).body).toEqual({ message: resultMessages.notPublished });
    });
  });

  it('publishes only the exams with no records: a restart duplicates nothing and keeps what the operator replaced', async () => {
    await whileRunning(true, async () => {});
    const replacement = join(dirname(db.path), 'first.csv');
    writeFileSync(
      replacement,
      'name,class,roll,father,mother,dob_bs,address,present_days,school_days,English (100)\nRam Sah,Grade 3,2,,,2073-01-01,,50,60,70\n',
    );
    const quiet = new Quiet();
    const run = (...argv: string[]) => runResults(argv, { OFFICE_DB_PATH: db.path }, quiet, quiet);
    expect(run('import', replacement, '--exam', 'First Terminal 2082', '--replace')).toBe(0);
    expect(run('delete', '--exam', 'Final Results')).toBe(0);

    // Still on: the deleted sample exam comes back, the replaced one stays replaced, nothing is doubled.
    await whileRunning(true, async (app) => {
      expect(await examNames(app)).toHaveLength(5);
      expect((await lookup(app, aarav)).body).toEqual({ message: resultMessages.noRecord });
      expect((await lookup(app, { ...aarav, name: 'ram sah', roll: 2, dob: adOf('2073-01-01') })).status).toBe(200);
      const rohan = { name: 'Rohan Jha', class: 'Grade 1', roll: 12, exam: 'Final Results', dob: adOf('2075-09-21') };
      expect((await lookup(app, rohan)).status).toBe(200);
    });
    const listed: string[] = [];
    runResults(['list'], { OFFICE_DB_PATH: db.path }, { write: (text: string) => listed.push(text) }, quiet);
    expect(listed.join('')).toMatch(/Final Results\s+1\s/);
    expect(listed.join('')).toMatch(/Second Terminal 2082\s+2\s/);

    // Turned off, a deleted sample exam stays deleted.
    expect(run('delete', '--exam', 'Final Results')).toBe(0);
    await whileRunning(false, async (app) => {
      expect(await examNames(app)).not.toContain('Final Results');
    });
  });
});
