/**
 * Publishing from the console, the entries (roles admin and office; the contract: @school/contracts officeContent.ts):
 *
 * - GET    /api/office/content → {entries}
 * - GET    /api/office/content/:collection/:name → the entry's fields and text, English and Nepali
 * - PUT    /api/office/content/:collection/:name {version, en, ne} → 200 {version}; 400 {message, problems};
 *          409 when the entry changed since it was read (or exists, for a new one)
 * - DELETE /api/office/content/:collection/:name {version} → 200 {deleted}; 404; 409
 * - POST   /api/office/content/files (multipart, one photo or PDF up to PUBLISH_PHOTO_MAX_MB) → 201 {path}
 * - GET    /api/office/content/files/:folder/:file → a stored photo or file of the content folder
 *
 * Putting the folder live is the publisher's (routes/staffPublishing.ts). Each save, delete and upload is
 * audit-logged with the entry's collection and name (or the stored file's path); no log line carries an entry's text.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContentDeletedAnswer,
  ContentDeleteRequest,
  ContentEntriesAnswer,
  ContentEntryAnswer,
  ContentEntryParams,
  ContentFileUploadedAnswer,
  ContentRefusedAnswer,
  ContentSavedAnswer,
  ContentSaveRequest,
  ContentStoredFileParams,
  ErrorResponse,
  contentTextMaxChars,
  type StaffRole,
} from '@school/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream, lstatSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentFolder } from '../content/contentFolder.js';
import type { ContentUploads } from '../content/contentUploads.js';

export interface StaffContentOptions {
  folder: ContentFolder;
  uploads: ContentUploads;
  uploadMaxBytes: number;
  audit: (by: string, action: string, reference: string) => void;
}

const officeWork: readonly StaffRole[] = ['admin', 'office'];

/**
 * The JSON body of an entry: two texts of contentTextMaxChars characters, each character up to 6 bytes once
 * escaped, and the fields. nginx lets this route (and no other) take as much.
 */
export const contentEntryBodyLimit = 2 * 1024 * 1024;

const collectionWord = { news: 'news post', notices: 'notice', exams: 'exam update', vacancies: 'vacancy' } as const;

export const staffContentTexts = {
  badEntry:
    'There is no such entry: a collection is news, notices, exams or vacancies, and a name is small letters, digits and single hyphens (such as dashain-holiday-2082).',
  badSave: `Send the entry as JSON: {"version", "en": {"fields", "text"}, "ne"}, each text at most ${contentTextMaxChars.toLocaleString('en')} characters.`,
  badDelete: 'Send the version you read as JSON: {"version"}.',
  tooLargeEntry: `The entry is too large: the text in each language may be at most ${contentTextMaxChars.toLocaleString('en')} characters.`,
  noEntry: 'There is no such entry. It may have been deleted already.',
  problems: 'Nothing was saved. Correct each problem listed and save again.',
  exists: (collection: keyof typeof collectionWord) =>
    `A ${collectionWord[collection]} with this name already exists; nothing was saved. Choose another name, or open that one to change it.`,
  changed: (collection: keyof typeof collectionWord) =>
    `This ${collectionWord[collection]} was changed since you opened it (by someone else, or on the server); nothing was saved. Open it again to see the changes, then make yours.`,
  changedDelete: (collection: keyof typeof collectionWord) =>
    `This ${collectionWord[collection]} was changed since you opened it (by someone else, or on the server); it was not deleted. Open it again to see the changes.`,
  noUpload: 'Send one file, a photo (JPEG, PNG or WebP) or a PDF, as multipart/form-data.',
  wrongType:
    'This file is not a JPEG, PNG or WebP photo or a PDF. Choose a photo or a PDF (an iPhone photo: share it as JPEG first).',
  unreadable: 'This photo could not be read: it may be damaged, or larger than 100 megapixels. Choose another.',
  tooLargeUpload: (megabytes: number) =>
    `The file is too large: a photo or PDF may be at most ${megabytes} MB. Choose a smaller one (a phone can share a photo at a smaller size).`,
  noFile: 'There is no such file in the content folder.',
} as const;

/** The content types of the files an entry may name (contentFileEndings). */
const storedFileTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

