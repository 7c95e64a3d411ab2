import { expect, test } from './support/test.js';
import { paths } from '../../frontend/src/lib/paths.js';
import { openRoute } from './support/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { viewports } from './support/viewports.js';
import { fillApplication, openForm, shownReference, submitButton } from './support/admissionForm.js';

/** The form's own checks and its Clear, in the browser; sending is admission-sending.spec.ts's. */

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
      await expect(page.getByLabel("Father's first name")).toHaveAccessibleDescription(
        "Father's first name is required",
      );
      await expect(page.getByLabel("Mother's first name")).toHaveAccessibleDescription(
        "Mother's first name is required",
      );
      await expect(page.getByLabel("Father's phone")).toHaveAccessibleDescription("Father's phone is required");
      await expect(page.getByLabel("Mother's phone")).toHaveAccessibleDescription("Mother's phone is required");
      await expectNoAxeViolations(page);
    });

    test('a valid application is sent: the reference and what happens next replace the form and pass axe', async ({
      page,
    }) => {
      await openForm(page);
      await fillApplication(page);
      await expect(page.getByAltText('Preview of the chosen student photo')).toBeVisible();

      await submitButton(page).click();

      const reference = await shownReference(page);
      await expect(page.getByText('The school office reads every application')).toBeVisible();
      await expect(page.getByRole('form', { name: 'Admission Application' })).toHaveCount(0);
      expect(reference).toMatch(/^A-[A-Z0-9]{5}$/);
      await expectNoAxeViolations(page);
    });

    test('Clear empties every field and both files, and sends nothing', async ({ page }) => {
      await openForm(page);
      await page.waitForLoadState('networkidle');
      // Every request from here on; the photo preview is a local object URL (blob:), not the network, and the
      // form's own code fetched as the parent reaches a field (the B.S. calendar) sends nothing.
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('blob:') || request.resourceType() === 'script') return;
        requests.push(`${request.method()} ${request.url()}`);
      });
      await fillApplication(page);
      await expect(page.getByAltText('Preview of the chosen student photo')).toBeVisible();
      await expect(page.getByText('birth-certificate.pdf')).toBeVisible();

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
      expect(requests, 'Clear sends nothing').toEqual([]);
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
    await expect(page.getByRole('heading', { name: 'Application received' })).toHaveCount(0);
    // The parent's typing is all still there.
    await expect(page.getByLabel("Father's first name")).toHaveValue('Sunil');
    await expect(page.getByLabel("Father's address")).toHaveValue('Dhalkebar-4, Dhanusha');
    await expectNoAxeViolations(page);
  });
});

test.describe("the admission form's words", () => {
  test("choosing Guardian relabels that parent's fields, and the messages name them the same way", async ({ page }) => {
    await openRoute(page, paths.admissions);
    await page.getByRole('combobox', { name: 'Relation (father or guardian)' }).selectOption('Guardian');
    await expect(page.getByRole('heading', { name: "Guardian's details" })).toBeVisible();
    await expect(page.getByLabel("Guardian's first name")).toBeVisible();
    await expect(page.getByLabel("Father's first name")).toHaveCount(0);
    await page.getByRole('button', { name: /Submit/ }).click();
    await expect(page.getByLabel("Guardian's first name")).toHaveAccessibleDescription(
      "Guardian's first name is required",
    );
    await expect(page.getByLabel("Guardian's phone")).toHaveAccessibleDescription(/^Guardian's phone is required/);
    await expect(page.getByLabel("Mother's first name")).toHaveAccessibleDescription("Mother's first name is required");
  });

  test("the school's range reads the same everywhere; the form says which classes take new pupils this year", async ({
    page,
  }) => {
    await openRoute(page, paths.admissions);
    const classField = page.getByRole('combobox', { name: 'Class applied for' });
    await expect(classField).toHaveAccessibleDescription("This year's admissions: Nursery to Grade 5");
    await expect(page.locator('main')).toContainText('Pre-Primary to Grade 6');
    for (const route of [paths.home, paths.about]) {
      await openRoute(page, route);
      await expect(page.locator('main')).toContainText('Pre-Primary to Grade 6');
      await expect(page.locator('footer')).toContainText('Pre-Primary to Grade 6');
    }
    // The result lookup offers every class the school teaches: Pre-Primary (Nursery, LKG, UKG) to Grade 6.
    await openRoute(page, paths.checkResult);
    const classes = await page
      .getByRole('combobox', { name: 'Class' })
      .locator('option:not([value=""])')
      .allTextContents();
    expect(classes).toEqual([
      'Nursery',
      'LKG',
      'UKG',
      'Grade 1',
      'Grade 2',
      'Grade 3',
      'Grade 4',
      'Grade 5',
      'Grade 6',
    ]);
  });
});
