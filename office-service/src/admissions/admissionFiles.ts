/**
 * The two files of an application, checked by their content (files/fileKind.ts, files/docx.ts), never by the name
 * or type the browser gave them. What each may be: a photo is an image a phone produces; a birth certificate is a
 * PDF, a Word document or a photo of the paper.
 */
import { checkDocx } from '../files/docx.js';
import { kindOfFile, type FileKind } from '../files/fileKind.js';

export const admissionFileFields = ['photo', 'birthCertificate'] as const;
export type AdmissionFileField = (typeof admissionFileFields)[number];

/** The extension a stored file gets, from its checked kind (a DOCX is a zip that passed checkDocx). */
export type StoredKind = Exclude<FileKind, 'zip'> | 'docx';

const extensions: Record<StoredKind, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  heic: 'heic',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
};

export function extensionOf(kind: StoredKind): string {
  return extensions[kind];
}

const photoKinds: ReadonlySet<FileKind> = new Set(['jpeg', 'png', 'webp', 'heic']);
const certificateKinds: ReadonlySet<FileKind> = new Set(['pdf', 'doc', 'zip', 'jpeg', 'png']);

/** The stored kind of an uploaded file when it may be used for the field; undefined when it may not. */
export async function acceptedKind(field: AdmissionFileField, path: string): Promise<StoredKind | undefined> {
  const kind = await kindOfFile(path);
  if (!kind) return undefined;
  if (field === 'photo') return photoKinds.has(kind) ? (kind as StoredKind) : undefined;
  if (!certificateKinds.has(kind)) return undefined;
  if (kind !== 'zip') return kind as StoredKind;
  return (await checkDocx(path)) === undefined ? 'docx' : undefined;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The refusals of a file, in plain words (the birth certificate's type and size words are the site form's). */
export const fileMessages = {
  missing: {
    photo: 'Please choose the student photo.',
    birthCertificate: 'Please choose the birth certificate.',
  } satisfies Record<AdmissionFileField, string>,
  wrongKind: {
    photo: (fileName: string) =>
      `"${fileName}" is not a photo we can use. Please choose a photo such as a JPG, PNG, WebP or HEIC file.`,
    birthCertificate: (fileName: string) =>
      `"${fileName}" cannot be used. Please choose a PDF, Word (DOC, DOCX), JPG or PNG file.`,
  } satisfies Record<AdmissionFileField, (fileName: string) => string>,
  tooLarge: (fileName: string, maxBytes: number) =>
    `"${fileName}" is larger than ${megabytes(maxBytes)}. Please choose a smaller file or a smaller scan.`,
  twice: 'Send one file per field.',
} as const;
