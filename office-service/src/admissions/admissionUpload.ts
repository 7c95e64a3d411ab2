/**
 * Reads a multipart application: text fields into memory (each a few hundred bytes at most), each file streamed
 * to a temporary file in the files folder's `.incoming` folder, never whole in memory. The caller owns the
 * temporary files it gets back (`discard` removes them); on any refusal here they are already removed.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { FileRefusalReason } from '@school/contracts';
import { admissionFileFields, fileMessages, type AdmissionFileField } from './admissionFiles.js';
import { UploadWatch } from './uploadWatch.js';

export interface UploadLimits {
  photoMaxBytes: number;
  certificateMaxBytes: number;
  idleMs: number;
  totalMs: number;
}

export interface UploadedFile {
  /** As the browser named it: shown back in a refusal, never used as a path or a mail header. */
  fileName: string;
  tempPath: string;
  size: number;
}

export interface Upload {
  fields: Record<string, string>;
  files: Partial<Record<AdmissionFileField, UploadedFile>>;
}

/** A refusal of the request itself, answered {message} with its status. */
export class UploadRefused extends Error {
  constructor(
    readonly statusCode: 400 | 408,
    message: string,
    readonly fields?: Record<string, string>,
    readonly reasons?: Record<string, FileRefusalReason>,
  ) {
    super(message);
  }
}

const isFileField = (name: string): name is AdmissionFileField =>
  (admissionFileFields as readonly string[]).includes(name);

/** Counts a file's bytes as they pass and stops it past its cap. */
function sizeCap(maxBytes: number, seen: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen.bytes += chunk.length;
      if (seen.bytes > maxBytes) done(new FileTooLarge());
      else done(null, chunk);
    },
  });
}

class FileTooLarge extends Error {}

export async function discard(upload: Pick<Upload, 'files'>): Promise<void> {
  await Promise.all(Object.values(upload.files).map((file) => rm(file.tempPath, { force: true })));
}

export async function readUpload(
  request: FastifyRequest,
  incomingFolder: string,
  limits: UploadLimits,
  messages: { stalled: string; tooSlow: string; malformed: string },
): Promise<Upload> {
  await mkdir(incomingFolder, { recursive: true });
  const upload: Upload = { fields: {}, files: {} };
  const watch = new UploadWatch(request.raw, limits.idleMs, limits.totalMs);
  const largest = Math.max(limits.photoMaxBytes, limits.certificateMaxBytes);
  const parts = request.parts({
    // Busboy's own ceilings, a backstop: each file's cap is sizeCap's, by field.
    limits: { fileSize: largest + 1, files: 2, fields: 40, parts: 42, fieldSize: 16 * 1024 },
  });
  const iterator = parts[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), watch.cutOff]);
      if (next.done) break;
      const part: Multipart = next.value;
      if (part.type === 'field') {
        if (part.fieldname in upload.fields || isFileField(part.fieldname)) {
          throw new UploadRefused(400, `The field ${part.fieldname} was sent twice or in the wrong form.`);
        }
        if (part.valueTruncated) {
          throw new UploadRefused(400, messages.malformed, { [part.fieldname]: 'This is far too long.' });
        }
        upload.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (!isFileField(part.fieldname)) {
        part.file.resume();
        throw new UploadRefused(400, `The request has a file the form does not have: ${part.fieldname}.`);
      }
      if (upload.files[part.fieldname]) {
        part.file.resume();
        throw new UploadRefused(
          400,
          messages.malformed,
          { [part.fieldname]: fileMessages.twice },
          { [part.fieldname]: 'twice' },
        );
      }
      const file: UploadedFile = {
        fileName: part.filename,
        tempPath: join(incomingFolder, randomUUID()),
        size: 0,
      };
      upload.files[part.fieldname] = file;
      const maxBytes = part.fieldname === 'photo' ? limits.photoMaxBytes : limits.certificateMaxBytes;
      const seen = { bytes: 0 };
      try {
        await pipeline(part.file, sizeCap(maxBytes, seen), createWriteStream(file.tempPath, { flags: 'wx' }), {
          signal: watch.signal,
        });
      } catch (error) {
        if (error instanceof FileTooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new UploadRefused(
            400,
            messages.malformed,
            { [part.fieldname]: fileMessages.tooLarge(part.filename, maxBytes) },
            { [part.fieldname]: 'too-large' },
          );
        }
        throw error;
      }
      file.size = seen.bytes;
    }
    return upload;
  } catch (error) {
    await discard(upload);
    const reason = watch.signal.aborted ? (watch.signal.reason as { reason?: string }).reason : undefined;
    if (reason === 'stalled') throw new UploadRefused(408, messages.stalled);
    if (reason === 'too-slow') throw new UploadRefused(408, messages.tooSlow);
    if (error instanceof UploadRefused) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('FST_')) throw new UploadRefused(400, messages.malformed);
    if (code === 'ENOSPC') throw error;
    if (error instanceof Error && /multipart|boundary|terminated|Unexpected end/i.test(error.message)) {
      throw new UploadRefused(400, messages.malformed);
    }
    throw error;
  } finally {
    watch.done();
  }
}
