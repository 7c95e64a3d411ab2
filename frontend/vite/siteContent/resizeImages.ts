/**
 * A photo of the content folder, resized at build time into the widths the layout shows (never wider than the photo
 * itself), as AVIF and WebP for the browsers that take them and a JPEG (a PNG when the photo has transparency) for
 * the rest: a 6 MB phone photo never reaches a parent's phone. SVGs pass through as they are.
 *
 * Each output is written once to a cache folder, named by the photo's own name (which the published file keeps, so
 * a shared link to it still says what it is), its content hash and the output's settings, so a rebuild of 200
 * posts encodes only the photos that are new or changed.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';

/** The widths the layout shows a picture at: a phone (1x, 2x), a tablet, a wide screen's article column at 2x. */
export const layoutWidths = [400, 800, 1200, 1600] as const;

export type ModernFormat = 'avif' | 'webp';
export type FallbackFormat = 'jpeg' | 'png';

export interface ResizedFile {
  file: string;
  width: number;
  height: number;
}

export interface ResizedImage {
  /** The widest fallback file: the `<img>`'s src, width and height. */
  fallback: ResizedFile & { format: FallbackFormat };
  /** The fallback format at each width, narrowest first. */
  fallbacks: ResizedFile[];
  /** AVIF, then WebP, each at every width, narrowest first. */
  sources: { format: ModernFormat; files: ResizedFile[] }[];
}

/** Raster photos the build resizes; anything else (SVG) is used as it is. */
export function isResizable(file: string): boolean {
  return ['.jpg', '.jpeg', '.png', '.webp'].includes(extname(file).toLowerCase());
}

/** The widths to make of a photo `sourceWidth` pixels wide: the layout's up to the photo's own, or the photo's alone. */
export function widthsFor(sourceWidth: number): number[] {
  const widths = layoutWidths.filter((width) => width <= sourceWidth);
  return widths.length ? widths : [sourceWidth];
}

// Quality and effort chosen for photos on a phone: visually clean, small, and AVIF fast enough for 200 posts.
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 78, progressive: true, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9, palette: true }),
};
/** Changes whenever the encoders above do, so the cache never serves an output made with other settings. */
const settingsVersion = 'v1';

/** The cache folder of the resized photos, shared by every build of this checkout. */
export function defaultImageCache(frontendRoot: string): string {
  return join(frontendRoot, 'node_modules/.cache/site-content-images');
}

export async function resizeImage(file: string, cacheFolder: string): Promise<ResizedImage> {
  const source = await readFile(file);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 20);
  const stem = basename(file, extname(file));
  // Rotated as the phone held it (EXIF orientation), so width and height are the ones shown.
  const metadata = await sharp(source).rotate().metadata();
  const upright = (metadata.orientation ?? 1) >= 5;
  const width = (upright ? metadata.height : metadata.width) ?? 0;
  const height = (upright ? metadata.width : metadata.height) ?? 0;
  if (!width || !height) throw new Error('it has no width and height');
  const fallbackFormat: FallbackFormat = metadata.hasAlpha ? 'png' : 'jpeg';
  await mkdir(cacheFolder, { recursive: true });

  const make = async (format: ModernFormat | FallbackFormat, outputWidth: number): Promise<ResizedFile> => {
    const outputHeight = Math.max(1, Math.round((height * outputWidth) / width));
    const extension = format === 'jpeg' ? 'jpg' : format;
    const output = join(cacheFolder, `${stem}-${outputWidth}-${hash}-${settingsVersion}.${extension}`);
    const cached = await stat(output).then(
      (found) => found.size > 0,
      () => false,
    );
    if (!cached) {
      // Metadata (EXIF, GPS) is left out: a phone photo can carry where it was taken.
      const resized = sharp(source).rotate().resize({ width: outputWidth, withoutEnlargement: true });
      const bytes = await encoders[format](resized).toBuffer();
      // Written beside and renamed, so a build stopped half-way never leaves a cut file in the cache. The name is
      // unique per write: the build's two bundles (browser and pre-render) may resize the same photo at once in one
      // process, and each rename then puts a whole file in place.
      const partial = `${output}.${process.pid}.${randomUUID()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, output);
    }
    return { file: output, width: outputWidth, height: outputHeight };
  };

  const widths = widthsFor(width);
  const fallbacks = await Promise.all(widths.map((w) => make(fallbackFormat, w)));
  const sources = await Promise.all(
    (['avif', 'webp'] as const).map(async (format) => ({
      format,
      files: await Promise.all(widths.map((w) => make(format, w))),
    })),
  );
  const widest = fallbacks[fallbacks.length - 1]!;
  return { fallback: { ...widest, format: fallbackFormat }, fallbacks, sources };
}
