/**
 * A photo or PDF uploaded from the console for an entry, stored in the content folder's `images/` or `files/`.
 * Its kind is read from its first bytes, never from its name. A photo is decoded and written again by sharp in its
 * own format, turned upright by its EXIF orientation and without any metadata (a phone's GPS position among it),
 * its pixels' size kept. The stored name is the uploaded one made safe (a slug) plus a short hash of the stored
 * bytes, so an upload never replaces another file.
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { kindOf } from '../files/fileKind.js';
import { writeFlushed } from './atomicFile.js';

/** A photo as large as a good camera's (50 megapixels and more); a header claiming far more is refused. */
const maxInputPixels = 100_000_000;

const storedKinds = {
  jpeg: { folder: 'images', ending: 'jpg' },
  png: { folder: 'images', ending: 'png' },
  webp: { folder: 'images', ending: 'webp' },
  pdf: { folder: 'files', ending: 'pdf' },
} as const;
type StoredKind = keyof typeof storedKinds;

export type UploadOutcome = { kind: 'stored'; path: string } | { kind: 'wrong-type' } | { kind: 'unreadable' };

/** The uploaded name made safe: small letters, digits and single hyphens, at most 60 characters. */
export function uploadSlug(uploadedName: string, fallback: string): string {
  const withoutEnding = uploadedName.replace(/\.[^.]*$/, '');
  const slug = withoutEnding
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

export class ContentUploads {
  constructor(private readonly root: string) {}

  async store(uploadedName: string, bytes: Buffer): Promise<UploadOutcome> {
    const kind = kindOf(bytes.subarray(0, 16));
    if (kind === undefined || !(kind in storedKinds)) return { kind: 'wrong-type' };
    const stored = kind === 'pdf' ? bytes : await photoWithoutMetadata(kind as Exclude<StoredKind, 'pdf'>, bytes);
    if (stored === undefined) return { kind: 'unreadable' };
    const { folder, ending } = storedKinds[kind as StoredKind];
    const hash = createHash('sha256').update(stored).digest('hex');
    const slug = uploadSlug(uploadedName, kind === 'pdf' ? 'file' : 'photo');
    mkdirSync(join(this.root, folder), { recursive: true });
    // Eight hex digits name it; should another file hold that name, a longer hash does.
    for (const length of [8, 16, 64]) {
      const name = `${slug}-${hash.slice(0, length)}.${ending}`;
      const path = join(this.root, folder, name);
      if (placeOnce(path, stored)) return { kind: 'stored', path: `../${folder}/${name}` };
    }
    throw new Error('an uploaded file could not be given a name of its own');
  }
}

/** Writes the bytes at `path` unless a file is there; true when `path` now holds exactly these bytes. */
function placeOnce(path: string, bytes: Buffer): boolean {
  const temporary = writeFlushed(path, bytes);
  try {
    // link() never replaces: it fails when the name is taken.
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(path).equals(bytes);
  } finally {
    rmSync(temporary, { force: true });
  }
}

async function photoWithoutMetadata(kind: 'jpeg' | 'png' | 'webp', bytes: Buffer): Promise<Buffer | undefined> {
  try {
    // sharp writes no metadata unless asked to (withMetadata/keepMetadata): EXIF, GPS, XMP and comments are gone.
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
    if (kind === 'jpeg') return await image.jpeg({ quality: 90 }).toBuffer();
    if (kind === 'png') return await image.png({ compressionLevel: 9 }).toBuffer();
    return await image.webp({ quality: 90 }).toBuffer();
  } catch {
    return undefined;
  }
}
