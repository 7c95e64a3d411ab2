// @vitest-environment node
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resizeImage, widthsFor } from './resizeImages';

let scratch: string;
let photo: string;
let photoBytes: number;

/** Noise does not compress: a 4032×3024 JPEG at quality 95 is several MB, like a phone's photo. */
async function phonePhoto(file: string, width = 4032, height = 3024, channels: 3 | 4 = 3): Promise<void> {
  const pixels = Buffer.alloc(width * height * channels);
  let seed = 42;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = seed >> 23;
  }
  const image = sharp(pixels, { raw: { width, height, channels } });
  await writeFile(file, await (channels === 4 ? image.png() : image.jpeg({ quality: 95 })).toBuffer());
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'resize-images-'));
  photo = join(scratch, 'sports-day.jpg');
  await phonePhoto(photo);
  photoBytes = (await stat(photo)).size;
}, 120_000);
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('resizing the content folder’s photos', () => {
  it('never sends a phone photo as it is: the layout’s widths in AVIF, WebP and JPEG, each far smaller', async () => {
    expect(photoBytes).toBeGreaterThan(4_000_000);
    const resized = await resizeImage(photo, join(scratch, 'cache'));

    expect(resized.fallback).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(resized.fallbacks.map((file) => file.width)).toEqual([400, 800, 1200, 1600]);
    expect(resized.sources.map((source) => source.format)).toEqual(['avif', 'webp']);

    const everyFile = [...resized.fallbacks, ...resized.sources.flatMap((source) => source.files)];
    for (const file of everyFile) {
      const made = await sharp(file.file).metadata();
      expect(made.width).toBe(file.width);
      expect(made.height).toBe(file.height);
      expect(file.height).toBe(Math.round((file.width * 3) / 4));
    }
    const formats = async (files: { file: string }[]) =>
      Promise.all(files.map(async ({ file }) => (await sharp(file).metadata()).format));
    expect(await formats(resized.fallbacks)).toEqual(['jpeg', 'jpeg', 'jpeg', 'jpeg']);
    expect(await formats(resized.sources[0]!.files)).toEqual(['heif', 'heif', 'heif', 'heif']); // AVIF is HEIF
    expect(await formats(resized.sources[1]!.files)).toEqual(['webp', 'webp', 'webp', 'webp']);

    // What a phone downloads (its 400 or 800 px file) is a small share of the photo. Noise is the worst case for
    // every encoder; a real photo shrinks much further.
    const phoneFile = resized.sources[0]!.files[1]!;
    expect((await stat(phoneFile.file)).size).toBeLessThan(photoBytes / 10);
    for (const file of everyFile) expect((await stat(file.file)).size).toBeLessThan(photoBytes / 2);
  }, 120_000);

  it('encodes a photo once: a second build takes every output from the cache', async () => {
    const cache = join(scratch, 'cache');
    const before = await readdir(cache);
    const times = await Promise.all(before.map(async (name) => (await stat(join(cache, name))).mtimeMs));
    const again = await resizeImage(photo, cache);
    expect(await readdir(cache)).toEqual(before);
    expect(await Promise.all(before.map(async (name) => (await stat(join(cache, name))).mtimeMs))).toEqual(times);
    expect(again.fallback.file).toMatch(/\/sports-day-1600-[0-9a-f]{20}-v1\.jpg$/);
  }, 60_000);

  it('keeps transparency in a PNG fallback and never enlarges a small picture', async () => {
    const logo = join(scratch, 'logo.png');
    await phonePhoto(logo, 300, 200, 4);
    const resized = await resizeImage(logo, join(scratch, 'cache'));
    expect(resized.fallback).toMatchObject({ format: 'png', width: 300, height: 200 });
    expect((await sharp(resized.fallback.file).metadata()).hasAlpha).toBe(true);
    expect(resized.sources.map((source) => source.files.map((file) => file.width))).toEqual([[300], [300]]);
  }, 60_000);

  it('makes the layout’s widths up to the photo’s own', () => {
    expect(widthsFor(4032)).toEqual([400, 800, 1200, 1600]);
    expect(widthsFor(1000)).toEqual([400, 800]);
    expect(widthsFor(250)).toEqual([250]);
  });
});
