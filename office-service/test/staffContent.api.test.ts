import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContentEntryAnswer, ContentProblem, StaffRole } from '@school/contracts';
import { badContentFiles, type BadContentFile } from '@school/contracts/bad-content-files';
import { checkContentFile, parseContentFile } from '@school/contracts/site-content';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { entryFileText } from '../src/content/writeEntryFile.js';
import { staffContentTexts } from '../src/routes/staffContent.js';
import { pdf } from './admissionFiles.js';
import { LogLines, signedInCookies, staffOrigin, tempDatabase, testConfig } from './support.js';

/**
 * Publishing from the console, the entries: read, saved and deleted in a real copy of the repository's content
 * folder by the real service (real SQLite, sessions from one-time sign-in links), and photos and PDFs uploaded.
 * 401/403 of every route: the walk of app.staffRoutes in staffDesk.api.test.ts.
 */
const origin = staffOrigin;
const repositoryContent = join(import.meta.dirname, '../../site-content');
const megabyte = 1024 * 1024;

const newNotice = {
  version: null,
  en: {
    fields: { title: 'Dashain holiday', date: '2025-10-01', pinned: true },
    text: 'The school is closed from 1 to 10 October.\n',
  },
  ne: { fields: { title: 'दशैं बिदा' }, text: 'विद्यालय असोज १५ देखि बन्द रहनेछ।\n' },
};

