/**
 * Paying the fees the school set, end to end: a roster imported by the real `make fees` command into the e2e stack's
 * payments database, then Chromium → nginx → /pay → payment-service → the eSewa and Khalti sandboxes and back, the
 * receipt on its own address, and the accounts office's view (`fees show`, `credits`) of what was allocated; and
 * eSewa's token payment: the eSewa sandbox's app page pays by student ID straight to payment-service.
 *
 * In `e2e-alone` (playwright.config.ts): once dues are imported, /pay shows its fees section to every spec after.
 * The tests run in order on one roster: each student's story goes on from what the one before left.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Browser, type Locator, type Page, type Response } from './support/test.js';
import { expectNoAxeViolations } from './support/axe.js';
import { ports } from '../playwright.config.js';
import { runCommand } from '../runCommand.js';

const base = ports.http - 80;
const esewaSandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
const khaltiSandboxUrl = `http://127.0.0.1:${ports.khaltiSandbox}`;
const repoRoot = resolve(import.meta.dirname, '../..');

/** `make fees ARGS=…` as the operator runs it: payment-service's built command on the e2e stack's database. */
async function fees(...args: string[]): Promise<string> {
  const done = await runCommand(process.execPath, ['payment-service/dist/cli/fees.js', ...args], {
    cwd: repoRoot,
    env: { ...process.env, PAYMENT_DB_PATH: join(repoRoot, `build/e2e-${base}/data/payments.sqlite`) },
  });
  expect(done.code, done.output).toBe(0);
  return done.output;
}

/** `make transactions ARGS=…`: the ledger CSV from the e2e stack's payments database. */
async function transactions(...args: string[]): Promise<string> {
  const done = await runCommand(process.execPath, ['payment-service/dist/cli/export-transactions.js', ...args], {
    cwd: repoRoot,
    env: { ...process.env, PAYMENT_DB_PATH: join(repoRoot, `build/e2e-${base}/data/payments.sqlite`) },
  });
  expect(done.code, done.output).toBe(0);
  return done.output;
}

// Student IDs of this run only: a retry imports a fresh roster rather than meeting what the last run paid.
const run = Date.now().toString(36).toUpperCase();
/** Four children, each born on a day given in B.S. (as on the fee card) and known in A.D. by the service. */
const students = {
  aarav: { id: `E2E-${run}-1`, name: 'Aarav Yadav', firstName: 'Aarav', className: 'Grade 3', dobBs: '2074-01-01' },
  sita: { id: `E2E-${run}-2`, name: 'Sita Sah', firstName: 'Sita', className: 'Grade 5', dobBs: '2072-05-12' },
  gita: { id: `E2E-${run}-3`, name: 'Gita Thapa', firstName: 'Gita', className: 'UKG', dobBs: '2077-09-20' },
  // Paid only from the eSewa app (token payment).
  hari: { id: `E2E-${run}-4`, name: 'Hari Gurung', firstName: 'Hari', className: 'Grade 1', dobBs: '2076-03-15' },
} as const;
type Student = (typeof students)[keyof typeof students];

/** Two months of tuition and hostel for each: Kartik and Mangsir 2083. */
function roster(): string {
  const lines = ['student_id,name,class,roll,dob_bs,item,month,amount'];
  Object.values(students).forEach((student, index) => {
    for (const month of ['2083-07', '2083-08']) {
      lines.push(
        `${student.id},${student.name},${student.className},${index + 1},${student.dobBs},Tuition,${month},4500`,
      );
      lines.push(
        `${student.id},${student.name},${student.className},${index + 1},${student.dobBs},Hostel,${month},6000`,
      );
    }
  });
  return `${lines.join('\n')}\n`;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'fees-e2e-')), 'dues.csv');
  writeFileSync(file, roster());
  await fees('import', file);
  expect(await fees('show', students.aarav.id)).toMatch(/Kartik 2083\s+Hostel\s+Rs\. 6,000\.00\s+due/);
});

const english = {
  section: 'Pay school fees',
  studentId: /^Student ID/,
  dob: /^Date of birth \(B\.S\.\)/,
  lookUp: 'Show what is due',
  throughMonth: 'Pay up to and including',
  esewa: 'Pay with eSewa',
  khalti: 'Pay with Khalti',
};
const nepali = {
  section: 'विद्यालय शुल्क तिर्नुहोस्',
  studentId: /^विद्यार्थी ID/,
  dob: /^जन्म मिति \(वि\.सं\.\)/,
  lookUp: 'बाँकी शुल्क हेर्नुहोस्',
  throughMonth: 'यो महिनासम्म तिर्नुहोस्',
  esewa: 'eSewa बाट तिर्नुहोस्',
  khalti: 'Khalti बाट तिर्नुहोस्',
};
type Words = typeof english;

