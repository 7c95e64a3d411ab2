/**
 * Smoke suite of the built images, through the published port only: every route answers with the app, a
 * whole fee payment through the eSewa sandbox container, and a comment that appears live in a second browser.
 */
import { expect, test, type Page } from '@playwright/test';

const sandboxUrl = process.env.CONTAINERS_SANDBOX_URL ?? 'http://127.0.0.1:18203';

const routes = [
  { path: '/', heading: 'Quality Education in the Heart of Nepal' },
  { path: '/about', heading: 'A Caring School Where Every Child Is Known' },
  { path: '/admissions', heading: /Admission/ },
  { path: '/checkresult', heading: /Result/ },
  { path: '/examinfo', heading: 'Exam Info' },
  { path: '/contact', heading: /Contact/ },
  { path: '/pay', heading: 'Pay School Fee' },
  // Reached without a transaction, it says what to do next.
  { path: '/payment-success', heading: 'No payment to show' },
  { path: '/payment-failure', heading: /Payment/ },
  { path: '/career', heading: 'Careers' },
  { path: '/blog', heading: 'News and Stories' },
  { path: '/blogs/peace-rally', heading: 'A Peace Rally in Memory of the Martyrs of the Youth Protests' },
  { path: '/notices', heading: 'Notices' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Use' },
  { path: '/no-such-page', heading: 'Page not found' },
];

test.describe('every route answers with the app', () => {
  for (const { path, heading } of routes) {
    test(`${path}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(path);
      // An unknown address answers 404, with the Not Found page.
      expect(response?.status(), 'served by nginx').toBe(path === '/no-such-page' ? 404 : 200);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      await expect(page.locator('main h1').first()).toHaveText(heading);
      await expect(page.getByRole('contentinfo')).toContainText('Visit us');
      expect(errors, 'errors in the page').toEqual([]);
    });
  }

  test('/config.js is rendered from the environment, the API answers through nginx', async ({ request }) => {
    const config = await request.get('/config.js');
    expect(await config.text()).toContain('"commentsBackend":"api"');
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
  });
});

test('a whole fee payment: /pay → the eSewa sandbox container → the verified receipt', async ({ page, request }) => {
  await page.goto('/pay');
  // The app starts after the page has loaded (frontend/vite/startAfterLoad.js): the form is filled once it has.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: 'Student name' }).fill('Sita Yadav');
  await page.getByRole('combobox', { name: 'Class' }).selectOption('Grade 3');
  await page.getByRole('textbox', { name: 'Parent name' }).fill('Ram Yadav');
  await page.getByRole('textbox', { name: 'Amount (NPR)' }).fill('1500');
  await page.getByRole('button', { name: 'Pay with eSewa' }).click();

  await page.waitForURL(`${sandboxUrl}/**`);
  await expect(page.getByRole('heading', { name: 'Confirm payment' })).toBeVisible();
  await expect(page.getByText('Rs. 1,500.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await page.waitForURL(/\/payment-success\?data=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Your payment has been verified with eSewa. Thank you!')).toBeVisible();
  // The school's receipt (payment-service issues one for every completed payment).
  const receipt = page.getByRole('article', { name: 'Fee receipt' });
  await expect(receipt).toContainText('Sita Yadav');
  await expect(receipt).toContainText('Rs. 1,500.00');
  const transactionId = await page.evaluate(() => sessionStorage.getItem('currentTransaction'));
  const esewa = await request.get(`${sandboxUrl}/__sandbox/payments/${transactionId!.replaceAll('_', '-')}`);
  const payment = (await esewa.json()) as { status: string; refId: string };
  expect(payment.status).toBe('COMPLETE');
  await expect(receipt).toContainText(payment.refId);

  // payment-service asks the sandbox's status API itself, over the Compose network: a reload stays COMPLETED.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
});

async function openComments(page: Page): Promise<void> {
  const streamOpened = page.waitForResponse((r) => r.url().includes('/api/comments/peace-rally/stream'));
  await page.goto('/blogs/peace-rally');
  await page.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
  expect((await streamOpened).status()).toBe(200);
}

test('a comment posted in one browser appears live in another', async ({ browser }) => {
  const writerContext = await browser.newContext();
  const readerContext = await browser.newContext();
  try {
    const writer = await writerContext.newPage();
    const reader = await readerContext.newPage();
    await openComments(writer);
    await openComments(reader);

    const text = `Peace from the containers ${Date.now().toString(36)}`;
    await writer.getByRole('button', { name: 'Add Comment' }).click();
    const dialog = writer.getByRole('dialog', { name: 'Add Comment' });
    await dialog.getByLabel('Full Name').fill('Sita Kumari Sharma');
    await dialog.getByLabel('Write your comment...').fill(text);
    await dialog.getByRole('button', { name: 'Post Comment' }).click();
    await expect(dialog).toBeHidden();

    // Through nginx's unbuffered proxy of the server-sent events, without a reload.
    await expect(reader.getByTestId('comment').first()).toContainText(text, { timeout: 5000 });
  } finally {
    await writerContext.close();
    await readerContext.close();
  }
});
