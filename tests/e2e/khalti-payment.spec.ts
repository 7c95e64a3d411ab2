/**
 * Paying a school fee with Khalti end to end: Chromium → nginx → the SPA → payment-service → the Khalti sandbox's
 * pages and back, all real. Khalti's return is unsigned, so the forgery probes here are made-up and borrowed returns:
 * none may complete a payment.
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.js';
import { expectNoAxeViolations } from './support/axe.js';

const base = Number(process.env.E2E_PORT_BASE ?? 18000);
const khaltiSandboxUrl = `http://127.0.0.1:${base + 7}`;
const repoRoot = resolve(import.meta.dirname, '../..');

/** The ledger as `make transactions` prints it (CSV), from the e2e stack's own database. */
function exportedLedger(): string {
  return execFileSync('node', [join(repoRoot, 'payment-service/dist/cli/export-transactions.js')], {
    env: { ...process.env, PAYMENT_DB_PATH: join(repoRoot, `build/e2e-${base}/data/payments.sqlite`) },
    encoding: 'utf8',
  });
}

const receiptValue = (receipt: Locator, label: string) =>
  receipt.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function khaltiSandbox(request: APIRequestContext, method: 'GET' | 'PUT' | 'POST', path: string) {
  const response = await request.fetch(`${khaltiSandboxUrl}/__sandbox/${path}`, { method });
  expect(response.ok(), `Khalti sandbox ${method} ${path}`).toBe(true);
  return response.json();
}

/** From /pay to Khalti's (the sandbox's) payment page. */
async function startKhaltiPayment(page: Page, amount = '1500') {
  await page.goto('/pay');
  await page.getByRole('textbox', { name: 'Student name' }).fill('Sita Yadav');
  await page.getByRole('combobox', { name: 'Class' }).selectOption('Grade 3');
  await page.getByRole('textbox', { name: 'Parent name' }).fill('Ram Yadav');
  await page.getByRole('textbox', { name: 'Amount (NPR)' }).fill(amount);
  await page.getByRole('button', { name: 'Pay with Khalti' }).click();
  await page.waitForURL(`${khaltiSandboxUrl}/**`);
  await expect(page.getByRole('heading', { name: 'Pay with Khalti' })).toBeVisible();
}

/** A test Khalti ID, its MPIN, then the OTP: Khalti sends the browser back to the site. */
async function payOnKhalti(page: Page) {
  await page.getByLabel('Khalti ID (mobile number)').fill('9800000002');
  await page.getByLabel('Khalti MPIN').fill('1111');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByLabel('OTP').fill('987654');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
}

/** A Khalti payment started through the API (the parent never paid), and its pidx. */
async function startedThroughApi(request: APIRequestContext, amount = 700) {
  const transactionId = `txn_${Date.now()}_e2e${Math.random().toString(36).slice(2, 10)}`;
  const response = await request.post('/api/khalti/initiate', {
    data: { studentName: 'Gita', className: 'UKG', parentName: 'Hari', amount, transactionId },
  });
  expect(response.status()).toBe(200);
  const { paymentUrl } = (await response.json()) as { paymentUrl: string };
  return { transactionId, pidx: new URL(paymentUrl).searchParams.get('pidx')!, paymentUrl };
}

/** Khalti's return address for a payment, with whatever a forger puts in it. */
function khaltiReturn(transactionId: string, pidx: string, status = 'Completed', amount = 70000) {
  const parameters = new URLSearchParams({
    pidx,
    txnId: 'FakeTxn123',
    amount: String(amount),
    total_amount: String(amount),
    status,
    mobile: '98XXXXX002',
    tidx: 'FakeTxn123',
    purchase_order_id: transactionId,
    purchase_order_name: 'School fee',
    transaction_id: 'FakeTxn123',
  });
  return `/payment-success?${parameters}`;
}

async function statusOf(request: APIRequestContext, transactionId: string): Promise<string> {
  const answer = await request.post('/api/payment-status', { data: { product_id: transactionId, status: 'SUCCESS' } });
  return ((await answer.json()) as { status: string }).status;
}

