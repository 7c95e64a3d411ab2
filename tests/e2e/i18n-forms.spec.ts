/**
 * A parent who reads the site in Nepali completes what they came for on /ne/ pages: a whole fee payment through the
 * eSewa sandbox to the Nepali receipt, and a whole admission application to the reference the office mails back.
 * The values the services store stay English (a class is "Grade 3" in the ledger whichever page sent it).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expectNoAxeViolations } from './support/axe.js';
import { applicationDay, smallPdf, tinyPng, type ChosenFile } from './support/admissionForm.js';
import { englishLeftoversIn } from './support/keptInEnglish.js';
import { mailsMentioning } from './support/mailbox.js';
import { readableTextsInPage } from './support/readableTexts.js';
import { expect, test, type Locator, type Page } from './support/test.js';
import { viewports } from './support/viewports.js';

const base = Number(process.env.E2E_PORT_BASE ?? 18000);
const sandboxUrl = `http://127.0.0.1:${base + 3}`;
const repoRoot = resolve(import.meta.dirname, '../..');

/** The ledger as `make transactions` prints it (CSV), from the e2e stack's own database. */
function exportedLedger(): string {
  return execFileSync('node', [join(repoRoot, 'payment-service/dist/cli/export-transactions.js')], {
    env: { ...process.env, PAYMENT_DB_PATH: join(repoRoot, `build/e2e-${base}/data/payments.sqlite`) },
    encoding: 'utf8',
  });
}

/** The value beside a label in the receipt's list. */
const receiptValue = (receipt: Locator, label: string) =>
  receipt.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** No English words on the page but the parent's own (names, file names) and the payment's identifiers. */
async function expectNoEnglishLeft(page: Page, parentsOwn: string[]) {
  const texts = await page.evaluate<string[]>(readableTextsInPage);
  const withoutOwn = texts.map((text) => parentsOwn.reduce((rest, own) => rest.split(own).join(' '), text));
  const leftovers = withoutOwn.flatMap(englishLeftoversIn);
  expect([...new Set(leftovers)], 'English words on the page').toEqual([]);
}

test.use({ viewport: viewports.phone });

test('a school fee paid from /ne/pay, with Devanagari digits, ends on the Nepali receipt and in the ledger', async ({
  page,
}) => {
  await page.goto('/ne/pay');
  await page.getByRole('textbox', { name: 'विद्यार्थीको नाम' }).fill('Sita Yadav');
  // The option the parent reads is Nepali; its value, sent to the API, is the class's English name.
  await page.getByRole('combobox', { name: 'कक्षा' }).selectOption({ label: 'कक्षा ३' });
  await page.getByRole('textbox', { name: 'रोल नम्बर' }).fill('७');
  await page.getByRole('textbox', { name: 'अभिभावकको नाम' }).fill('Ram Yadav');
  // As a Nepali keyboard types it.
  await page.getByRole('textbox', { name: 'रकम (नेपाली रुपैयाँ)' }).fill('१,५००');
  const initiated = page.waitForRequest((request) => request.url().endsWith('/api/esewa/initiate'));
  await page.getByRole('button', { name: 'eSewa बाट तिर्नुहोस्' }).click();
  const sent = (await initiated).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ className: 'Grade 3', roll: 7, amount: 1500, language: 'ne' });

  await page.waitForURL(`${sandboxUrl}/**`);
  await expect(page.getByText('Rs. 1,500.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // eSewa sends the parent back to the Nepali page they left.
  await page.waitForURL(/\/ne\/payment-success\?data=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1, name: 'भुक्तानी सफल भयो' })).toBeVisible();
  await expect(page.getByText('तपाईंको भुक्तानी eSewa सँग पुष्टि भयो। धन्यवाद!')).toBeVisible();
  const receipt = page.getByRole('article', { name: 'शुल्क रसिद' });
  await expect(receiptValue(receipt, 'विद्यार्थी')).toHaveText('Sita Yadav');
  await expect(receiptValue(receipt, 'कक्षा')).toHaveText('कक्षा ३');
  await expect(receiptValue(receipt, 'रोल नम्बर')).toHaveText('७');
  await expect(receiptValue(receipt, 'भुक्तानी गर्ने')).toHaveText('Ram Yadav');
  await expect(receiptValue(receipt, 'जम्मा')).toHaveText('रु. १,५००.००');
  await expect(receiptValue(receipt, 'अक्षरमा')).toHaveText('एक हजार पाँच सय रुपैयाँ मात्र');
  // The day it was paid, in B.S. as a Nepali reader counts it.
  await expect(receiptValue(receipt, 'मिति र समय')).toContainText('वि.सं.');
  await expect(receipt.getByRole('button', { name: 'रसिद प्रिन्ट गर्नुहोस्' })).toBeVisible();
  const transactionId = await page.evaluate(() => sessionStorage.getItem('currentTransaction'));
  const esewaReference = await receiptValue(receipt, 'सन्दर्भ नम्बर').textContent();
  const receiptNumber = await receiptValue(receipt, 'रसिद नम्बर').textContent();
  await expectNoEnglishLeft(page, ['Sita Yadav', 'Ram Yadav', transactionId!, esewaReference!, receiptNumber!]);
  await expectNoAxeViolations(page);

  const line = exportedLedger()
    .split('\r\n')
    .find((row) => row.startsWith(`${transactionId},`));
  expect(line).toContain(',Sita Yadav,Grade 3,7,Ram Yadav,1500.00,COMPLETED,');
});

