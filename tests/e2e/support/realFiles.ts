import type { BrowserContext, Page } from '@playwright/test';

/**
 * Real files made by the browser itself, so no binary fixture lives in the repository: a camera-sized JPEG with
 * the sensor noise that makes a phone's photo weigh megabytes, and a PDF printed by Chromium.
 */

/** A width×height JPEG (quality 0.92) drawn on a canvas: a sky, a sun and grain, like a phone's photo. */
export async function cameraPhoto(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d')!;
      const sky = context.createLinearGradient(0, 0, 0, h);
      sky.addColorStop(0, '#7fb2e5');
      sky.addColorStop(1, '#e9d8b4');
      context.fillStyle = sky;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#c0392b';
      context.beginPath();
      context.arc(w / 2, h / 2, h / 4, 0, Math.PI * 2);
      context.fill();
      // Grain from a fixed seed, tiled over the picture: the same photo on every run.
      const grain = context.getImageData(0, 0, 256, 256);
      let seed = 7;
      for (let i = 0; i < grain.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const shift = (seed % 48) - 24;
        for (let channel = 0; channel < 3; channel++) {
          grain.data[i + channel] = Math.max(0, Math.min(255, grain.data[i + channel]! + shift));
        }
      }
      const tile = new OffscreenCanvas(256, 256);
      tile.getContext('2d')!.putImageData(grain, 0, 0);
      context.globalAlpha = 0.5;
      for (let y = 0; y < h; y += 256) for (let x = 0; x < w; x += 256) context.drawImage(tile, x, y);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** A one-page PDF, printed by Chromium from a page of its own. */
export async function printedPdf(context: BrowserContext): Promise<Buffer> {
  const page = await context.newPage();
  try {
    await page.setContent(
      '<h1>Birth Registration Certificate</h1><p>Name: Aarav Kumar Yadav</p><p>Date of birth: 2019-04-15</p>',
    );
    return await page.pdf({ format: 'A4' });
  } finally {
    await page.close();
  }
}