export const staffContentRoutes: FastifyPluginAsyncTypebox<StaffContentOptions> = async (app, options) => {
  const { folder, uploads, audit } = options;
  // Registered here, so multipart bodies are taken by this plugin's upload route only.
  await app.register(multipart);

  /** Plain words for a body or address of the wrong shape, rather than the contact form's (errors.ts). */
  const wordsFor = (badBody: string) => (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ message: staffContentTexts.tooLargeEntry });
    if (error.validation) {
      const message = error.validationContext === 'params' ? staffContentTexts.badEntry : badBody;
      // A save's 400 lists its problems: none here, the request itself was not one.
      return reply.code(400).send({ message, problems: [] });
    }
    return app.errorHandler(error, request, reply);
  };

  app.get(
    '/api/office/content',
    { config: { staff: officeWork }, schema: { response: { 200: ContentEntriesAnswer } } },
    async () => ({ entries: folder.list() }),
  );

  app.get(
    '/api/office/content/:collection/:name',
    {
      config: { staff: officeWork },
      errorHandler: wordsFor(staffContentTexts.badEntry),
      schema: { params: ContentEntryParams, response: { 200: ContentEntryAnswer, '4xx': ErrorResponse } },
    },
    async (request, reply) => {
      const entry = folder.read(request.params.collection, request.params.name);
      if (!entry) return reply.code(404).send({ message: staffContentTexts.noEntry });
      return entry;
    },
  );

  app.put(
    '/api/office/content/:collection/:name',
    {
      config: { staff: officeWork },
      bodyLimit: contentEntryBodyLimit,
      errorHandler: wordsFor(staffContentTexts.badSave),
      schema: {
        params: ContentEntryParams,
        body: ContentSaveRequest,
        response: { 200: ContentSavedAnswer, 400: ContentRefusedAnswer, '4xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      const { collection, name } = request.params;
      const outcome = folder.save(collection, name, request.body);
      if (outcome.kind === 'problems') {
        request.log.info({ collection, name, problems: outcome.problems.length }, 'content entry refused');
        return reply.code(400).send({ message: staffContentTexts.problems, problems: outcome.problems });
      }
      if (outcome.kind === 'exists') return reply.code(409).send({ message: staffContentTexts.exists(collection) });
      if (outcome.kind === 'changed') return reply.code(409).send({ message: staffContentTexts.changed(collection) });
      audit(request.staffMember!.email, 'content entry saved', `${collection}/${name}`);
      request.log.info({ collection, name, nepali: request.body.ne !== null }, 'content entry saved');
      return { version: outcome.version };
    },
  );

  app.delete(
    '/api/office/content/:collection/:name',
    {
      config: { staff: officeWork },
      errorHandler: wordsFor(staffContentTexts.badDelete),
      schema: {
        params: ContentEntryParams,
        body: ContentDeleteRequest,
        response: { 200: ContentDeletedAnswer, '4xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      const { collection, name } = request.params;
      const outcome = folder.delete(collection, name, request.body.version);
      if (outcome.kind === 'missing') return reply.code(404).send({ message: staffContentTexts.noEntry });
      if (outcome.kind === 'changed')
        return reply.code(409).send({ message: staffContentTexts.changedDelete(collection) });
      audit(request.staffMember!.email, 'content entry deleted', `${collection}/${name}`);
      request.log.info({ collection, name }, 'content entry deleted');
      return { deleted: true };
    },
  );

  app.post(
    '/api/office/content/files',
    {
      config: { staff: officeWork },
      schema: { response: { 201: ContentFileUploadedAnswer, '4xx': ErrorResponse } },
    },
    async (request, reply) => {
      const tooLarge = () =>
        reply
          .code(413)
          .header('connection', 'close')
          .send({ message: staffContentTexts.tooLargeUpload(Math.round(options.uploadMaxBytes / 1024 / 1024)) });
      let file: { filename: string; bytes: Buffer } | undefined;
      try {
        if (!request.isMultipart()) return reply.code(400).send({ message: staffContentTexts.noUpload });
        const part = await request.file({ limits: { fileSize: options.uploadMaxBytes, files: 1 } });
        if (!part) return reply.code(400).send({ message: staffContentTexts.noUpload });
        // Held in memory (at most PUBLISH_PHOTO_MAX_MB): sharp reads it whole anyway.
        file = { filename: part.filename, bytes: await part.toBuffer() };
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
        if (code.startsWith('FST_')) return reply.code(400).send({ message: staffContentTexts.noUpload });
        throw error;
      }
      const outcome = await uploads.store(file.filename, file.bytes);
      if (outcome.kind === 'wrong-type') return reply.code(400).send({ message: staffContentTexts.wrongType });
      if (outcome.kind === 'unreadable') return reply.code(400).send({ message: staffContentTexts.unreadable });
      audit(request.staffMember!.email, 'content file uploaded', outcome.path.replace('../', ''));
      // The folder and size only: an uploaded file's name may be a child's (the audit line, staff-only, has it).
      request.log.info({ folder: outcome.path.split('/')[1], bytes: file.bytes.length }, 'content file uploaded');
      return reply.code(201).send({ path: outcome.path });
    },
  );

  app.get(
    '/api/office/content/files/:folder/:file',
    {
      config: { staff: officeWork },
      // Any other folder or a name with a slash is no file of the content folder.
      errorHandler: (error, request, reply) =>
        error.validation
          ? reply.code(404).send({ message: staffContentTexts.noFile })
          : app.errorHandler(error, request, reply),
      schema: { params: ContentStoredFileParams },
    },
    async (request, reply) => {
      const { folder: storedFolder, file } = request.params;
      const path = join(folder.root, storedFolder, file);
      // Only a plain file of images/ or files/ (the pattern allows no slash): never a link leading elsewhere.
      const isPlainFile = (() => {
        try {
          return lstatSync(path).isFile();
        } catch {
          return false;
        }
      })();
      if (!isPlainFile) return reply.code(404).send({ message: staffContentTexts.noFile });
      const type = storedFileTypes[file.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';
      // Sandboxed and never sniffed: an SVG put in the folder by hand runs no script on the console's origin.
      return reply
        .header('content-type', type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', type === 'application/octet-stream' ? 'attachment' : 'inline')
        .send(createReadStream(path));
    },
  );
};
