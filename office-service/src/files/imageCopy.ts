/**
 * An uploaded image is never kept as it came: sharp decodes it, within a pixel limit, and what is stored (and
 * mailed, and shown to staff) is a JPEG it wrote itself. A file that only starts like an image, one whose header
 * claims a 20000×20000 canvas to exhaust the memory of whoever opens it, or anything sharp cannot decode (HEIC,
 * whose codec sharp's build leaves out) is refused. The copy also loses the photo's metadata (a phone's GPS
 * position among it) and is turned upright by its EXIF orientation.
 */
import { rename, rm } from 'node:fs/promises';
import sharp from 'sharp';

export interface ImageCopyLimits {
  /** Pixels (width × height) an image may declare: a 50-megapixel phone photo fits; a decompression bomb does not. */
  maxInputPixels: number;
  /** The copy's longest side, in pixels; smaller images keep their size. */
  maxSide: number;
  /** JPEG quality of the copy. */
  quality: number;
}

export const imageCopyLimits = {
  /** A child's photo: as the admission form scales it in the browser (frontend scalePhoto.ts). */
  photo: { maxInputPixels: 60_000_000, maxSide: 1600, quality: 85 },
  /** A photographed birth certificate: large enough to read every line. */
  document: { maxInputPixels: 60_000_000, maxSide: 3200, quality: 90 },
} satisfies Record<string, ImageCopyLimits>;

// A small VPS shares its cores and memory with the other services: one libvips thread per image, and no cache of
// decoded images between uploads (each image is seen once).
sharp.concurrency(1);
sharp.cache(false);

/**
 * Replaces the image at `path` with a JPEG copy sharp decoded and wrote; false (and the file untouched) when it
 * cannot be decoded within the limits.
 */
export async function replaceWithJpegCopy(path: string, limits: ImageCopyLimits): Promise<boolean> {
  const copyPath = `${path}.copy`;
  try {
    await sharp(path, { limitInputPixels: limits.maxInputPixels, failOn: 'error', sequentialRead: true })
      .rotate()
      .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: limits.quality })
      .toFile(copyPath);
  } catch {
    await rm(copyPath, { force: true });
    return false;
  }
  await rename(copyPath, path);
  return true;
}
