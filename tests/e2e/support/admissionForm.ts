import type { Page } from '@playwright/test';
import { expect } from './test.js';

/** A file as Playwright hands it to a file input. */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

// A real (tiny) PNG, so the preview is a picture the browser can decode.
export const tinyPng: ChosenFile = {
  name: 'aarav.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The smallest PDF office-service's check accepts: it parses, and has one page. */
export const onePagePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** A 1×1 JPEG as sharp writes one: office-service decodes every image it keeps, so a fixture must be whole. */
export const tinyJpeg = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8a' +
    'Gi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAA' +
    'AAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAM' +
    'AwEAAhEDEQA/AKAAD//Z',
  'base64',
);

/** A PDF that office-service's check accepts; for a PDF a program printed, see realFiles.ts's printedPdf. */
export const smallPdf: ChosenFile = { name: 'birth-certificate.pdf', mimeType: 'application/pdf', buffer: onePagePdf };

export const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit application' });

/**
 * The browser's day for an application: the test children (born 15 April 2019, or 12 Bhadra 2073 B.S., which is
 * 28 August 2016) are both of the ages Grade 1 takes on it (5 to 7, school.yml), so the form asks for no confirmation
 * whatever the day the suite runs. Its timers run as ever.
 */
export const applicationDay = new Date('2024-06-01T06:00:00Z');

export async function openForm(page: Page, path = '/admissions') {
  await page.clock.setFixedTime(applicationDay);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Admission Application' })).toBeVisible();
}

/** The date of birth as a parent enters it: in A.D. (the browser's date picker) or in B.S. (year-month-day). */
export type BirthDateEntry = { calendar: 'A.D.' | 'B.S.'; date: string };

/** Chooses the date of birth's calendar, and answers its field once it is there. */
export async function chooseCalendar(page: Page, calendar: BirthDateEntry['calendar']) {
  await page.getByRole('group', { name: 'Calendar' }).getByRole('radio', { name: calendar }).check();
  const field = page.getByLabel(`Date of birth (${calendar})`);
  await expect(field).toBeVisible();
  return field;
}

/** Fills every field a parent would, and chooses the two files; the date of birth in A.D. unless `dob` says. */
export async function fillApplication(
  page: Page,
  files = { photo: tinyPng, certificate: smallPdf },
  dob: BirthDateEntry = { calendar: 'A.D.', date: '2019-04-15' },
) {
  await page.getByLabel(/^First name/).fill('Aarav');
  await page.getByLabel('Middle name').fill('Kumar');
  await page.getByLabel(/^Last name/).fill('Yadav');
  await page.getByLabel('Gender').selectOption('Male');
  await (await chooseCalendar(page, dob.calendar)).fill(dob.date);
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
  await page.getByLabel('Choose student photo').setInputFiles(files.photo);
  await page.getByLabel('Choose birth certificate').setInputFiles(files.certificate);
}

/** The names of the files each file input of the form holds. */
export async function chosenFileNames(page: Page): Promise<string[][]> {
  const inputs = await page.getByRole('form', { name: 'Admission Application' }).locator('input[type=file]').all();
  return Promise.all(
    inputs.map((input) => input.evaluate((element: HTMLInputElement) => [...(element.files ?? [])].map((f) => f.name))),
  );
}

/** Everything fillApplication typed and chose is still in the form. */
export async function expectApplicationKept(page: Page, files = { photo: tinyPng, certificate: smallPdf }) {
  await expect(page.getByLabel(/^First name/)).toHaveValue('Aarav');
  await expect(page.getByLabel('Date of birth')).toHaveValue('2019-04-15');
  await expect(page.getByLabel('Class applied for')).toHaveValue('Grade 1');
  await expect(page.getByLabel("Father's email")).toHaveValue('sunil@example.com');
  await expect(page.getByLabel("Father's address")).toHaveValue('Dhalkebar-4, Dhanusha');
  await expect(page.getByLabel("Mother's phone")).toHaveValue('041-590123');
  expect(await chosenFileNames(page)).toEqual([[files.photo.name], [files.certificate.name]]);
  await expect(page.getByText(files.certificate.name)).toBeVisible();
}

/** The reference number the page shows once the school has the application. */
export async function shownReference(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeFocused();
  const reference = page.getByText(/^A-[A-Z0-9]{5}$/);
  await expect(reference).toBeVisible();
  return (await reference.textContent()) ?? '';
}
