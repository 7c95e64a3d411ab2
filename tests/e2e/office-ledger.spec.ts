import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from './support/axe.js';
import { makeStaff } from './support/staff.js';
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test.js';
import { viewports } from './support/viewports.js';

/**
 * The console's payments and comments (frontend/src/office/payments, comments) through nginx, on the real
 * payment-service and comments-service, which check the session with office-service: an accounts member filters the
 * ledger and exports the filtered rows; an office member is refused the payments (page and API) and hides a comment,
 * which leaves an open article page in another browser without a reload; axe on each page in English and Nepali.
 * People sign in with `make staff ARGS="link EMAIL"`'s one-time link: sign-in itself is office-console.spec.ts's.
 */
let people = 0;

/** A new member of staff of the role, signed in on the page, which opens the console's `path`. */
async function signedInAt(page: Page, role: 'office' | 'accounts', path: string): Promise<void> {
  const email = `ledger-${role}-${Date.now()}-${people++}@school.example.np`;
  await makeStaff('add', email, '--role', role);
  const token = /#link=([\w-]{43})/.exec(await makeStaff('link', email))![1]!;
  await page.goto(`${path}#link=${token}`);
  await expect(page.getByText(/Signed in as|साइन इन/).first()).toBeVisible();
}

/** Letters only (a payment's names take no digits): a name no other test or run has used. */
function uniqueWord(): string {
  return [...`${Date.now()}${people++}`].map((digit) => 'abcdefghij'[Number(digit)]).join('');
}

/** A wallet payment started through the API (the parent never reached eSewa): PENDING, on the ledger at once. */
async function startedPayment(request: APIRequestContext, studentName: string, className: string): Promise<string> {
  const transactionId = `txn_${Date.now()}_e2e${Math.random().toString(36).slice(2, 10)}`;
  const answer = await request.post('/api/esewa/initiate', {
    data: { studentName, className, parentName: 'Hari Ledger', amount: 700, transactionId },
  });
  expect(answer.status()).toBe(200);
  return transactionId;
}

test('an accounts member filters the ledger, exports the filtered rows and opens one payment; axe in English and Nepali', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const kept = await startedPayment(request, `Asha ${word}`, 'Grade 3');
  const other = await startedPayment(request, `Bina ${word}`, 'Grade 5');
  await signedInAt(page, 'accounts', '/office/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();

  await page.getByLabel('Name or transaction id').fill(word);
  await page.getByLabel('Class').selectOption('Grade 3');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]class=Grade\\+3&q=${word}$`));
  const ledger = page.getByRole('table', { name: 'Ledger' });
  await expect(ledger.getByRole('row')).toHaveCount(2);
  await expect(ledger.getByRole('link', { name: `Asha ${word}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Totals for these filters' })).toHaveText(
    'Pending: 1 payment, Rs. 700.00',
  );
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(rows[0]).toMatch(/^transaction_id,/);
  expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual([kept]);
  expect(csv).not.toContain(other);

  await ledger.getByRole('link', { name: `Asha ${word}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByText(kept)).toBeVisible();
  await expect(page.getByText('No change of state yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/office/ne/payments/${kept}`);
  await expect(page.getByRole('heading', { level: 1, name: 'भुक्तानी' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/office/ne/payments?q=${word}`);
  await expect(page.getByRole('table')).toContainText(`Bina ${word}`);
  await expectNoAxeViolations(page);
});

async function openArticle(browser: Browser): Promise<Page> {
  const reader = await (await browser.newContext()).newPage();
  const streamOpened = reader.waitForResponse((r) => r.url().includes('/api/comments/peace-rally/stream'));
  await reader.goto('/blogs/peace-rally');
  await reader.locator('#comments').scrollIntoViewIfNeeded();
  expect((await streamOpened).status()).toBe(200);
  return reader;
}

test('an office member is refused the payments, and hides a comment that leaves an open article page; axe in English and Nepali', async ({
  page,
  request,
  browser,
}) => {
  await signedInAt(page, 'office', '/office/payments');
  await expect(page.getByText('Your role cannot open this page.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Payments' })).toHaveCount(
    0,
  );
  const refused = await page.request.get('/api/office/payments');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: expect.any(String) });

  const name = `Troll ${uniqueWord()}`;
  const text = `Rude words the office will hide ${Date.now()}`;
  expect((await request.post('/api/comments/peace-rally', { data: { name, text } })).status()).toBe(201);
  const reader = await openArticle(browser);
  await expect(reader.getByText(text)).toBeVisible();

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Comments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Hide: ${name}` }).click();
  await expect(page.getByRole('status')).toContainText(`Comment by ${name}: Hidden`);
  await expect(page.getByRole('button', { name: `Show again: ${name}` })).toBeVisible();
  // The article page left open in the other browser drops it through its stream, without a reload.
  await expect(reader.getByText(text)).toHaveCount(0);
  await reader.context().close();

  await page.goto('/office/ne/comments');
  await expect(page.getByRole('heading', { level: 1, name: 'प्रतिक्रियाहरू' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the ledger at 390 px: reached through the menu, filtered, nothing wider than the screen @phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize(viewports.phone);
  const word = uniqueWord();
  await startedPayment(request, `Chandra ${word}`, 'UKG');
  await signedInAt(page, 'accounts', '/office/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Payments' }).click();
  await page.getByLabel('Name or transaction id').fill(word);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('table', { name: 'Ledger' })).toContainText(`Chandra ${word}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
});