test('an admission sent from /ne/admissions, with a B.S. date of birth, reaches the office and the parent', async ({
  page,
}) => {
  await page.clock.setFixedTime(applicationDay);
  await page.goto('/ne/admissions');
  await expect(page.getByRole('heading', { level: 1, name: 'भर्ना आवेदन' })).toBeVisible();
  await page.getByLabel(/^नाम/).fill('Aarav');
  await page.getByLabel('बीचको नाम').fill('Kumar');
  await page.getByLabel(/^थर/).fill('Yadav');
  await page.getByLabel('लिङ्ग').selectOption({ label: 'पुरुष' });
  await page.getByRole('group', { name: 'पात्रो' }).getByRole('radio', { name: 'वि.सं.' }).check();
  // As the birth certificate has it, typed in Devanagari digits.
  const birthDate = page.getByLabel('जन्म मिति (वि.सं.)');
  await birthDate.fill('२०७३-०५-१२');
  await page.getByLabel('भर्ना हुने कक्षा').selectOption({ label: 'कक्षा १' });
  await expect(birthDate).toHaveAccessibleDescription(/ई\.सं\.$/);
  await page.getByLabel('नाता (बुबा वा अभिभावक)').selectOption({ label: 'बुबा' });
  await page.getByLabel('बुबाको नाम').fill('Sunil');
  await page.getByLabel('बुबाको थर').fill('Yadav');
  // A Nepali keyboard types Devanagari digits; the office gets the number in ASCII ones to dial.
  await page.getByLabel('बुबाको फोन नम्बर').fill('९८१२३४५६७८');
  await page.getByLabel('बुबाको इमेल').fill('sunil.ne@example.com');
  await page.getByLabel('बुबाको शिक्षा').selectOption({ label: 'उच्च माध्यमिक (+२)' });
  await page.getByLabel('बुबाको ठेगाना').fill('ढल्केबर-४, धनुषा');
  await page.getByLabel('आमाको नाम').fill('Rekha');
  await page.getByLabel('आमाको फोन नम्बर').fill('041-590123');
  await page.getByLabel('विद्यार्थीको फोटो छान्नुहोस्').setInputFiles(tinyPng);
  await page.getByLabel('जन्मदर्ता प्रमाणपत्र छान्नुहोस्').setInputFiles(smallPdf);
  await expectNoEnglishLeft(page, [tinyPng.name, smallPdf.name]);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'आवेदन पठाउनुहोस्' }).click();

  await expect(page.getByRole('heading', { name: 'आवेदन प्राप्त भयो' })).toBeFocused();
  const shown = page.getByText(/^A-[A-Z0-9]{5}$/);
  await expect(shown).toBeVisible();
  const reference = (await shown.textContent()) ?? '';
  await expectNoEnglishLeft(page, [reference]);
  await expectNoAxeViolations(page);

  // The office reads the application as any other: the date of birth in A.D., the class and relation by their names.
  const mails = await mailsMentioning(reference, 2);
  const school = mails.find((mail) => mail.attachments.length === 2);
  const confirmation = mails.find((mail) => mail.envelope.to.includes('sunil.ne@example.com'));
  expect(school!.text).toMatch(/Date of birth:?\s+2016-08-28\b/);
  expect(school!.text).toContain('Grade 1');
  expect(school!.text).toContain('9812345678');
  expect(school!.text).toContain('ढल्केबर-४, धनुषा');
  // The parent reads their confirmation in the page's language.
  expect(confirmation!.subject).toBe(`तपाईंको भर्ना आवेदन विद्यालयमा आइपुग्यो (${reference})`);
  expect(confirmation!.text).toContain('(कक्षा १) को भर्ना आवेदन पाएको छ।');
});

