/**
 * Scales a large photo down in the browser before it is sent: a phone's 4 MB photo becomes a JPEG of a few
 * hundred KB, which is all the school office needs to recognise a child, and spares a parent on a mobile plan the
 * data. Anything that cannot be scaled (a HEIC photo the browser cannot decode, a browser without the APIs) goes
 * as it is; so does a photo that is already small.
 */

/** The longest side a scaled photo keeps, in pixels: sharp on any screen, and printable passport-size. */
export const photoMaxSide = 1600;
/** JPEG quality of a scaled photo: no visible loss at this size. */
export const photoJpegQuality = 0.85;

/** The size a photo of `width`×`height` is scaled to, or undefined when it is small enough already. */
export function scaledSize(width: number, height: number, maxSide = photoMaxSide) {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return undefined;
  const ratio = maxSide / longest;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** The file's name with a .jpg ending, as the scaled photo is a JPEG whatever it was. */
export function jpegName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName || 'photo'}.jpg`;
}

async function drawnJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    paint(context, bitmap, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: photoJpegQuality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  paint(context, bitmap, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', photoJpegQuality));
}

function paint(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  // JPEG has no transparency: a transparent PNG's background becomes white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}

/** The photo to send: scaled down to a JPEG when it is large and the browser can, else the chosen file itself. */
export async function scalePhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap | undefined;
  try {
    // Upright as the phone took it: the EXIF orientation is applied, since the JPEG written here carries no EXIF
    // (and so none of the phone's other metadata either, such as where the photo was taken).
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = scaledSize(bitmap.width, bitmap.height);
    if (!size) return file;
    const blob = await drawnJpeg(bitmap, size.width, size.height);
    if (!blob || blob.size === 0 || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    // Not decodable here (HEIC in most browsers), or out of memory on a small phone: the server takes it as is.
    return file;
  } finally {
    bitmap?.close();
  }
}
