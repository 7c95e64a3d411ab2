/**
 * School-fee payment end to end: Chromium → nginx → the SPA → payment-service → the eSewa sandbox and back,
 * all real. The sandbox's /__sandbox/ controls stand in for what only eSewa could otherwise do (an outage).
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.js';
import { expectNoAxeViolations } from './support/axe.js';
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

async function sandbox(request: APIRequestContext, method: 'PUT' | 'POST' | 'GET', path: string, data?: unknown) {
  const response = await request.fetch(`${sandboxUrl}/__sandbox/${path}`, { method, data });
  expect(response.ok(), `sandbox ${method} ${path}`).toBe(true);
  return response.json();
}

async function fillFeeForm(
  page: Page,
  details: { student: string; className?: string; roll?: string; parent: string; amount: string },
) {
  await page.getByRole('textbox', { name: 'Student name' }).fill(details.student);
  await page.getByRole('combobox', { name: 'Class' }).selectOption(details.className ?? 'Grade 3');
  if (details.roll !== undefined) await page.getByRole('textbox', { name: 'Roll number' }).fill(details.roll);
  await page.getByRole('textbox', { name: 'Parent name' }).fill(details.parent);
  await page.getByRole('textbox', { name: 'Amount (NPR)' }).fill(details.amount);
}

/** From /pay to eSewa's (the sandbox's) confirmation page. */
async function startPayment(page: Page, amount = '1500') {
  await page.goto('/pay');
  await fillFeeForm(page, { student: 'Sita Yadav', parent: 'Ram Yadav', amount });
  await page.getByRole('button', { name: 'Pay with eSewa' }).click();
  await page.waitForURL(`${sandboxUrl}/**`);
  await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
}

/** A payment started through the API, made the page's current transaction (the parent never reached eSewa). */
async function initiatedButNotPaid(page: Page, request: APIRequestContext): Promise<string> {
  const transactionId = `txn_${Date.now()}_e2e${Math.random().toString(36).slice(2, 10)}`;
  const response = await request.post('/api/esewa/initiate', {
    data: { studentName: 'Gita', className: 'UKG', parentName: 'Hari', amount: 700, transactionId },
  });
  expect(response.status()).toBe(200);
  await page.goto('/');
  await page.evaluate((id) => sessionStorage.setItem('currentTransaction', id), transactionId);
  return transactionId;
}