describe('the console’s content entries and uploads', { timeout: 30_000 }, () => {
  let db: ReturnType<typeof tempDatabase>;
  let folder: string;
  let app: FastifyInstance;
  let logs: LogLines;
  let cookies: Map<StaffRole, string>;

  async function start(uploadMaxBytes = 20 * megabyte): Promise<void> {
    db = tempDatabase('content');
    folder = join(mkdtempSync(join(tmpdir(), 'office-content-')), 'site-content');
    cpSync(repositoryContent, folder, { recursive: true });
    logs = new LogLines();
    const base = testConfig({ OFFICE_DB_PATH: db.path, LOG_LEVEL: 'info' });
    app = buildApp({ ...base, publishing: { contentDir: folder, uploadMaxBytes } }, { logStream: logs });
    await app.ready();
    cookies = await signedInCookies(app, db.path, ['admin', 'office']);
  }
  beforeEach(() => start());
  afterEach(async () => {
    await app.close();
    db.cleanup();
    rmSync(join(folder, '..'), { recursive: true, force: true });
  });

  const office = () => cookies.get('office')!;
  const get = (url: string) => request(app.server).get(url).set('cookie', office());
  const put = (url: string, body: object) =>
    request(app.server).put(url).set('origin', origin).set('cookie', office()).send(body);
  const del = (url: string, body: object) =>
    request(app.server).delete(url).set('origin', origin).set('cookie', office()).send(body);
  const upload = (bytes: Buffer, name: string) =>
    request(app.server)
      .post('/api/office/content/files')
      .set('origin', origin)
      .set('cookie', office())
      .attach('file', bytes, name);
  const onDisk = (path: string) => readFileSync(join(folder, path), 'utf8');

  it('names admin and office for every content route, so the walk of staffDesk.api.test.ts checks their 401 and 403', () => {
    const ours = app.staffRoutes.filter(
      (route) => route.url.startsWith('/api/office/content') && route.method !== 'HEAD',
    );
    expect(ours.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'DELETE /api/office/content/:collection/:name',
      'GET /api/office/content',
      'GET /api/office/content/:collection/:name',
      'GET /api/office/content/files/:folder/:file',
      'POST /api/office/content/files',
      'PUT /api/office/content/:collection/:name',
    ]);
    for (const route of ours) expect([...route.roles].sort()).toEqual(['admin', 'office']);
  });

  it('lists every entry with its title and date, newest first, and opens one with its fields and text', async () => {
    const listed = await get('/api/office/content');
    expect(listed.status).toBe(200);
    const entries = (listed.body as { entries: { collection: string; name: string; date: string }[] }).entries;
    expect(entries.map((entry) => entry.date)).toEqual(
      entries
        .map((entry) => entry.date)
        .sort()
        .reverse(),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        collection: 'exams',
        name: '2025-09-first-terminal',
        title: 'First Terminal Examination',
        date: '2025-09-10',
        hasNepali: true,
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ collection: 'vacancies', name: 'school-librarian', date: '2025-08-30' }),
    );
    expect(entries.filter((entry) => entry.name.endsWith('.ne'))).toEqual([]);

    const opened = await get('/api/office/content/exams/2025-09-first-terminal');
    expect(opened.status).toBe(200);
    const file = parseContentFile(onDisk('exams/2025-09-first-terminal.md'));
    expect(opened.body).toMatchObject({
      collection: 'exams',
      name: '2025-09-first-terminal',
      en: { fields: { subject: 'First Terminal Examination', date: '2025-09-10' }, text: file.body },
      ne: { fields: parseContentFile(onDisk('exams/2025-09-first-terminal.ne.md')).data },
    });
  });

  it('creates an entry as a Markdown file with its fields in order, and refuses to create it over itself', async () => {
    const created = await put('/api/office/content/notices/dashain-holiday', newNotice);
    expect(created.status).toBe(200);
    expect(onDisk('notices/dashain-holiday.md')).toBe(
      '---\ntitle: Dashain holiday\ndate: 2025-10-01\npinned: true\n---\nThe school is closed from 1 to 10 October.\n',
    );
    expect(onDisk('notices/dashain-holiday.ne.md')).toBe('---\ntitle: दशैं बिदा\n---\nविद्यालय असोज १५ देखि बन्द रहनेछ।\n');
    expect(checkContentFile('notices', onDisk('notices/dashain-holiday.md'), () => true)).toEqual([]);
    const opened = await get('/api/office/content/notices/dashain-holiday');
    expect((opened.body as ContentEntryAnswer).version).toBe((created.body as { version: string }).version);

    const again = await put('/api/office/content/notices/dashain-holiday', {
      ...newNotice,
      en: { ...newNotice.en, text: 'Another text.' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: staffContentTexts.exists('notices') });
    expect(onDisk('notices/dashain-holiday.md')).toContain('The school is closed from 1 to 10 October.');
    expect(logs.text.filter((line) => line.includes('content entry saved'))).toHaveLength(1);
    expect(logs.text.join('\n')).not.toMatch(/closed from|दशैं/);
  });

  it('saves an edit on the version read, and refuses a stale version, leaving the file as it was', async () => {
    const { version } = (await put('/api/office/content/notices/dashain-holiday', newNotice)).body as {
      version: string;
    };
    const edited = { ...newNotice, version, en: { ...newNotice.en, text: 'Closed from 2 October.' } };
    const saved = await put('/api/office/content/notices/dashain-holiday', edited);
    expect(saved.status).toBe(200);
    expect((saved.body as { version: string }).version).not.toBe(version);
    expect(onDisk('notices/dashain-holiday.md')).toMatch(/---\nClosed from 2 October\.\n$/);

    const stale = await put('/api/office/content/notices/dashain-holiday', {
      ...edited,
      en: { ...edited.en, text: 'Closed from 3 October.' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: staffContentTexts.changed('notices') });
    expect(onDisk('notices/dashain-holiday.md')).toMatch(/Closed from 2 October\.\n$/);
  });

  it('refuses a save when the file was edited by hand on the server since it was read', async () => {
    const opened = (await get('/api/office/content/vacancies/school-librarian')).body as ContentEntryAnswer;
    const handEdited = onDisk('vacancies/school-librarian.md').replace('Run the school library', 'Run the library');
    writeFileSync(join(folder, 'vacancies/school-librarian.md'), handEdited);

    const saved = await put('/api/office/content/vacancies/school-librarian', {
      version: opened.version,
      en: { ...opened.en, text: 'My change.' },
      ne: opened.ne,
    });
    expect(saved.status).toBe(409);
    expect((saved.body as { message: string }).message).toContain('on the server');
    expect(onDisk('vacancies/school-librarian.md')).toBe(handEdited);

    // A hand edit of the Nepali file alone changes the version too.
    const reopened = (await get('/api/office/content/vacancies/school-librarian')).body as ContentEntryAnswer;
    writeFileSync(join(folder, 'vacancies/school-librarian.ne.md'), onDisk('vacancies/school-librarian.ne.md') + '\n');
    const again = await put('/api/office/content/vacancies/school-librarian', {
      version: reopened.version,
      en: reopened.en,
      ne: reopened.ne,
    });
    expect(again.status).toBe(409);
  });

  it('removes the Nepali file when a save has none, and deletes both files on the version read', async () => {
    const opened = (await get('/api/office/content/news/peace-rally')).body as ContentEntryAnswer;
    const saved = await put('/api/office/content/news/peace-rally', {
      version: opened.version,
      en: opened.en,
      ne: null,
    });
    expect(saved.status).toBe(200);
    expect(existsSync(join(folder, 'news/peace-rally.ne.md'))).toBe(false);
    expect(((await get('/api/office/content/news/peace-rally')).body as ContentEntryAnswer).ne).toBeNull();

    const stale = await del('/api/office/content/news/peace-rally', { version: opened.version });
    expect(stale.status).toBe(409);
    expect(existsSync(join(folder, 'news/peace-rally.md'))).toBe(true);

    const { version } = saved.body as { version: string };
    expect((await del('/api/office/content/news/peace-rally', { version })).body).toEqual({ deleted: true });
    expect(existsSync(join(folder, 'news/peace-rally.md'))).toBe(false);
    expect((await del('/api/office/content/news/peace-rally', { version })).status).toBe(404);
    expect((await get('/api/office/content/news/peace-rally')).status).toBe(404);

    const audit = await request(app.server).get('/api/office/audit').set('cookie', cookies.get('admin')!);
    expect(audit.body).toMatchObject({
      lines: [
        { by: 'office@school.example.np', action: 'content entry deleted', reference: 'news/peace-rally' },
        { by: 'office@school.example.np', action: 'content entry saved', reference: 'news/peace-rally' },
      ],
    });
  });

  it('refuses a file with problems with each problem’s language, field and line, and writes nothing', async () => {
    const refused = await put('/api/office/content/notices/routine', {
      version: null,
      en: { fields: { title: 'Routine', date: '2025-13-01', pinned: 'yes' }, text: 'See the routine.' },
      ne: { fields: {}, text: '' },
    });
    expect(refused.status).toBe(400);
    const { message, problems } = refused.body as { message: string; problems: ContentProblem[] };
    expect(message).toBe(staffContentTexts.problems);
    expect(problems).toContainEqual(expect.objectContaining({ language: 'en', field: 'date', line: 3 }));
    expect(problems).toContainEqual(expect.objectContaining({ language: 'en', field: 'pinned', line: 4 }));
    expect(problems).toContainEqual({
      language: 'ne',
      line: 2,
      field: '',
      message: '"title" is missing from a notice in Nepali',
    });
    expect(existsSync(join(folder, 'notices/routine.md'))).toBe(false);
    expect(logs.text.join('\n')).not.toContain('See the routine');
  });

  it('opens an entry a hand edit broke, showing what is there', async () => {
    writeFileSync(
      join(folder, 'exams/2025-09-first-terminal.md'),
      '---\nsubject: Maths\ndate: 2025-02-30\n---\nText.\n',
    );
    const opened = await get('/api/office/content/exams/2025-09-first-terminal');
    expect(opened.body).toMatchObject({ en: { fields: { subject: 'Maths', date: '2025-02-30' }, text: 'Text.\n' } });
  });

  it('answers a wrong collection, name or body in plain words', async () => {
    expect((await get('/api/office/content/pages/home')).body).toEqual({ message: staffContentTexts.badEntry });
    expect((await get('/api/office/content/news/Peace_Rally')).status).toBe(400);
    expect((await get('/api/office/content/news/no-such-post')).body).toEqual({ message: staffContentTexts.noEntry });
    const bad = await put('/api/office/content/news/peace-rally', { version: null, en: { fields: {} } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: staffContentTexts.badSave, problems: [] });
    expect((await del('/api/office/content/news/peace-rally', {})).body).toEqual({
      message: staffContentTexts.badDelete,
    });
  });

  it('stores an uploaded photo upright and without its EXIF (GPS position), keeping its pixels', async () => {
    const place = 'GPS 27.7172N 85.3240E';
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c04020' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { ImageDescription: place } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);

    const uploaded = await upload(photo, 'Sports Day (1).JPG');
    expect(uploaded.status).toBe(201);
    const { path } = uploaded.body as { path: string };
    expect(path).toMatch(/^\.\.\/images\/sports-day-1-[0-9a-f]{8}\.jpg$/);
    const stored = readFileSync(join(folder, 'news', path));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(place)).toBe(false);
    // An uploaded file's name may be a child's: the log says the folder and size only.
    expect(logs.text.filter((line) => line.includes('content file uploaded'))).toHaveLength(1);
    expect(logs.text.join('\n')).not.toContain('sports-day');

    // The same upload again is the same file; the stored file is served back to the console.
    expect((await upload(photo, 'Sports Day (1).JPG')).body).toEqual({ path });
    const served = await get(`/api/office/content/files/images/${path.split('/').pop()}`);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(served.body as Buffer, stored)).toBe(0);
  });

  it('stores a PDF as it came, and serves only files of images/ and files/', async () => {
    const uploaded = await upload(pdf, 'Exam routine.pdf');
    expect(uploaded.status).toBe(201);
    const { path } = uploaded.body as { path: string };
    expect(path).toMatch(/^\.\.\/files\/exam-routine-[0-9a-f]{8}\.pdf$/);
    expect(readFileSync(join(folder, 'news', path)).equals(pdf)).toBe(true);
    const served = await get(`/api/office/content/files/files/${path.split('/').pop()}`);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');

    for (const url of [
      '/api/office/content/files/files/no-such.pdf',
      '/api/office/content/files/news/peace-rally.md',
      '/api/office/content/files/images/..%2Fschool.yml',
    ]) {
      const refused = await get(url);
      expect(refused.status, url).toBe(404);
      expect(refused.body, url).toEqual({ message: staffContentTexts.noFile });
    }
  });

  it('refuses a file that is not a photo or PDF whatever its name', async () => {
    const refused = await upload(Buffer.from('MZ\x90\x00 a program'), 'photo.jpg');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: staffContentTexts.wrongType });
  });

  it('refuses a file over PUBLISH_PHOTO_MAX_MB with 413 naming the limit', async () => {
    await app.close();
    await start(1 * megabyte);
    const large = Buffer.concat([pdf, Buffer.alloc(megabyte + 1, 0x20)]);
    const refused = await upload(large, 'large.pdf');
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ message: staffContentTexts.tooLargeUpload(1) });
  });

  /** Rows whose text is a YAML syntax error (or no front-matter at all) cannot be sent as fields. */
  const isYamlSyntaxRow = (row: BadContentFile) => parseContentFile(row.text).syntaxProblems.length > 0;

  it('gives every row of the bad-files table its own message through the API, at the line of the file it would write', async () => {
    const rows = badContentFiles.filter((row) => !isYamlSyntaxRow(row));
    // Counted, so the table cannot shrink (or a row turn into a syntax error) unnoticed: 19 rows, 3 of them YAML.
    expect(badContentFiles.filter(isYamlSyntaxRow).map((row) => row.name)).toEqual([
      'a file without its fields',
      'fields indented with a tab',
      'a field written twice',
    ]);
    expect(rows).toHaveLength(16);
    for (const row of rows) {
      if (row.kind === 'school') throw new Error(`${row.name}: school.yml is not edited by the console`);
      const parsed = parseContentFile(row.text);
      const sent = { fields: parsed.data as Record<string, unknown>, text: parsed.body };
      const name = row.file.split('/')[1]!.replace(/(\.ne)?\.md$/, '');
      let en = sent;
      if (row.language === 'ne') {
        const english = parseContentFile(onDisk(`${row.kind}/${name}.md`));
        en = { fields: english.data as Record<string, unknown>, text: english.body };
      }
      const answer = await put(`/api/office/content/${row.kind}/${name}`, {
        version: null,
        en,
        ne: row.language === 'ne' ? sent : null,
      });
      expect(answer.status, row.name).toBe(400);
      const problems = (answer.body as { problems: ContentProblem[] }).problems;
      expect(
        problems.map((problem) => [problem.language, problem.message]),
        row.name,
      ).toEqual([[row.language, row.message]]);
      const written = entryFileText(sent);
      const expected = checkContentFile(row.kind, written, (path) => existsSync(join(folder, path)), row.language);
      expect(problems[0]!.line, row.name).toBe(expected[0]!.line);
      expect(problems[0]!.field, row.name).toBe(expected[0]!.field);
    }
  });
});