test('the Nepali page names the reason the office refused a disguised photo, and an A.D. date typed as B.S.', async ({
  page,
}) => {
  // A program named and typed as a JPEG: the browser takes it for a photo, office-service reads its bytes.
  const program: ChosenFile = { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: readFileSync('/usr/bin/true') };
  await page.clock.setFixedTime(applicationDay);
  await page.goto('/ne/admissions');
  await page.getByLabel(/^नाम/).fill('Aarav');
  await page.getByLabel(/^थर/).fill('Yadav');
  await page.getByLabel('लिङ्ग').selectOption({ label: 'पुरुष' });
  const birthDate = page.getByLabel('जन्म मिति (वि.सं.)');
  await birthDate.fill('2019-08-28');
  await page.getByLabel('भर्ना हुने कक्षा').selectOption({ label: 'कक्षा १' });
  await page.getByRole('button', { name: 'आवेदन पठाउनुहोस्' }).click();
  await expect(birthDate).toHaveAccessibleDescription('यो ई.सं. मिति जस्तो देखिन्छ: ई.सं. छान्नुहोस्, वा मिति वि.सं.मा लेख्नुहोस्।');
  await birthDate.fill('२०७३-०५-१२');
  await page.getByLabel('नाता (बुबा वा अभिभावक)').selectOption({ label: 'बुबा' });
  await page.getByLabel('बुबाको नाम').fill('Sunil');
  await page.getByLabel('बुबाको फोन नम्बर').fill('९८१२३४५६७८');
  await page.getByLabel('आमाको नाम').fill('Rekha');
  await page.getByLabel('आमाको फोन नम्बर').fill('041-590123');
  await page.getByLabel('विद्यार्थीको फोटो छान्नुहोस्').setInputFiles(program);
  await page.getByLabel('जन्मदर्ता प्रमाणपत्र छान्नुहोस्').setInputFiles(smallPdf);
  await page.getByRole('button', { name: 'आवेदन पठाउनुहोस्' }).click();

  const photo = page.getByLabel('विद्यार्थीको फोटो बदल्नुहोस्');
  await expect(photo).toBeFocused();
  await expect(photo).toHaveAccessibleDescription(/"photo\.jpg" फोटो होइन। कृपया JPEG वा PNG जस्तो फोटो फाइल छान्नुहोस्।/);
  await expect(page.getByRole('heading', { name: 'आवेदन प्राप्त भयो' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
