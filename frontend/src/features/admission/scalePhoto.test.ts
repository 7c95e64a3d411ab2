import { afterEach, describe, expect, it, vi } from 'vitest';
import { jpegName, photoMaxSide, scaledSize, scalePhoto } from './scalePhoto';

afterEach(() => vi.unstubAllGlobals());

describe('scaledSize', () => {
  it('brings the longest side down to 1600 px, keeping the proportions', () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(1601, 20)).toEqual({ width: photoMaxSide, height: 20 });
  });

  it('leaves a photo that is small enough as it is', () => {
    expect(scaledSize(1600, 1200)).toBeUndefined();
    expect(scaledSize(800, 600)).toBeUndefined();
  });
});

describe('jpegName', () => {
  it('gives the scaled photo a .jpg ending', () => {
    expect(jpegName('IMG_2041.HEIC')).toBe('IMG_2041.jpg');
    expect(jpegName('aarav.png')).toBe('aarav.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName('.hidden')).toBe('.hidden.jpg');
  });
});

describe('scalePhoto', () => {
  const photo = new File([new Uint8Array(4096)], 'IMG_2041.HEIC', { type: 'image/heic' });

  it('sends the chosen file when the browser cannot decode it (HEIC in most browsers)', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    expect(await scalePhoto(photo)).toBe(photo);
  });

  it('sends the chosen file when the browser has no createImageBitmap', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    expect(await scalePhoto(photo)).toBe(photo);
  });

  it('sends a small photo as it is, and frees the decoded image', async () => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 1200, height: 900, close })),
    );
    expect(await scalePhoto(photo)).toBe(photo);
    expect(close).toHaveBeenCalled();
  });
});