/** The fees section's wallet button (the free-amount form below has its own of the same name). */
const walletButton = (page: Page, words: Words, wallet: 'esewa' | 'khalti') =>
  page.getByRole('region', { name: words.section }).getByRole('button', { name: words[wallet] });

/** On /pay (or /ne/pay): the student ID and the B.S. date of birth, then the dues table. */
async function findChild(page: Page, student: Student, words: Words = english, path = '/pay') {
  await page.goto(path);
  await page.getByLabel(words.studentId).fill(student.id);
  await page.getByLabel(words.dob).fill(student.dobBs);
  await page.getByRole('button', { name: words.lookUp }).click();
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  return table;
}

/** The dues table's rows as text, header and total included. */
const rowsOf = (page: Page) => page.getByRole('table').getByRole('row').allInnerTexts();

/** Pays through eSewa's sandbox: its confirmation page, then back on the site's success page. */
async function payOnEsewa(page: Page) {
  await page.waitForURL(`${esewaSandboxUrl}/**`);
  await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

/** The success page's answer about the payment: its status and its receipt's token. */
async function successAnswer(page: Page, pay: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response: Response) => response.url().endsWith('/api/payment-status') && response.request().method() === 'POST',
  );
  await pay();
  const answer = (await (await answered).json()) as { status: string; receiptToken?: string };
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Payment successful|भुक्तानी सफल भयो)$/);
  return answer;
}

/** The rows of a receipt's "Fees paid" table, header first (waited for: the receipt comes after the page). */
const receiptItems = (receipt: Locator) => receipt.getByRole('table').getByRole('row');

const paidItems = [
  /^Item\s+Month\s+Amount$/,
  /^Hostel\s+Kartik 2083\s+Rs\. 6,000\.00$/,
  /^Tuition\s+Kartik 2083\s+Rs\. 4,500\.00$/,
];

/** The receipt at its own address (the success page's link), opened in a browser that never paid. */
async function openReceiptElsewhere(browser: Browser, page: Page, token: string) {
  const address = await page.getByRole('link', { name: 'Open the receipt to keep or print it' }).getAttribute('href');
  expect(address).toBe(`/receipt#${token}`);
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto(new URL(address!, page.url()).href);
    const receipt = other.getByRole('article', { name: 'Fee receipt' });
    await expect(receiptItems(receipt)).toHaveText(paidItems, { useInnerText: true });
    await expect(receipt).toContainText('Rs. 10,500.00');
  } finally {
    await elsewhere.close();
  }
}

test('a parent finds their child, pays the oldest month with eSewa, and the receipt lists its items anywhere', async ({
  page,
  browser,
}) => {
  const { aarav } = students;
  await findChild(page, aarav);
  await expect(page.getByRole('heading', { name: `Fees due for Aarav, Grade 3` })).toBeFocused();
  expect(await rowsOf(page)).toEqual([
    expect.stringMatching(/^Month\s+Item\s+Amount$/),
    expect.stringMatching(/^Kartik 2083\s+Hostel\s+Rs\. 6,000\.00$/),
    expect.stringMatching(/^Kartik 2083\s+Tuition\s+Rs\. 4,500\.00$/),
    expect.stringMatching(/^Mangsir 2083\s+Hostel\s+Rs\. 6,000\.00$/),
    expect.stringMatching(/^Mangsir 2083\s+Tuition\s+Rs\. 4,500\.00$/),
    expect.stringMatching(/^Total due\s+Rs\. 21,000\.00$/),
  ]);
  // Nothing else about the child: not the surname, not the date of birth.
  await expect(page.getByRole('main')).not.toContainText('Yadav');
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: english.throughMonth }).selectOption('2083-07');
  await expect(page.getByText(/^To pay now/)).toHaveText('To pay now: Rs. 10,500.00');
  await page.getByLabel(/^Your name/).fill('Ram Yadav');
  const initiated = page.waitForRequest((request) => request.url().endsWith('/api/esewa/initiate-dues'));
  const answer = await successAnswer(page, async () => {
    await walletButton(page, english, 'esewa').click();
    const body = (await initiated).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ studentId: aarav.id, dob: '2017-04-14', throughMonth: '2083-07' });
    expect(body).not.toHaveProperty('amount');
    await payOnEsewa(page);
  });
  expect(answer.status).toBe('COMPLETED');
  expect(answer.receiptToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The success page shows the school's receipt, with what was paid for.
  const onSuccessPage = page.getByRole('article', { name: 'Fee receipt' });
  await expect(receiptItems(onSuccessPage)).toHaveText(paidItems, { useInnerText: true });
  await expect(onSuccessPage).toContainText('Rs. 10,500.00');
  await expect(onSuccessPage).toContainText(aarav.id);
  await openReceiptElsewhere(browser, page, answer.receiptToken!);

  // The dues now show only the later month.
  await findChild(page, aarav);
  expect(await rowsOf(page)).toEqual([
    expect.stringMatching(/^Month\s+Item\s+Amount$/),
    expect.stringMatching(/^Mangsir 2083\s+Hostel\s+Rs\. 6,000\.00$/),
    expect.stringMatching(/^Mangsir 2083\s+Tuition\s+Rs\. 4,500\.00$/),
    expect.stringMatching(/^Total due\s+Rs\. 10,500\.00$/),
  ]);

  // Cash paid at the office for the later month: nothing is left due.
  await fees('record', aarav.id, '--through', '2083-08', '--method', 'cash');
  await page.goto('/pay');
  await page.getByLabel(english.studentId).fill(aarav.id);
  await page.getByLabel(english.dob).fill(aarav.dobBs);
  await page.getByRole('button', { name: english.lookUp }).click();
  await expect(page.getByText('Nothing is due for this student right now. Thank you!')).toBeVisible();
  expect(await fees('show', aarav.id)).toContain('Still due: Rs. 0.00.');
});

