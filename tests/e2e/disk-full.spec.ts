import { execFileSync } from 'node:child_process';
import { rmSync, statfsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './support/test.js';
import { ports } from '../playwright.config.js';

/**
 * The disk the services keep their databases on fills up (the e2e stack's data folder is a tmpfs of its own:
 * support/stackOnOwnDisk.ts). A comment posted then is refused in plain words and kept in the form; once space
 * is freed, the same post goes through, once.
 */
const repoRoot = resolve(import.meta.dirname, '../..');
const dataDir = join(repoRoot, `build/e2e-${ports.payment - 1}/data`);
const filler = join(dataDir, 'filler.bin');

/** Takes every free byte of the data disk, as a growing log or a backup would. */
function fillDisk(): void {
  const { bavail, bsize } = statfsSync(dataDir);
  execFileSync('fallocate', ['-l', String(bavail * bsize), filler]);
}

test.describe('a full disk', () => {
  test.afterEach(() => rmSync(filler, { force: true }));

  test('a comment posted while the disk is full is refused and kept; it goes through once space returns', async ({
    page,
    request,
  }) => {
    await page.goto('/blogs/peace-rally');
    await page.getByRole('heading', { name: /Comments/ }).scrollIntoViewIfNeeded();
    const open = page.getByRole('button', { name: 'Add Comment' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Add Comment' });
    const typed = `Written while the disk was full ${Date.now()}`;
    await dialog.getByLabel('Full Name').fill('Sunita');
    await dialog.getByLabel('Write your comment...').fill(typed);

    fillDisk();
    await dialog.getByRole('button', { name: 'Post Comment' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "Your comment could not be posted. We can't save anything right now because the school's server has run out of storage space. Nothing was saved. Please try again later.",
    );
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Sunita');
    await expect(dialog.getByLabel('Write your comment...')).toHaveValue(typed);
    // Monitors see it: the health check through nginx says unavailable while writes are refused.
    expect((await request.get('/api/health')).status()).toBe(503);

    rmSync(filler);
    await expect.poll(async () => (await request.get('/api/health')).status()).toBe(200);
    await dialog.getByRole('button', { name: 'Post Comment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('comment').filter({ hasText: typed })).toHaveCount(1);
    const listed = await request.get('/api/comments/peace-rally?limit=50');
    const texts = ((await listed.json()) as { comments: { text: string }[] }).comments.map((c) => c.text);
    expect(texts.filter((text) => text === typed)).toHaveLength(1);
  });

  test('a fee payment started while the disk is full is refused and the form kept; it starts once space returns', async ({
    page,
  }) => {
    await page.goto('/pay');
    const fields = {
      'Student name': 'Sita Yadav',
      'Parent name': 'Ram Yadav',
      'Amount (NPR)': '1500',
    };
    for (const [name, value] of Object.entries(fields)) await page.getByRole('textbox', { name }).fill(value);
    await page.getByRole('combobox', { name: 'Class' }).selectOption('Grade 3');

    fillDisk();
    await page.getByRole('button', { name: 'Pay with eSewa' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "We can't save anything right now because the school's server has run out of storage space. Nothing was saved. Please try again later.",
    );
    for (const [name, value] of Object.entries(fields)) {
      await expect(page.getByRole('textbox', { name })).toHaveValue(value);
    }
    await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('Grade 3');
    await expect(page).toHaveURL(/\/pay$/);

    rmSync(filler);
    await page.getByRole('button', { name: 'Pay with eSewa' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
  });
});
