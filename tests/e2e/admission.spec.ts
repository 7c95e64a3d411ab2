import { expect, test, type Page } from './support/test.js';
import { expectNoAxeViolations } from './support/axe.js';
import { viewports } from './support/viewports.js';

// A real (tiny) PNG, so the preview is a picture the browser can decode.
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const photo = { name: 'aarav.png', mimeType: 'image/png', buffer: pngBytes };
const certificate = { name: 'birth-certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') };

/** The spec's time the success banner stays up (frontend/src/content/admission.ts, successBannerMs). */
const successBannerMs = 4000;

const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'The application is complete' });

async function openForm(page: Page) {
  await page.goto('/admissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Admission Application' })).toBeVisible();
}

async function fillApplication(page: Page) {
  await page.getByLabel(/^First name/).fill('Aarav');
  await page.getByLabel('Middle name').fill('Kumar');
  await page.getByLabel(/^Last name/).fill('Yadav');
  await page.getByLabel('Gender').selectOption('Male');
  await page.getByLabel('Date of birth').fill('2019-04-15');
  await page.getByLabel('Class applied for').selectOption('Grade 1');
  await page.getByLabel('Relation (father or guardian)').selectOption('Father');
  await page.getByLabel("Father's first name").fill('Sunil');
  await page.getByLabel("Father's last name").fill('Yadav');
  await page.getByLabel("Father's phone").fill('9812345678');
  await page.getByLabel("Father's email").fill('sunil@example.com');
  await page.getByLabel("Father's education").selectOption('Higher secondary (+2)');
  await page.getByLabel("Father's address").fill('Dhalkebar-4, Dhanusha');
  await page.getByLabel("Mother's first name").fill('Rekha');
  await page.getByLabel("Mother's phone").fill('041-590123');
  await page.getByLabel('Choose student photo').setInputFiles(photo);
  await page.getByLabel('Choose birth certificate').setInputFiles(certificate);
}

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`admission form on a ${size}`, () => {
    test.use({ viewport });

    test('an empty submit explains each required field, focuses the first, and passes axe', async ({ page }) => {
      await openForm(page);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Submit application' }).click();

      const firstName = page.getByLabel(/^First name/);
      await expect(firstName).toBeFocused();
      await expect(firstName).toHaveAccessibleDescription('Required');
      for (const label of [/^Last name/, /^Gender/, /^Date of birth/, /^Class applied for/]) {
        await expect(page.getByLabel(label)).toHaveAccessibleDescription('Required');
      }
      await expect(page.getByLabel("Father's first name")).toHaveAccessibleDescription('Father first name is required');
      await expect(page.getByLabel("Mother's first name")).toHaveAccessibleDescription('Mother first name is required');
      await expect(page.getByLabel("Father's phone")).toHaveAccessibleDescription('Phone is required');
      await expect(page.getByLabel("Mother's phone")).toHaveAccessibleDescription('Phone is required');
      await expectNoAxeViolations(page);
    });

    test('a valid application shows the banner for 4 seconds and sends nothing; Clear empties everything', async ({
      page,
    }) => {
      // The page runs on Playwright's clock: the 4 seconds pass when the test says, whatever the machine's load.
      await page.clock.install();
      await openForm(page);
      await page.waitForLoadState('networkidle');
      // Every request from here on; the photo preview is a local object URL (blob:), not the network.
      const requests: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('blob:')) requests.push(`${request.method()} ${request.url()}`);
      });

      await fillApplication(page);
      await expect(page.getByAltText('Preview of the chosen student photo')).toBeVisible();
      await expect(page.getByText('birth-certificate.pdf')).toBeVisible();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await page.getByRole('button', { name: 'Submit application' }).click();

      // Shown, still there a moment before the 4 seconds are up, gone when they are.
      await expect(banner(page)).toBeVisible();
      await page.clock.runFor(successBannerMs - 1);
      await expect(banner(page), 'still shown just before four seconds').toBeVisible();
      await page.clock.runFor(1);
      await expect(banner(page), 'gone at four seconds').toBeHidden();
      // Time runs on again for the rest (axe waits on timers of its own).
      await page.clock.resume();
      expect(requests, 'the admission form sends nothing over the network').toEqual([]);
      // Nothing typed was lost.
      await expect(page.getByLabel("Father's email")).toHaveValue('sunil@example.com');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Clear' }).click();

      const form = page.getByRole('form', { name: 'Admission Application' });
      for (const field of await form.getByRole('textbox').all()) await expect(field).toHaveValue('');
      await expect(page.getByLabel('Date of birth')).toHaveValue('');
      await expect(page.getByLabel('Gender')).toHaveValue('');
      await expect(page.getByLabel('Class applied for')).toHaveValue('');
      await expect(page.getByLabel("Father's education")).toHaveValue('');
      await expect(page.getByLabel('Relation (father or guardian)')).toHaveValue('Father');
      for (const input of await form.locator('input[type=file]').all()) {
        expect(await input.evaluate((element: HTMLInputElement) => element.files?.length)).toBe(0);
      }
      await expect(page.getByAltText('Preview of the chosen student photo')).toHaveCount(0);
      await expect(page.getByText('birth-certificate.pdf')).toHaveCount(0);
      expect(requests).toEqual([]);
    });
  });
}

test.describe('admission form checks beyond the required fields', () => {
  test.use({ viewport: viewports.phone });

  test('wrong or oversized files, a future date, a bad email or phone each get a clear message', async ({ page }) => {
    await openForm(page);
    await fillApplication(page);

    await page.getByLabel('Change student photo').setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 200 * 1024),
    });
    await expect(page.getByText('"huge.jpg" is 5.2 MB, larger than 5 MB')).toBeVisible();
    await expect(page.getByAltText('Preview of the chosen student photo')).toHaveCount(0);
    await page.getByLabel('Change birth certificate').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByText('"notes.txt" cannot be used. Please choose a PDF')).toBeVisible();
    await page.getByLabel('Date of birth').fill('2999-01-01');
    await page.getByLabel("Father's email").fill('sunil@example');
    await page.getByLabel("Mother's phone").fill('98-12');

    await page.getByRole('button', { name: 'Submit application' }).click();

    await expect(page.getByLabel('Date of birth')).toBeFocused();
    await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription('Date of birth cannot be in the future');
    await expect(page.getByLabel("Father's email")).toHaveAccessibleDescription(/valid email address/);
    await expect(page.getByLabel("Mother's phone")).toHaveAccessibleDescription(/valid phone number/);
    await expect(banner(page)).toHaveCount(0);
    // The parent's typing is all still there.
    await expect(page.getByLabel("Father's first name")).toHaveValue('Sunil');
    await expect(page.getByLabel("Father's address")).toHaveValue('Dhalkebar-4, Dhanusha');
    await expectNoAxeViolations(page);
  });
});
