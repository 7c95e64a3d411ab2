/**
 * The two files of an application, checked by their content (files/fileKind.ts, files/docx.ts, files/pdf.ts), never
 * by the name or type the browser gave them. What each may be: a photo is an image a phone produces; a birth
 * certificate is a PDF, a Word document or a photo of the paper. An image is kept only as the JPEG copy sharp makes
 * of it (files/imageCopy.ts), so what staff open is never the bytes a stranger sent.
 */
import { checkDocx } from '../files/docx.js';
import { kindOfFile, type FileKind } from '../files/fileKind.js';
import { checkIsolated } from '../files/isolatedCheck.js';

export const admissionFileFields = ['photo', 'birthCertificate'] as const;
export type AdmissionFileField = (typeof admissionFileFields)[number];

/** The kinds a stored file may be: every image becomes a JPEG; a DOCX is a zip that passed checkDocx. */
export type StoredKind = 'jpeg' | 'pdf' | 'doc' | 'docx';

const extensions: Record<StoredKind, string> = { jpeg: 'jpg', pdf: 'pdf', doc: 'doc', docx: 'docx' };

export function extensionOf(kind: StoredKind): string {
  return extensions[kind];
}

/** What a phone's camera writes. HEIC passes here, and is refused when sharp cannot decode it. */
const imageKinds: ReadonlySet<FileKind> = new Set(['jpeg', 'png', 'webp', 'heic']);
const certificateKinds: ReadonlySet<FileKind> = new Set(['pdf', 'doc', 'zip', 'jpeg', 'png']);

/**
 * The stored kind of an uploaded file when it may be used for the field, undefined when it may not. An image is
 * replaced, at `path`, by its JPEG copy. Images and PDFs are opened in a process of their own (isolatedCheck.ts).
 */
export async function acceptedKind(field: AdmissionFileField, path: string): Promise<StoredKind | undefined> {
  const kind = await kindOfFile(path);
  if (!kind || !(field === 'photo' ? imageKinds : certificateKinds).has(kind)) return undefined;
  if (imageKinds.has(kind)) {
    return (await checkIsolated(field === 'photo' ? 'photo' : 'document', path)) ? 'jpeg' : undefined;
  }
  if (kind === 'pdf') return (await checkIsolated('pdf', path)) ? 'pdf' : undefined;
  if (kind === 'zip') return (await checkDocx(path)) === undefined ? 'docx' : undefined;
  return kind === 'doc' ? 'doc' : undefined;
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
      `"${fileName}" is not a photo we can use. Please choose a photo such as a JPG, PNG or WebP file.`,
    birthCertificate: (fileName: string) =>
      `"${fileName}" cannot be used. Please choose a PDF, Word (DOC, DOCX), JPG or PNG file.`,
  } satisfies Record<AdmissionFileField, (fileName: string) => string>,
  tooLarge: (fileName: string, maxBytes: number) =>
    `"${fileName}" is larger than ${megabytes(maxBytes)}. Please choose a smaller file or a smaller scan.`,
  twice: 'Send one file per field.',
} as const;
