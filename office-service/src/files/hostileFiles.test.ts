import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageCopyLimits, replaceWithJpegCopy } from './imageCopy.js';
import { checkIsolated, defaultIsolatedCheckLimits } from './isolatedCheck.js';
import { isReadablePdf } from './pdf.js';
import { htmlPdf, jpegClaiming, pdf as onePagePdf } from '../../test/admissionFiles.js';

const folder = mkdtempSync(join(tmpdir(), 'office-hostile-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let count = 0;
const file = (content: Buffer | string) => {
  const path = join(folder, `upload-${(count += 1)}`);
  writeFileSync(path, content);
  return path;
};

describe('replaceWithJpegCopy', () => {
  it('refuses a JPEG of a few hundred bytes that claims 20000×20000 pixels, and leaves it as it was', async () => {
    const bomb = jpegClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(300);
    const path = file(bomb);
    expect(await replaceWithJpegCopy(path, imageCopyLimits.photo)).toBe(false);
    expect(readFileSync(path).equals(bomb)).toBe(true);
  });

  it('refuses a file that starts like a JPEG and is not one, and a HEIC photo sharp cannot decode', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]);
    expect(await replaceWithJpegCopy(file(fake), imageCopyLimits.photo)).toBe(false);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    expect(await replaceWithJpegCopy(file(heic), imageCopyLimits.photo)).toBe(false);
  });

  it("replaces a phone's photo by an upright JPEG no longer than 1600 px, without its metadata", async () => {
    // 3000×2000 as stored, EXIF orientation 6 (turned a quarter): the camera held upright, so 2000 wide and 3000 high.
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c62828' } })
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const path = file(photo);
    expect(await replaceWithJpegCopy(path, imageCopyLimits.photo)).toBe(true);
    const copy = await sharp(readFileSync(path)).metadata();
    expect(copy).toMatchObject({ format: 'jpeg', width: 1067, height: 1600 });
    expect(copy.exif).toBeUndefined();
    expect(copy.orientation).toBeUndefined();
  });

  it('turns a PNG with transparency and a WebP into JPEGs of their own size', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 50, height: 20, channels: 3, background: '#123' } })
      .webp()
      .toBuffer();
    for (const [image, width, height] of [[png, 40, 30] as const, [webp, 50, 20] as const]) {
      const path = file(image);
      expect(await replaceWithJpegCopy(path, imageCopyLimits.document)).toBe(true);
      expect(await sharp(readFileSync(path)).metadata()).toMatchObject({ format: 'jpeg', width, height });
    }
  });
});

describe('isReadablePdf', () => {
  it('refuses a file that starts with %PDF- and then holds a web page with a script', async () => {
    expect(await isReadablePdf(file(htmlPdf))).toBe(false);
  });

  it('accepts a PDF a program wrote, and refuses it cut short or with no page', async () => {
    const document = await PDFDocument.create();
    document.addPage([595, 842]).drawText('Birth certificate');
    const written = Buffer.from(await document.save());
    expect(await isReadablePdf(file(written))).toBe(true);
    const noPage = Buffer.from(await (await PDFDocument.create()).save({ addDefaultPage: false }));
    expect(await isReadablePdf(file(noPage))).toBe(false);
    expect(await isReadablePdf(file(written.subarray(0, 40)))).toBe(false);
  });
});

describe('checkIsolated', () => {
  it('makes the JPEG copy of an image and parses a PDF in its own process, and refuses the hostile ones', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const photo = file(png);
    expect(await checkIsolated('photo', photo)).toBe(true);
    expect(await sharp(readFileSync(photo)).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(await checkIsolated('photo', file(jpegClaiming(20_000, 20_000)))).toBe(false);
    expect(await checkIsolated('pdf', file(htmlPdf))).toBe(false);
    expect(await checkIsolated('pdf', file(onePagePdf))).toBe(true);
  });

  it('refuses a file its process does not answer for in time, and the next file gets a new process', async () => {
    // A named pipe that nothing writes to: reading it never ends. (A small PDF with a 1 ms limit was not enough: a
    // process warm from the test before answered it in time, once in CI.)
    const neverWritten = join(folder, 'never-written');
    execFileSync('mkfifo', [neverWritten]);
    const limits = { ...defaultIsolatedCheckLimits, timeoutMs: 500 };
    expect(await checkIsolated('pdf', neverWritten, limits)).toBe(false);
    expect(await checkIsolated('pdf', file(onePagePdf))).toBe(true);
  });
});
