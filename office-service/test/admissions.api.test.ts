import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { admissionCheckMessages } from '@school/contracts/admission-checks';
import { diskFullMessage } from '@school/service-kit';
import type { FastifyInstance } from 'fastify';
import { MailSandbox } from 'mail-sandbox';
import sharp from 'sharp';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileMessages } from '../src/admissions/admissionFiles.js';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { admissionMessages } from '../src/routes/postAdmission.js';
import { messages } from '../src/errors.js';
import {
  doc,
  docx,
  docxBomb,
  elf,
  exe,
  goodApplication,
  htmlPdf,
  jpeg,
  jpegClaiming,
  lyingDocxBomb,
  pdf,
  png,
} from './admissionFiles.js';
import { mailsFor, sandboxEnv, schoolInbox, tempDatabase, testConfig } from './support.js';

const referenceShape = /^A-[2-9A-HJKMNP-TV-Z]{5}$/;

interface FileSpec {
  bytes: Buffer;
  name: string;
}

const photo: FileSpec = { bytes: jpeg, name: 'asha.jpg' };
const certificate: FileSpec = { bytes: pdf, name: 'birth.pdf' };

describe('POST /api/admissions', () => {
  let sandbox: MailSandbox;
  let db: ReturnType<typeof tempDatabase>;
  const apps: FastifyInstance[] = [];

  beforeEach(async () => {
    sandbox = await new MailSandbox({ httpPort: false }).start();
    db = tempDatabase('admissions');
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await sandbox.close();
    db.cleanup();
  });

  async function started(overrides: Partial<AppConfig['admissions']> = {}) {
    const config = testConfig(sandboxEnv(db.path, sandbox));
    const app = buildApp(
      { ...config, admissions: { ...config.admissions, perHour: 1000, ...overrides } },
      { mailRetry: { firstMs: 100, maxMs: 400 } },
    );
    apps.push(app);
    await app.ready();
    return { app, config };
  }

  function send(
    app: FastifyInstance,
    fields: Record<string, string> = goodApplication,
    files: { photo?: FileSpec; birthCertificate?: FileSpec } = { photo, birthCertificate: certificate },
  ) {
    const call = request(app.server).post('/api/admissions');
    for (const [name, value] of Object.entries(fields)) void call.field(name, value);
    if (files.photo) void call.attach('photo', files.photo.bytes, files.photo.name);
    if (files.birthCertificate)
      void call.attach('birthCertificate', files.birthCertificate.bytes, files.birthCertificate.name);
    return call;
  }

  const incomingFiles = (config: AppConfig) => {
    try {
      return readdirSync(join(config.filesPath, '.incoming'));
    } catch {
      return [];
    }
  };

  it('answers 201 with a reference; the school gets every field, the PDF byte for byte and a JPEG copy of the photo, the parent the reference', async () => {
    const { app, config } = await started();
    const answer = await send(app);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ reference: expect.stringMatching(referenceShape) });
    const { reference } = answer.body as { reference: string };

    const mails = await sandbox.mailbox.waitFor((all) => all.length === 2);
    const { school, confirmation } = mailsFor(mails, reference);
    expect(school).toHaveLength(1);
    expect(school[0]?.replyTo).toBe(goodApplication.fatherEmail);
    for (const value of Object.values(goodApplication).filter(Boolean)) expect(school[0]?.text).toContain(value);
    // The birth certificate the office checks it against is usually in B.S.
    expect(school[0]?.text).toContain(`Date of birth:\n${goodApplication.dob} (2 Baisakh 2076 B.S.)`);
    const attachments = school[0]?.attachments ?? [];
    expect(attachments.map((file) => file.filename)).toEqual(['photo.jpg', 'birth-certificate.pdf']);
    // The photo as sharp wrote it (never the bytes sent), the PDF as the parent sent it.
    expect(await sharp(attachments[0]?.content).metadata()).toMatchObject({ format: 'jpeg', width: 1, height: 1 });
    expect(attachments[1]?.content.equals(pdf)).toBe(true);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]?.envelope.to).toEqual([goodApplication.fatherEmail]);
    expect(confirmation[0]?.attachments).toEqual([]);
    // Kept on disk under the reference; no temporary file left.
    expect(readdirSync(join(config.filesPath, reference)).sort()).toEqual(['birth-certificate.pdf', 'photo.jpg']);
    expect(incomingFiles(config)).toEqual([]);
  });

  it.each([
    ['photo', 'JPEG', { bytes: jpeg, name: 'a.jpg' }, 'photo.jpg'],
    ['photo', 'PNG', { bytes: png, name: 'a.png' }, 'photo.jpg'],
    ['birthCertificate', 'PDF', { bytes: pdf, name: 'b.pdf' }, 'birth-certificate.pdf'],
    ['birthCertificate', 'DOC', { bytes: doc, name: 'b.doc' }, 'birth-certificate.doc'],
    ['birthCertificate', 'DOCX', { bytes: docx, name: 'b.docx' }, 'birth-certificate.docx'],
    ['birthCertificate', 'JPEG', { bytes: jpeg, name: 'b.jpg' }, 'birth-certificate.jpg'],
    ['birthCertificate', 'PNG', { bytes: png, name: 'b.png' }, 'birth-certificate.jpg'],
  ] as const)('accepts a real %s file of type %s', async (field, _kind, file, storedAs) => {
    const { app, config } = await started();
    const answer = await send(app, goodApplication, { photo, birthCertificate: certificate, [field]: file });
    expect(answer.status).toBe(201);
    const { reference } = answer.body as { reference: string };
    expect(readdirSync(join(config.filesPath, reference))).toContain(storedAs);
  });

  it.each([
    ['photo', { bytes: elf, name: 'photo.jpg' }, fileMessages.wrongKind.photo('photo.jpg')],
    ['photo', { bytes: pdf, name: 'photo.jpg' }, fileMessages.wrongKind.photo('photo.jpg')],
    ['birthCertificate', { bytes: exe, name: 'birth.pdf' }, fileMessages.wrongKind.birthCertificate('birth.pdf')],
    ['birthCertificate', { bytes: docxBomb, name: 'b.docx' }, fileMessages.wrongKind.birthCertificate('b.docx')],
    // The three hostile files: a pixel bomb, a "PDF" that is a web page, a zip bomb whose headers lie.
    ['photo', { bytes: jpegClaiming(20_000, 20_000), name: 'p.jpg' }, fileMessages.wrongKind.photo('p.jpg')],
    ['birthCertificate', { bytes: htmlPdf, name: 'b.pdf' }, fileMessages.wrongKind.birthCertificate('b.pdf')],
    ['birthCertificate', { bytes: lyingDocxBomb(), name: 'b.docx' }, fileMessages.wrongKind.birthCertificate('b.docx')],
    [
      'birthCertificate',
      { bytes: Buffer.from('just text'), name: 'b.docx' },
      fileMessages.wrongKind.birthCertificate('b.docx'),
    ],
  ] as const)('refuses a %s whose content is not allowed (%#)', async (field, file, message) => {
    const { app, config } = await started();
    const answer = await send(app, goodApplication, { photo, birthCertificate: certificate, [field]: file });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ [field]: message });
    // The reason as a code too, which a page in another language says in its own words.
    expect(answer.body.reasons).toEqual({ [field]: 'wrong-kind' });
    expect(incomingFiles(config)).toEqual([]);
  });

  it.each(['photo', 'birthCertificate'] as const)('refuses a missing %s with its message', async (field) => {
    const { app } = await started();
    const files = { photo, birthCertificate: certificate };
    delete files[field];
    const answer = await send(app, goodApplication, files);
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ [field]: fileMessages.missing[field] });
    expect(answer.body.reasons).toEqual({ [field]: 'missing' });
  });

  it('refuses a file over its size cap and keeps nothing', async () => {
    const { app, config } = await started({ photoMaxBytes: 1024 * 1024 });
    const big = Buffer.concat([jpeg, Buffer.alloc(1024 * 1024)]);
    const answer = await send(app, goodApplication, {
      photo: { bytes: big, name: 'big.jpg' },
      birthCertificate: certificate,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ photo: fileMessages.tooLarge('big.jpg', 1024 * 1024) });
    expect(answer.body.reasons).toEqual({ photo: 'too-large' });
    expect(incomingFiles(config)).toEqual([]);
  });

  it("marks an application whose date of birth the parent confirmed outside the class's ages, for the office", async () => {
    const { app } = await started();
    const answer = await send(app, { ...goodApplication, ageConfirmed: 'yes' });
    expect(answer.status).toBe(201);
    const { reference } = answer.body as { reference: string };
    const unmarked = await send(app, goodApplication);
    const mails = await sandbox.mailbox.waitFor((all) => all.length === 2);
    const marked = mailsFor(mails, reference).school[0]?.text ?? '';
    expect(marked).toContain(
      'Please check:\nThe date of birth is outside the ages the school set for this class; the parent confirmed it is right.',
    );
    const other = mailsFor(mails, (unmarked.body as { reference: string }).reference).school[0]?.text ?? '';
    expect(other).not.toContain('Please check');

    const refused = await send(app, { ...goodApplication, ageConfirmed: 'maybe' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: messages.ageConfirmed });
  });

  it.each([
    [{ firstName: ' ' }, { firstName: admissionCheckMessages.required }],
    [{ lastName: '' }, { lastName: admissionCheckMessages.required }],
    [{ gender: '' }, { gender: admissionCheckMessages.required }],
    [{ gender: 'Robot' }, { gender: admissionMessages.notAnOption }],
    [{ dob: '' }, { dob: admissionCheckMessages.required }],
    [{ dob: '2019-02-30' }, { dob: admissionCheckMessages.dobInvalid }],
    [{ dob: '2999-01-01' }, { dob: admissionCheckMessages.dobInFuture }],
    [{ classApplied: '' }, { classApplied: admissionCheckMessages.required }],
    [{ classApplied: 'Grade 9' }, { classApplied: admissionMessages.notAnOption }],
    [{ fatherFirstName: '' }, { fatherFirstName: "Father's first name is required" }],
    [{ motherFirstName: '' }, { motherFirstName: "Mother's first name is required" }],
    [{ fatherPhone: '' }, { fatherPhone: "Father's phone is required" }],
    [{ motherPhone: '12' }, { motherPhone: admissionCheckMessages.phoneInvalid }],
    [{ fatherEmail: 'not-an-email' }, { fatherEmail: admissionCheckMessages.emailInvalid }],
    [{ motherEmail: 'a@example.com, b@example.com' }, { motherEmail: admissionCheckMessages.emailInvalid }],
    [{ fatherRelation: 'Uncle' }, { fatherRelation: admissionMessages.notAnOption }],
    [{ motherEducation: 'PhD somewhere' }, { motherEducation: admissionMessages.notAnOption }],
    [
      { firstName: 'Asha\r\nBcc: x@example.com' },
      { firstName: 'First name contains characters that are not allowed.' },
    ],
    [{ lastName: 'x'.repeat(101) }, { lastName: admissionMessages.tooLong(100) }],
    [{ fatherAddress: 'y'.repeat(501) }, { fatherAddress: admissionMessages.tooLong(500) }],
  ])('refuses %j with its message', async (change, fields) => {
    const { app, config } = await started();
    const answer = await send(app, { ...goodApplication, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: expect.any(String), fields });
    expect(incomingFiles(config)).toEqual([]);
  });

  it("sent from a Nepali page: the parents' confirmation is in Nepali, the school's email stays English", async () => {
    const { app } = await started();
    const answer = await send(app, { ...goodApplication, language: 'ne' });
    expect(answer.status).toBe(201);
    const { reference } = answer.body as { reference: string };
    const mails = await sandbox.mailbox.waitFor((all) => all.length === 2);
    const { school, confirmation } = mailsFor(mails, reference);
    expect(school[0]?.subject).toMatch(new RegExp(`^Admission application ${reference}: .*, Grade 1$`));
    expect(confirmation[0]?.subject).toBe(`तपाईंको भर्ना आवेदन विद्यालयमा आइपुग्यो (${reference})`);
    // The class by its Nepali name.
    expect(confirmation[0]?.text).toMatch(/\(कक्षा १\) को भर्ना आवेदन पाएको छ।/);
    expect(confirmation[0]?.text).toContain(`तपाईंको सन्दर्भ नम्बर ${reference} हो`);
    expect(confirmation[0]?.html).toMatch(/^<div lang="ne">/);
  });

  it('refuses a language the site is not written in, and keeps nothing', async () => {
    const { app, config } = await started();
    const answer = await send(app, { ...goodApplication, language: 'fr' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: messages.unknownLanguage });
    expect(incomingFiles(config)).toEqual([]);
    expect(sandbox.mailbox.all()).toEqual([]);
  });

  it('refuses a field the form does not have', async () => {
    const { app } = await started();
    const answer = await send(app, { ...goodApplication, admin: 'yes' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The request has a field the form does not have: admin.');
  });

  it('a filled honeypot gets a 201 like any other, and nothing is stored or mailed', async () => {
    const { app, config } = await started();
    const answer = await send(app, { ...goodApplication, website: 'http://spam.example' });
    expect(answer.status).toBe(201);
    expect(answer.body.reference).toMatch(referenceShape);
    expect(readdirSync(config.filesPath).filter((name) => name !== '.incoming')).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sandbox.mailbox.all()).toEqual([]);
  });

  it('answers 429 with Retry-After past the hourly limit per address', async () => {
    const { app } = await started({ perHour: 2 });
    expect((await send(app)).status).toBe(201);
    expect((await send(app)).status).toBe(201);
    const third = await send(app);
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.body).toEqual({ message: admissionMessages.rateLimited });
  });

  it('takes a phone typed in Devanagari digits, and the school gets it in ASCII ones to dial', async () => {
    const { app } = await started();
    const answer = await send(app, { ...goodApplication, fatherPhone: '९८१-२३४५६७८' });
    expect(answer.status).toBe(201);
    const { reference } = answer.body as { reference: string };
    const mails = await sandbox.mailbox.waitFor((all) => all.length === 2);
    const [school] = mailsFor(mails, reference).school;
    expect(school?.text).toContain('981-2345678');
    expect(school?.text).not.toContain('९८१');
  });

  it("a name with <script> and an address with CR/LF reach the school's email as plain text, with no extra header", async () => {
    const { app } = await started();
    const answer = await send(app, {
      ...goodApplication,
      firstName: 'Asha <script>alert(1)</script>',
      fatherAddress: 'Ward 4\r\nBcc: thief@example.com\r\n\r\n<b>bold</b>',
    });
    expect(answer.status).toBe(201);
    const { reference } = answer.body as { reference: string };
    const mails = await sandbox.mailbox.waitFor((all) => all.length === 2);
    const [school] = mailsFor(mails, reference).school;
    expect(school?.subject).toBe(
      `Admission application ${reference}: Asha <script>alert(1)</script> Kumari Sah, Grade 1`,
    );
    expect(school?.headerLines.some((header) => header.key === 'bcc')).toBe(false);
    expect(mails.flatMap((mail) => mail.envelope.to)).not.toContain('thief@example.com');
    expect(school?.html).not.toContain('<script>');
    expect(school?.html).not.toContain('<b>bold');
    expect(school?.html).toContain('Asha &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(school?.envelope.to).toEqual([schoolInbox]);
  });

  it(
    'cuts off a stalled upload within the idle limit with 408, and leaves no temporary file',
    { timeout: 15_000 },
    async () => {
      const { app, config } = await started({ idleMs: 500 });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as { port: number };
      const boundary = 'stallboundary';
      const head =
        `--${boundary}\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAsha\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n';
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      const closed = new Promise((resolve) => socket.on('close', resolve));
      socket.write(
        `POST /api/admissions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
          `Content-Length: 100000\r\n\r\n${head}`,
      );
      socket.write(jpeg);
      // Half the body, then nothing: the server must not wait for the rest.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(incomingFiles(config)).toHaveLength(1);
      await closed;
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(received).toContain(admissionMessages.stalled.slice(0, 30));
      expect(incomingFiles(config)).toEqual([]);
    },
  );

  it('on a disk without room, refuses with 503 and Retry-After before writing anything', async () => {
    const config = testConfig(sandboxEnv(db.path, sandbox), { minFreeDiskBytes: 2 ** 60 });
    const app = buildApp(config);
    apps.push(app);
    await app.ready();
    const answer = await send(app);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: diskFullMessage });
    expect(answer.headers['retry-after']).toBe('60');
    expect(incomingFiles(config)).toEqual([]);
    expect(readdirSync(config.filesPath)).toEqual([]);
  });
});
