import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.js';
import { expectNoAxeViolations } from './support/axe.js';
import {
  chooseCalendar,
  expectApplicationKept,
  fillApplication,
  openForm,
  shownReference,
  smallPdf,
  submitButton,
  tinyPng,
  type ChosenFile,
} from './support/admissionForm.js';
import { jpegSize } from './support/jpeg.js';
import { attachmentBytes, mailsMentioning, sha256 } from './support/mailbox.js';
import { cameraPhoto, printedPdf } from './support/realFiles.js';
import { viewports } from './support/viewports.js';

/**
 * The admission form sends for real: through nginx to office-service, which mails the school and the
 * parent through the suite's mail sandbox. Each test is its own client address (support/test.ts), so none spends
 * another's hourly budget of applications.
 */

test.use({ viewport: viewports.phone });

const failureNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Everything you filled in, files included, is still in the form.' });

test("a phone's photo is scaled down, and the school gets both files and the parent the same reference", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // Playwright's clock: the test moves time on below, to show that no timer takes the reference away.
  await page.clock.install();
  await openForm(page);
  const original = await cameraPhoto(page, 4000, 3000);
  expect(original.length, 'a photo as a phone takes it').toBeGreaterThan(2 * 1024 * 1024);
  expect(jpegSize(original)).toEqual({ width: 4000, height: 3000 });
  const photo: ChosenFile = { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: original };
  const certificate: ChosenFile = {
    name: 'birth-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: await printedPdf(context),
  };
  await fillApplication(page, { photo, certificate });

  await submitButton(page).click();

  const reference = await shownReference(page);
  await expect(page.getByText('Please write it down or take a screenshot')).toBeVisible();
  await expectNoAxeViolations(page);

  const mails = await mailsMentioning(reference, 2);
  const school = mails.filter((mail) => mail.subject?.startsWith(`Admission application ${reference}`));
  const confirmation = mails.filter((mail) => mail.envelope.to.includes('sunil@example.com'));
  expect(school).toHaveLength(1);
  expect(confirmation).toHaveLength(1);
  expect(confirmation[0]!.subject).toContain(reference);
  expect(school[0]!.replyTo).toContain('sunil@example.com');
  expect(school[0]!.text).toContain('Aarav');
  expect(school[0]!.text).toContain('Dhalkebar-4, Dhanusha');

  const attachments = school[0]!.attachments;
  expect(attachments).toHaveLength(2);
  const pdfIndex = attachments.findIndex((attachment) => attachment.contentType === 'application/pdf');
  const photoIndex = attachments.findIndex((attachment) => attachment.contentType === 'image/jpeg');
  expect(attachments[pdfIndex]!.sha256, 'the birth certificate, byte for byte').toBe(sha256(certificate.buffer));
  // office-service keeps and mails its own JPEG copy of what it received, of the same size: what left the phone was
  // the scaled photo.
  const scaled = await attachmentBytes(school[0]!.id, photoIndex);
  expect(jpegSize(scaled), 'the photo, scaled to 1600 px on its longest side').toEqual({ width: 1600, height: 1200 });
  expect(scaled.length).toBeLessThan(original.length / 4);

  // The reference stays (no timer) until the parent starts a new application, which brings an empty form back.
  await page.clock.fastForward('10:00');
  await expect(page.getByText(reference)).toBeVisible();
  await page.getByRole('button', { name: 'Start a new application' }).click();
  await expect(page.getByText(reference)).toHaveCount(0);
  await expect(page.getByLabel(/^First name/)).toHaveValue('');
  await expect(page.getByLabel(/^First name/)).toBeFocused();
});