test.describe('paying a school fee through Khalti', () => {
  test('pay → Khalti → success page shows the verified receipt with Khalti and its reference', async ({
    page,
    request,
  }) => {
    await startKhaltiPayment(page);
    await expect(page.getByText('Rs. 1,500.00').first()).toBeVisible();
    await payOnKhalti(page);

    await page.waitForURL(/\/payment-success\?pidx=/);
    const transactionId = await page.evaluate(() => sessionStorage.getItem('currentTransaction'));
    expect(transactionId).toMatch(/^txn_\d+_[a-z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText('Your payment has been verified with Khalti. Thank you!')).toBeVisible();
    const receipt = page.getByRole('article', { name: 'Fee receipt' });
    await expect(receiptValue(receipt, 'Student')).toHaveText('Sita Yadav');
    await expect(receiptValue(receipt, 'Total')).toHaveText('Rs. 1,500.00');
    const pidx = new URL(page.url()).searchParams.get('pidx')!;
    const atKhalti = await khaltiSandbox(request, 'GET', `payments/${pidx}`);
    expect(atKhalti.status).toBe('Completed');
    await expect(receiptValue(receipt, 'Reference')).toHaveText(atKhalti.transactionId);
    await expect(receiptValue(receipt, 'Payment method')).toHaveText('Khalti');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();

    // The school's ledger names the wallet and Khalti's references.
    const line = exportedLedger()
      .split('\r\n')
      .find((row) => row.startsWith(`${transactionId},`));
    expect(line).toContain(`,COMPLETED,`);
    // Then the ledger's links: no student (a free-amount payment) and the receipt's number.
    expect(line).toMatch(new RegExp(`,khalti,${pidx},${atKhalti.transactionId},0\\.00,,\\d{4}/\\d{2}-\\d{6}$`));
  });

  test('cancel on Khalti → failure page marks the payment failed', async ({ page, request }) => {
    await startKhaltiPayment(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/payment-failure\?pidx=/);
    await expect(page.getByText('Transaction marked as failed')).toBeVisible();
    const transactionId = await page.evaluate(() => sessionStorage.getItem('currentTransaction'));
    // Khalti's own word (User canceled) follows: the payment is never paid.
    expect(['FAILED', 'CANCELED']).toContain(await statusOf(request, transactionId!));
    await expectNoAxeViolations(page);
  });

  test('below Rs 10 the page offers eSewa alone and says why, in English and Nepali', async ({ page }) => {
    await page.goto('/pay');
    await expect(page.getByRole('button', { name: 'Pay with Khalti' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Amount (NPR)' }).fill('9.50');
    await expect(page.getByRole('button', { name: 'Pay with Khalti' })).toHaveCount(0);
    await expect(
      page.getByText('Khalti takes payments of Rs. 10 or more: for a smaller amount, pay with eSewa.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay with eSewa' })).toBeVisible();

    await page.goto('/ne/pay');
    await expect(page.getByRole('button', { name: 'Khalti बाट तिर्नुहोस्' })).toBeVisible();
    await page.locator('#pay-amount').fill('५');
    await expect(page.getByRole('button', { name: 'Khalti बाट तिर्नुहोस्' })).toHaveCount(0);
    await expect(page.getByText(/Khalti ले रु\. १० वा सोभन्दा बढीको भुक्तानी मात्र लिन्छ/)).toBeVisible();
  });
});

test.describe('no one can fake a Khalti payment', () => {
  test('a return with a made-up pidx and status=Completed is not shown as paid', async ({ page, request }) => {
    const { transactionId } = await startedThroughApi(request);
    await page.goto('/');
    await page.evaluate((id) => sessionStorage.setItem('currentTransaction', id), transactionId);
    await page.goto(khaltiReturn(transactionId, 'MadeUpPidx0000000000AB'));
    await expect(page.getByText('Error verifying payment. Please contact support.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toHaveCount(0);
    expect(await statusOf(request, transactionId)).toBe('PENDING');
  });

  test("payment A's real, completed pidx put into payment B's return does not complete B", async ({
    page,
    request,
  }) => {
    // A: paid for real, Rs 10. B: Rs 700, never paid.
    await startKhaltiPayment(page, '10');
    await payOnKhalti(page);
    await page.waitForURL(/\/payment-success\?pidx=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    const aPidx = new URL(page.url()).searchParams.get('pidx')!;

    const b = await startedThroughApi(request);
    await page.evaluate((id) => sessionStorage.setItem('currentTransaction', id), b.transactionId);
    await page.goto(khaltiReturn(b.transactionId, aPidx, 'Completed', 1000));
    await expect(page.getByText('Error verifying payment. Please contact support.')).toBeVisible();
    expect(await statusOf(request, b.transactionId)).toBe('PENDING');
  });

  test("the eSewa path's probes against Khalti: 0 completions", async ({ page, request }) => {
    const target = await startedThroughApi(request, 50000);
    const cheap = await startedThroughApi(request, 10);
    const probes = [
      // Opening the success page without paying.
      `/payment-success`,
      // Khalti's parameters made up, with the target's own pidx (Khalti still says Initiated).
      khaltiReturn(target.transactionId, target.pidx, 'Completed', 5_000_000),
      // Another payment's pidx, the amount changed to the target's.
      khaltiReturn(target.transactionId, cheap.pidx, 'Completed', 5_000_000),
      // A pidx that is not one at all, and none.
      khaltiReturn(target.transactionId, '../../lookup', 'Completed'),
      `/payment-success?status=Completed&purchase_order_id=${target.transactionId}`,
      // eSewa's signed data on a Khalti payment.
      `/payment-success?data=${Buffer.from('{"status":"COMPLETE"}').toString('base64')}`,
    ];
    await page.goto('/');
    await page.evaluate((id) => sessionStorage.setItem('currentTransaction', id), target.transactionId);
    for (const probe of probes) {
      await page.goto(probe);
      await expect(page.locator('h1')).not.toHaveText(/Checking|Confirming/, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' }), probe).toHaveCount(0);
    }
    // Through the API, the same reports with every field the contract takes.
    for (const pidx of [undefined, target.pidx, cheap.pidx, 'MadeUpPidx0000000000AB']) {
      const answer = await request.post('/api/payment-status', {
        data: { product_id: target.transactionId, status: 'SUCCESS', ...(pidx ? { pidx } : {}) },
      });
      expect(((await answer.json()) as { status?: string }).status ?? 'refused').not.toBe('COMPLETED');
    }
    expect(await statusOf(request, target.transactionId)).toBe('PENDING');
    expect(await statusOf(request, cheap.transactionId)).toBe('PENDING');
  });
});
