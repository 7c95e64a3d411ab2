/**
 * A fee receipt's own page, /receipt#TOKEN (frontend/src/pages/ReceiptPage.tsx), through the real nginx: the headers
 * that keep it out of caches, search engines and Referers, and a receipt reached from a real eSewa sandbox payment
 * that opens in another browser.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Locator } from './support/test.js';
import { expectNoAxeViolations } from './support/axe.js';

const base = Number(process.env.E2E_PORT_BASE ?? 18000);
const sandboxUrl = `http://127.0.0.1:${base + 3}`;

/** A token of the receipts' shape that no receipt has. */
const unknownToken = () => randomBytes(32).toString('base64url');

/** The value beside a label in the receipt's lists. */
const receiptValue = (receipt: Locator, label: string) =>
  receipt.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('the receipt page', () => {
  for (const path of ['/receipt', '/ne/receipt']) {
    test(`${path} is no-store, noindex and no-referrer, and keeps every other security header`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['x-robots-tag']).toBe('noindex');
      expect(headers['referrer-policy']).toBe('no-referrer');
      // A location's own add_header would have dropped these: the page keeps the site's.
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
    });
  }

  test('the headers stay the site’s own on the other pages: a receipt’s rules are its page’s alone', async ({
    request,
  }) => {
    for (const path of ['/pay', '/payment-success', '/ne/pay']) {
      const headers = (await request.get(path)).headers();
      expect(headers['cache-control'], path).toBe('no-cache');
      expect(headers['x-robots-tag'], path).toBeUndefined();
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('the sitemap does not list it', async ({ request }) => {
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/receipt');
  });

  for (const { path, heading, missing } of [
    { path: '/receipt', heading: 'Fee receipt', missing: 'No receipt at this address' },
    { path: '/ne/receipt', heading: 'शुल्क रसिद', missing: 'यो ठेगानामा कुनै रसिद छैन' },
  ]) {
    test(`${path} with an unknown token says there is no receipt there, with no axe violation`, async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (sent) => asked.push(sent.url()));
      const token = unknownToken();
      await page.goto(`${path}#${token}`);
      await expect(page.getByText(missing)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The token went to the API alone, never in the page's own address.
      expect(asked.filter((url) => url.includes(token)).map((url) => new URL(url).pathname)).toEqual([
        `/api/receipts/${token}`,
      ]);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('a receipt reached from a payment', () => {
  test('eSewa payment → the success page shows the receipt and links to its page, which opens in another browser', async ({
    page,
    browser,
  }) => {
    await page.goto('/pay');
    await page.getByRole('textbox', { name: 'Student name' }).fill('Sita Yadav');
    await page.getByRole('combobox', { name: 'Class' }).selectOption('Grade 3');
    await page.getByRole('textbox', { name: 'Parent name' }).fill('Ram Yadav');
    await page.getByRole('textbox', { name: 'Amount (NPR)' }).fill('9500');
    await page.getByRole('button', { name: 'Pay with eSewa' }).click();
    await page.waitForURL(`${sandboxUrl}/**`);
    const statusAnswer = page.waitForResponse((response) => response.url().endsWith('/api/payment-status'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/payment-success\?data=/);
    const answer = (await (await statusAnswer).json()) as { status: string; receiptToken?: string };
    expect(answer.status).toBe('COMPLETED');
    expect(answer.receiptToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    const onSuccessPage = page.getByRole('article', { name: 'Fee receipt' });
    await expect(receiptValue(onSuccessPage, 'Total')).toHaveText('Rs. 9,500.00');
    const number = await receiptValue(onSuccessPage, 'Receipt number').innerText();
    expect(number).toMatch(/^\d{4}\/\d{2}-\d{6}$/);
    const link = page.getByRole('link', { name: 'Open the receipt to keep or print it' });
    const address = await link.getAttribute('href');
    expect(address).toBe(`/receipt#${answer.receiptToken}`);

    // Another browser, with nothing of this tab's: the address alone opens the receipt.
    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await other.goto(new URL(address!, page.url()).href);
      const receipt = other.getByRole('article', { name: 'Fee receipt' });
      await expect(receiptValue(receipt, 'Receipt number')).toHaveText(number);
      await expect(receiptValue(receipt, 'Student')).toHaveText('Sita Yadav');
      await expect(receiptValue(receipt, 'In words')).toHaveText('Rupees nine thousand five hundred only');
      await expect(receiptValue(receipt, 'Payment method')).toHaveText('eSewa');
      await expect(receipt.getByRole('button', { name: 'Print receipt' })).toBeVisible();
      await expectNoAxeViolations(other);

      // The same receipt in Nepali.
      await other.goto(new URL(`/ne/receipt#${answer.receiptToken}`, page.url()).href);
      const inNepali = other.getByRole('article', { name: 'शुल्क रसिद' });
      await expect(receiptValue(inNepali, 'अक्षरमा')).toHaveText('नौ हजार पाँच सय रुपैयाँ मात्र');
      await expectNoAxeViolations(other);
    } finally {
      await elsewhere.close();
    }
  });
});