test.describe('paying a school fee through eSewa', () => {
  test('pay → eSewa → success page shows the verified receipt, and a reload stays COMPLETED', async ({
    page,
    request,
  }) => {
    await page.goto('/pay');
    await expect(page).toHaveTitle(/Pay School Fee/);
    await expect(page.getByText('Rs.', { exact: true })).toBeVisible();
    await fillFeeForm(page, {
      student: 'Sita Yadav',
      className: 'Grade 3',
      roll: '7',
      parent: 'Ram Yadav',
      amount: '1500',
    });
    await page.getByRole('button', { name: 'Pay with eSewa' }).click();

    await page.waitForURL(`${sandboxUrl}/**`);
    await expect(page.getByText('Rs. 1,500.00')).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL(/\/payment-success\?data=/);
    // Session storage belongs to the site's origin: the tab kept its current transaction across eSewa.
    const transactionId = await page.evaluate(() => sessionStorage.getItem('currentTransaction'));
    expect(transactionId).toMatch(/^txn_\d+_[a-z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText('Your payment has been verified with eSewa. Thank you!')).toBeVisible();
    // The school's receipt, with its number (its own page: receipt-page.spec.ts).
    const receipt = page.getByRole('article', { name: 'Fee receipt' });
    await expect(receiptValue(receipt, 'Receipt number')).toHaveText(/^\d{4}\/\d{2}-\d{6}$/);
    await expect(receiptValue(receipt, 'Student')).toHaveText('Sita Yadav');
    await expect(receiptValue(receipt, 'Class')).toHaveText('Grade 3');
    await expect(receiptValue(receipt, 'Roll number')).toHaveText('7');
    await expect(receiptValue(receipt, 'Paid by')).toHaveText('Ram Yadav');
    await expect(receiptValue(receipt, 'Total')).toHaveText('Rs. 1,500.00');
    const esewa = await sandbox(request, 'GET', `payments/${transactionId!.replaceAll('_', '-')}`);
    expect(esewa.status).toBe('COMPLETE');
    await expect(receiptValue(receipt, 'Reference')).toHaveText(esewa.refId);
    await expect(receipt.getByRole('button', { name: 'Print receipt' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(receipt).toContainText(esewa.refId);

    // A FAILED report afterwards (a stale failure tab, or someone trying) changes nothing.
    const failed = await request.post('/api/payment-status', { data: { product_id: transactionId, status: 'FAILED' } });
    expect((await failed.json()).status).toBe('COMPLETED');

    // The failure page reached for that payment (a stale tab, a late cancel) tells the truth: paid, with the receipt.
    await page.goto('/payment-failure');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(receipt).toContainText(esewa.refId);
    await expect(page.getByText('Payment not completed')).toHaveCount(0);
    await expect(page.getByText(/Payment status:/)).toHaveCount(0);
    await expect(receiptValue(receipt, 'Class')).toHaveText('Grade 3');

    // The school's ledger (`make transactions`) names the child the same way.
    const line = exportedLedger()
      .split('\r\n')
      .find((row) => row.startsWith(`${transactionId},`));
    expect(line).toContain(',Sita Yadav,Grade 3,7,Ram Yadav,1500.00,COMPLETED,');
  });

  test('two children of one name in different classes are told apart; the roll number may be left empty', async ({
    page,
  }) => {
    const started: string[] = [];
    for (const className of ['Grade 2', 'Grade 5']) {
      await page.goto('/pay');
      await fillFeeForm(page, { student: 'Anita Sah', className, parent: 'Mohan Sah', amount: '900' });
      const initiated = page.waitForRequest((request) => request.url().endsWith('/api/esewa/initiate'));
      await page.getByRole('button', { name: 'Pay with eSewa' }).click();
      const body = (await initiated).postDataJSON() as { transactionId: string; className: string; roll?: number };
      expect(body).toMatchObject({ className });
      expect(body.roll).toBeUndefined();
      started.push(body.transactionId);
      await page.waitForURL(`${sandboxUrl}/**`);
    }
    const ledger = exportedLedger().split('\r\n');
    expect(ledger[0]).toContain(',student_name,class,roll,parent_name,');
    const rows = started.map((id) => ledger.find((row) => row.startsWith(`${id},`)));
    expect(rows[0]).toContain(',Anita Sah,Grade 2,,Mohan Sah,900.00,PENDING,');
    expect(rows[1]).toContain(',Anita Sah,Grade 5,,Mohan Sah,900.00,PENDING,');
  });

  test('cancel on eSewa → failure page marks the payment failed and offers to try again', async ({ page }) => {
    await startPayment(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/payment-failure');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
    await expect(page.getByText('Transaction marked as failed')).toBeVisible();
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/pay$/);
    await expect(page.getByRole('button', { name: 'Pay with eSewa' })).toBeEnabled();
  });

  test('the browser Back button from eSewa brings the form back usable', async ({ page }) => {
    await startPayment(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/pay$/);
    await expect(page.getByRole('button', { name: 'Pay with eSewa' })).toBeEnabled();
  });

  test('eSewa answers NOT_FOUND twice, then the parent pays: the signed callback still completes it', async ({
    page,
    request,
  }) => {
    await page.goto('/pay');
    await fillFeeForm(page, { student: 'Sita Yadav', parent: 'Ram Yadav', amount: '1800' });
    const initiated = page.waitForRequest((request) => request.url().endsWith('/api/esewa/initiate'));
    await page.getByRole('button', { name: 'Pay with eSewa' }).click();
    const { transactionId } = (await initiated).postDataJSON() as { transactionId: string };
    await page.waitForURL(`${sandboxUrl}/**`);
    await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
    // Before the parent has paid, eSewa says it has no such payment, twice (asked by another tab of theirs).
    await sandbox(request, 'PUT', 'behaviour', { forcedStatus: 'NOT_FOUND' });
    try {
      for (let i = 0; i < 2; i += 1) {
        const asked = await request.post('/api/payment-status', {
          data: { product_id: transactionId, status: 'SUCCESS' },
        });
        expect((await asked.json()).status).toBe('NOT_FOUND');
      }
    } finally {
      await sandbox(request, 'PUT', 'behaviour', { forcedStatus: null });
    }

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/payment-success\?data=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Fee receipt' })).toContainText('Rs. 1,800.00');
    const stored = await request.post('/api/payment-status', {
      data: { product_id: transactionId, status: 'SUCCESS' },
    });
    expect((await stored.json()).status).toBe('COMPLETED');
  });

  test('Cancel on the fee form goes home', async ({ page }) => {
    await page.goto('/pay');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the fee form checks what parents type', () => {
  test('empty or invalid details show the message, tied to the fields, and keep what was typed', async ({ page }) => {
    await page.goto('/pay');
    await page.getByRole('textbox', { name: 'Parent name' }).fill('Ram Yadav');
    await page.getByRole('textbox', { name: 'Amount (NPR)' }).fill('0');
    await page.getByRole('button', { name: 'Pay with eSewa' }).click();

    await expect(page.getByRole('alert')).toHaveText('Please fill all fields with valid details.');
    const student = page.getByRole('textbox', { name: 'Student name' });
    await expect(student).toBeFocused();
    await expect(student).toHaveAttribute('aria-invalid', 'true');
    await expect(student).toHaveAccessibleDescription("Enter the student's name.");
    await expect(page.getByRole('textbox', { name: 'Amount (NPR)' })).toHaveValue('0');
    await expect(page.getByRole('textbox', { name: 'Parent name' })).toHaveValue('Ram Yadav');
    await expect(page).toHaveURL(/\/pay$/);
  });

  test('the class is required and the roll number, if given, is a whole number: each says so at its field', async ({
    page,
  }) => {
    await page.goto('/pay');
    const className = page.getByRole('combobox', { name: 'Class' });
    await expect(className).toHaveAttribute('required', '');
    await expect(page.getByRole('textbox', { name: 'Roll number' })).not.toHaveAttribute('required');
    await page.getByRole('textbox', { name: 'Student name' }).fill('Sita Yadav');
    await page.getByRole('textbox', { name: 'Roll number' }).fill('7a');
    await page.getByRole('textbox', { name: 'Parent name' }).fill('Ram Yadav');
    await page.getByRole('textbox', { name: 'Amount (NPR)' }).fill('1500');
    await page.getByRole('button', { name: 'Pay with eSewa' }).click();

    await expect(page.getByRole('alert')).toHaveText('Please fill all fields with valid details.');
    await expect(className).toBeFocused();
    await expect(className).toHaveAttribute('aria-invalid', 'true');
    await expect(className).toHaveAccessibleDescription("Choose the student's class.");
    await expect(page.getByRole('textbox', { name: 'Roll number' })).toHaveAccessibleDescription(
      'Roll number must be a whole number from 1 to 9999, or left empty.',
    );
    await expect(page.getByRole('textbox', { name: 'Roll number' })).toHaveValue('7a');
    await expect(page).toHaveURL(/\/pay$/);
  });

  test("an amount above the school's maximum shows the server's message", async ({ page }) => {
    await page.goto('/pay');
    await fillFeeForm(page, { student: 'Sita', parent: 'Ram', amount: '600000' });
    await page.getByRole('button', { name: 'Pay with eSewa' }).click();
    await expect(page.getByRole('alert')).toHaveText('Amount must not be more than Rs. 5,00,000.');
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Amount (NPR)' })).toHaveValue('600000');
  });
});

test.describe('no one can fake a payment', () => {
  test('opening the success page without paying does not complete the payment', async ({ page, request }) => {
    await initiatedButNotPaid(page, request);
    await page.goto('/payment-success');
    await expect(page.getByText('Payment status: NOT_FOUND')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not confirmed' })).toBeVisible();
  });

  test('a forged data parameter is refused', async ({ page, request }) => {
    const transactionId = await initiatedButNotPaid(page, request);
    const forged = Buffer.from(
      JSON.stringify({
        transaction_code: '000FAKE',
        status: 'COMPLETE',
        total_amount: '700.0',
        transaction_uuid: transactionId.replaceAll('_', '-'),
        product_code: 'EPAYTEST',
        signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
        signature: 'bm90IGEgcmVhbCBzaWduYXR1cmUgYXQgYWxsIQ==',
      }),
    ).toString('base64');
    await page.goto(`/payment-success?data=${forged}`);
    await expect(page.getByText('Error verifying payment. Please contact support.')).toBeVisible();
    const again = await request.post('/api/payment-status', { data: { product_id: transactionId, status: 'SUCCESS' } });
    expect((await again.json()).status).not.toBe('COMPLETED');
  });

  test('while eSewa cannot be reached the payment shows as PENDING', async ({ page, request }) => {
    await initiatedButNotPaid(page, request);
    await sandbox(request, 'PUT', 'behaviour', { outage: true });
    try {
      await page.goto('/payment-success');
      await expect(page.getByText('Payment status: PENDING')).toBeVisible();
      await expect(page.getByText(/please do not pay twice/).first()).toBeVisible();
    } finally {
      await sandbox(request, 'PUT', 'behaviour', { outage: false });
    }
  });

  test('both pages say when there is no transaction', async ({ page }) => {
    await page.goto('/payment-success');
    await expect(page.getByText('No transaction ID found')).toBeVisible();
    await page.goto('/payment-failure');
    await expect(page.getByText('No transaction ID found')).toBeVisible();
  });
});

test.describe('accessibility of the payment pages', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`axe finds nothing on /pay, /payment-success and /payment-failure (${name})`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      const shot = (label: string) =>
        page.screenshot({ path: testInfo.outputPath(`${label}-${name}.png`), fullPage: true });

      await page.goto('/pay');
      await expect(page.getByRole('heading', { level: 1, name: 'Pay School Fee' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Pay with eSewa' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('pay-errors');

      await startPayment(page, '2500.50');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('payment-success');

      await startPayment(page);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByText('Transaction marked as failed')).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('payment-failure');
    });
  }
});