test('a date of birth entered in B.S., as on the birth certificate, reaches the office as its A.D. date', async ({
  page,
}) => {
  await openForm(page);
  await expect(page.getByRole('radio', { name: 'B.S.' }), 'B.S. is the first choice').toBeChecked();
  await fillApplication(page, undefined, { calendar: 'B.S.', date: '2073-05-12' });
  const bsField = page.getByLabel('Date of birth (B.S.)');
  await expect(bsField).toHaveAccessibleDescription('28 Aug 2016 A.D.');
  await expect(page.getByText('28 Aug 2016 A.D.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Checked in A.D. on the way: the same date, then back to B.S. as the certificate has it.
  const adField = await chooseCalendar(page, 'A.D.');
  await expect(adField).toHaveValue('2016-08-28');
  await expect(adField).toHaveAccessibleDescription('12 Bhadra 2073 B.S.');
  await expect(await chooseCalendar(page, 'B.S.')).toHaveValue('2073-05-12');

  await submitButton(page).click();

  const reference = await shownReference(page);
  const [school] = (await mailsMentioning(reference, 2)).filter((mail) => mail.attachments.length === 2);
  expect(school!.text).toMatch(/Date of birth:?\s+2016-08-28\b/);
});

test('a B.S. date of birth that does not exist or is outside the calendar is refused, not shifted', async ({
  page,
}) => {
  await openForm(page);
  await fillApplication(page, undefined, { calendar: 'B.S.', date: '2073-02-33' });
  const bsField = page.getByLabel('Date of birth (B.S.)');
  // Judged as the parent left the field for the next ones.
  await expect(bsField).toHaveAccessibleDescription('Jestha 2073 has 32 days, so 2073-02-33 B.S. is not a date.');

  await bsField.fill('1990-01-32');
  await submitButton(page).click();

  await expect(bsField).toBeFocused();
  await expect(bsField).toHaveAccessibleDescription(
    /^1990-01-32 B\.S\. cannot be converted: .*outside the calendar table\.$/,
  );
  await expect(page.getByRole('heading', { name: 'Application received' })).toHaveCount(0);
  await expect(bsField).toHaveValue('1990-01-32');
  await expectNoAxeViolations(page);

  // An A.D. date typed as B.S. (it would be a child born in 1962) is said to be one.
  await bsField.fill('2019-08-28');
  await submitButton(page).click();
  await expect(bsField).toHaveAccessibleDescription(
    'This looks like an A.D. date: choose A.D., or type the date in B.S.',
  );
  await expect(page.getByRole('heading', { name: 'Application received' })).toHaveCount(0);
});

test("a 6.5 MB scan is taken under office-service's 10 MB limit, which the hint says", async ({ page }) => {
  // A real PDF's header, and enough of a scan's bytes after it.
  const scan: ChosenFile = {
    name: 'scanned-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([smallPdf.buffer, Buffer.alloc(6.5 * 1024 * 1024, 0x20)]),
  };
  await openForm(page);
  const chooser = page.getByLabel('Choose birth certificate');
  await expect(chooser).toHaveAccessibleDescription(/PDF, Word \(DOC, DOCX\), JPG or PNG, up to 10 MB$/);
  await expect(page.getByLabel('Choose student photo')).toHaveAccessibleDescription(/up to 5 MB$/);
  await fillApplication(page, { photo: tinyPng, certificate: scan });
  await expect(page.getByLabel('Change birth certificate')).not.toHaveAccessibleDescription(/larger than/);
  await submitButton(page).click();
  const reference = await shownReference(page);
  const [school] = (await mailsMentioning(reference, 2)).filter((mail) => mail.attachments.length === 2);
  expect(school!.attachments.map((attachment) => attachment.sha256)).toContain(sha256(scan.buffer));
});

test('offline, the form keeps everything, files included, and sends once back online', async ({ page }) => {
  await openForm(page);
  await fillApplication(page);
  await page.context().setOffline(true);

  await submitButton(page).click();

  await expect(failureNotice(page)).toContainText('your device seems to be offline');
  await expect(failureNotice(page)).toBeFocused();
  await expectApplicationKept(page);
  await expectNoAxeViolations(page);

  await page.context().setOffline(false);
  await submitButton(page).click();
  const reference = await shownReference(page);
  const [school] = (await mailsMentioning(reference, 2)).filter((mail) => mail.attachments.length === 2);
  // The certificate byte for byte; the photo (a PNG) as the JPEG copy office-service makes of every image.
  expect(school!.attachments.map((attachment) => [attachment.filename, attachment.contentType]).sort()).toEqual([
    ['birth-certificate.pdf', 'application/pdf'],
    ['photo.jpg', 'image/jpeg'],
  ]);
  expect(school!.attachments.map((attachment) => attachment.sha256)).toContain(sha256(smallPdf.buffer));
});

test('a program renamed photo.jpg is refused beside the photo, and the rest of the form is kept', async ({ page }) => {
  const program: ChosenFile = { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: readFileSync('/usr/bin/true') };
  await openForm(page);
  await fillApplication(page, { photo: program, certificate: smallPdf });

  await submitButton(page).click();

  const photoInput = page.getByLabel('Change student photo');
  await expect(photoInput).toBeFocused();
  await expect(photoInput).toHaveAccessibleDescription(/"photo.jpg" is not a photo we can use/);
  await expect(page.getByRole('alert').first()).toContainText('Some details need attention');
  await expectApplicationKept(page, { photo: program, certificate: smallPdf });
  await expectNoAxeViolations(page);

  // Another photo, and it goes.
  await photoInput.setInputFiles(tinyPng);
  await expect(photoInput).not.toHaveAccessibleDescription(/is not a photo we can use/);
  await submitButton(page).click();
  await shownReference(page);
});

for (const { status, body, says } of [
  {
    status: 429,
    body: {
      message:
        'Several applications have come from your connection in a short time. Please wait an hour and try again, or call the school.',
    },
    says: 'Please wait an hour and try again',
  },
  {
    status: 503,
    body: { message: 'This service is restarting or unavailable. Please try again in a few seconds.' },
    says: 'This service is restarting or unavailable',
  },
  { status: 503, body: undefined, says: 'The school website is busy or being updated right now' },
]) {
  test(`a ${status} answer${body ? '' : ' without a message'} says what to do and keeps the form`, async ({ page }) => {
    await page.route('**/api/admissions', (route) =>
      route.fulfill({
        status,
        headers: { 'Retry-After': '60' },
        ...(body ? { contentType: 'application/json', body: JSON.stringify(body) } : { body: '' }),
      }),
    );
    await openForm(page);
    await fillApplication(page);

    await submitButton(page).click();

    await expect(failureNotice(page)).toContainText(says);
    await expect(submitButton(page)).toBeEnabled();
    await expectApplicationKept(page);
  });
}