test('a wrong date of birth and an unknown ID get the same answer, naming nobody', async ({ page }) => {
  const { sita } = students;
  const notFound = 'No student found with that student ID and date of birth. Please check the fee card.';
  await page.goto('/pay');
  await page.getByLabel(english.studentId).fill(sita.id);
  await page.getByLabel(english.dob).fill('2072-05-13');
  await page.getByRole('button', { name: english.lookUp }).click();
  await expect(page.getByText(notFound)).toBeVisible();
  await page.getByLabel(english.studentId).fill(`${sita.id}-X`);
  await page.getByLabel(english.dob).fill(sita.dobBs);
  await page.getByRole('button', { name: english.lookUp }).click();
  await expect(page.getByText(notFound)).toBeVisible();
  await expect(page.getByLabel(english.studentId)).toHaveValue(`${sita.id}-X`);
  await expect(page.getByRole('main')).not.toContainText('Sita');
});

test('on /ne/pay: find the child, read the dues in Nepali, pay with eSewa, see the receipt', async ({ page }) => {
  const { sita } = students;
  await findChild(page, sita, nepali, '/ne/pay');
  await expect(page.getByRole('heading', { name: 'Sita (कक्षा ५) को बाँकी शुल्क' })).toBeVisible();
  expect(await rowsOf(page)).toEqual([
    expect.stringMatching(/^महिना\s+शीर्षक\s+रकम$/),
    expect.stringMatching(/^कार्तिक २०८३\s+छात्रावास शुल्क\s+रु\. ६,०००\.००$/),
    expect.stringMatching(/^कार्तिक २०८३\s+शिक्षण शुल्क\s+रु\. ४,५००\.००$/),
    expect.stringMatching(/^मंसिर २०८३\s+छात्रावास शुल्क\s+रु\. ६,०००\.००$/),
    expect.stringMatching(/^मंसिर २०८३\s+शिक्षण शुल्क\s+रु\. ४,५००\.००$/),
    expect.stringMatching(/^जम्मा बाँकी\s+रु\. २१,०००\.००$/),
  ]);
  await expectNoAxeViolations(page);
  await page.getByRole('combobox', { name: nepali.throughMonth }).selectOption('2083-07');
  const answer = await successAnswer(page, async () => {
    await walletButton(page, nepali, 'esewa').click();
    await payOnEsewa(page);
  });
  expect(answer.status).toBe('COMPLETED');
  await expect(page).toHaveURL(/\/ne\/payment-success/);
  const receipt = page.getByRole('article', { name: 'शुल्क रसिद' });
  await expect(receipt).toContainText('कार्तिक २०८३');
  await expect(receipt).toContainText('शिक्षण शुल्क');
  await expect(receipt).toContainText('रु. १०,५००.००');
  expect(await fees('show', sita.id)).toMatch(/Kartik 2083\s+Tuition\s+Rs\. 4,500\.00\s+paid/);
});

