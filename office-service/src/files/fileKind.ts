/**
 * What an uploaded file is, read from its first bytes, never from its name or the browser's Content-Type: a
 * renamed program (`MZ…`, `\x7fELF…`) is no photo whatever it is called. Each kind is what a phone or an office
 * produces: a photo is JPEG, PNG, WebP or HEIC/HEIF (iPhones); a birth certificate is a PDF, a Word document
 * (DOC, or DOCX once docx.ts has checked its zip) or a photo of the paper (JPEG, PNG).
 */
import { open } from 'node:fs/promises';

export type FileKind = 'jpeg' | 'png' | 'webp' | 'heic' | 'pdf' | 'doc' | 'zip';

/** How many leading bytes the checks need. */
export const signatureBytes = 16;

/** HEIF brands (ISO/IEC 23008-12) that phones write: HEVC stills and sequences, and the generic image brands. */
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/** The kind the leading bytes show, or undefined for anything else. */
export function kindOf(head: Buffer): FileKind | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 4, 8) === 'ftyp' && heifBrands.has(ascii(head, 8, 12))) return 'heic';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  // OLE2 compound file: Word 97–2003 documents (and other Office files of that age).
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return undefined;
}

/** Reads a file's leading bytes and answers its kind. */
export async function kindOfFile(path: string): Promise<FileKind | undefined> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(signatureBytes);
    const { bytesRead } = await file.read(head, 0, signatureBytes, 0);
    return kindOf(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}