test('two tabs pay the same month: one payment is allocated, the other kept as credit', async ({ page, context }) => {
  const { gita } = students;
  const second = await context.newPage();
  await findChild(page, gita);
  await page.getByRole('combobox', { name: english.throughMonth }).selectOption('2083-07');
  await walletButton(page, english, 'esewa').click();
  await page.waitForURL(`${esewaSandboxUrl}/**`);
  // The second tab looks up while the first tab's payment is open: it is warned before it pays again.
  await findChild(second, gita);
  await second.getByRole('combobox', { name: english.throughMonth }).selectOption('2083-07');
  await expect(second.getByRole('note')).toContainText('A payment for these fees was already started');
  await walletButton(second, english, 'esewa').click();
  for (const tab of [page, second]) {
    await payOnEsewa(tab);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
  }
  const shown = await fees('show', gita.id);
  expect(shown).toMatch(/Kartik 2083\s+Tuition\s+Rs\. 4,500\.00\s+paid/);
  expect(shown).toMatch(/Kartik 2083\s+Hostel\s+Rs\. 6,000\.00\s+paid/);
  expect(shown).toMatch(/Mangsir 2083\s+Tuition\s+Rs\. 4,500\.00\s+due/);
  const credits = await fees('credits');
  const line = credits.split('\n').filter((row) => row.includes(gita.id));
  expect(line).toHaveLength(1);
  expect(line[0]).toContain('Rs. 10,500.00');
});

test('Khalti: the later month paid through the Khalti sandbox, to a receipt of its items', async ({ page }) => {
  const { gita } = students;
  await findChild(page, gita);
  // The earlier month was paid (twice) in the test before: only Mangsir is left.
  expect(await rowsOf(page)).toHaveLength(4);
  const answer = await successAnswer(page, async () => {
    await walletButton(page, english, 'khalti').click();
    await page.waitForURL(`${khaltiSandboxUrl}/**`);
    await page.getByLabel('Khalti ID (mobile number)').fill('9800000002');
    await page.getByLabel('Khalti MPIN').fill('1111');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByLabel('OTP').fill('987654');
    await page.getByRole('button', { name: 'Confirm payment' }).click();
  });
  expect(answer.status).toBe('COMPLETED');
  const receipt = page.getByRole('article', { name: 'Fee receipt' });
  await expect(receipt).toContainText('Mangsir 2083');
  await expect(receipt).toContainText('Khalti');
  expect(await fees('show', gita.id)).toMatch(/Mangsir 2083\s+Hostel\s+Rs\. 6,000\.00\s+paid/);
});

test("a dues payment made on the eSewa sandbox's app page marks its items paid, and it shows in the ledger", async ({
  page,
}) => {
  const { hari } = students;
  await page.goto(`${esewaSandboxUrl}/app`);
  await expect(page.getByRole('heading', { name: 'School fees' })).toBeVisible();
  await page.getByLabel('Student ID').fill(hari.id);
  await page.getByRole('button', { name: 'Find dues' }).click();
  // eSewa's inquiry: the child's initial and class, the months and one amount; never the name.
  const answer = page.getByRole('definition');
  await expect(answer).toHaveText(['H.', 'Grade 1', '2 months from Kartik 2083 to Mangsir 2083', 'Rs 21,000']);
  await expect(page.getByRole('main')).not.toContainText('Hari');
  await expect(page.getByRole('main')).not.toContainText('Gurung');
  await expectNoAxeViolations(page);

  await page.getByLabel('eSewa MPIN').fill('1122');
  await page.getByRole('button', { name: 'Pay Rs 21,000' }).click();
  await expect(page.getByRole('heading', { name: 'Paid' })).toBeVisible();
  const receiptNumber = await page.locator('#reference-code').innerText();
  const transactionCode = await page.locator('#transaction-code').innerText();
  expect(receiptNumber).toMatch(/^\d{4}\/\d{2}-\d{6}$/);
  expect(transactionCode).toMatch(/^[0-9A-Z]{7}$/);

  const shown = await fees('show', hari.id);
  for (const month of ['Kartik 2083', 'Mangsir 2083']) {
    expect(shown).toMatch(new RegExp(`${month}\\s+Hostel\\s+Rs\\. 6,000\\.00\\s+paid`));
    expect(shown).toMatch(new RegExp(`${month}\\s+Tuition\\s+Rs\\. 4,500\\.00\\s+paid`));
  }
  expect(shown).toContain('Still due: Rs. 0.00.');

  // The ledger: one COMPLETED eSewa payment of the student, with eSewa's reference and the receipt number.
  const csv = await transactions('--status', 'COMPLETED');
  const [columns = '', ...rows] = csv.trim().split(/\r?\n/);
  const names = columns.split(',');
  const payment = rows.map((row) => row.split(',')).filter((cells) => cells[names.indexOf('student_id')] === hari.id);
  expect(payment).toHaveLength(1);
  const cell = (name: string) => payment[0]![names.indexOf(name)];
  expect(cell('esewa_ref')).toBe(transactionCode);
  expect(cell('receipt_number')).toBe(receiptNumber);
  expect(cell('wallet')).toBe('esewa');
  expect(cell('amount_npr')).toMatch(/^21000(\.00)?$/);
});
