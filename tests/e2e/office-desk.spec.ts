import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { ports } from '../playwright.config.js';
import { onePagePdf, tinyJpeg } from './support/admissionForm.js';
import { expectNoAxeViolations } from './support/axe.js';
import { makeStaff } from './support/staff.js';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * The console's desk (issue 38, items 4, 5 and 8): an office member finds an application sent to the admission
 * form's API, sees its photo, opens its birth certificate and moves its status with a note; an admin reads that in
 * the audit log; a contact message is marked handled and answered by email. axe on each page, English and Nepali.
 * The detail (filters in the address, dates, the reply link) is in the pages' Vitest tests.
 */
const site = `http://127.0.0.1:${ports.http}`;

/** An application as the public form sends it, with a photo and a PDF; its child's surname finds it alone. */
async function sendApplication(surname: string): Promise<string> {
  const form = new FormData();
  const fields: Record<string, string> = {
    firstName: 'Asha',
    lastName: surname,
    gender: 'Female',
    dob: '2019-04-15',
    classApplied: 'Grade 1',
    fatherRelation: 'Father',
    fatherFirstName: 'Ram',
    fatherLastName: surname,
    fatherPhone: '9812345678',
    motherRelation: 'Mother',
    motherFirstName: 'Sita',
    motherPhone: '9812345679',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', new Blob([tinyJpeg], { type: 'image/jpeg' }), 'asha.jpg');
  form.append('birthCertificate', new Blob([onePagePdf], { type: 'application/pdf' }), 'birth.pdf');
  const sent = await fetch(`${site}/api/admissions`, {
    method: 'POST',
    body: form,
    // An address of its own: the admission limit per client is not this spec's business.
    headers: { 'x-forwarded-for': `127.0.1.${Math.floor(Math.random() * 250) + 1}` },
  });
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { reference: string }).reference;
}

/** A new person of the role, signed in on the page by a one-time link (`make staff ARGS="link EMAIL"`). */
async function signInAs(page: Page, role: 'office' | 'admin'): Promise<string> {
  const email = `desk-${role}-${Date.now()}@school.example.np`;
  await makeStaff('add', email, '--role', role);
  const token = /#link=([\w-]+)/.exec(await makeStaff('link', email))![1]!;
  await page.goto(`/office/#link=${token}`);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  return email;
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('an office member finds an application, sees its photo and certificate, moves its status with a note; an admin reads it in the audit log', async ({
  page,
  browser,
}) => {
  // Two people through five pages, axe on each in both languages: more than the default minute on a busy machine.
  test.slow();
  const surname = `Desk${Date.now()}`;
  const reference = await sendApplication(surname);
  const clerk = await signInAs(page, 'office');

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Applications' }).click();
  await expect(page).toHaveTitle(/^Applications · Office · /);
  await page.getByRole('searchbox', { name: 'Reference or child’s name' }).fill(surname);
  await page.getByRole('button', { name: 'Show' }).click();
  // The filter is in the address: a reload shows the same list.
  await expect(page).toHaveURL(new RegExp(`/office/applications\\?q=${surname}$`));
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: '1 application' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The search named the child: nginx's access log has the console's page (as the file served) and the API's path,
  // never the search.
  const accessLog = readFileSync(join(repoRoot, `build/e2e-${ports.http - 80}/stack/nginx/access.log`), 'utf8');
  expect(accessLog).toMatch(/"GET \/office\/index\.html HTTP/);
  expect(accessLog).toMatch(/"GET \/api\/office\/applications HTTP/);
  expect(accessLog).not.toContain(surname);

  await page.getByRole('link', { name: new RegExp(`Asha ${surname}.*${reference}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible();
  await expect(page.getByText('2 Baisakh 2076 B.S. (15 Apr 2019)')).toBeVisible();
  const photo = page.getByRole('img', { name: `Photo of Asha ${surname}` });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  // A new tab, with the PDF inline: the browser's own viewer shows it (headless Chromium may keep the tab blank).
  const [certificate, opened] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('response', (response) => response.url().endsWith(`/${reference}/files/certificate`)),
    page.getByRole('link', { name: /View the birth certificate/ }).click(),
  ]);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(opened.headers()['content-disposition']).toMatch(/^inline;/);
  await certificate.close();
  const download = await page.request.get(`/api/office/applications/${reference}/files/certificate?download=1`);
  expect(download.headers()['content-disposition']).toMatch(/^attachment;/);
  await expectNoAxeViolations(page);

  // New → in review: the one move a new application allows.
  await expect(page.getByRole('combobox', { name: 'New status' }).locator('option')).toHaveText([
    'New status',
    'In review',
  ]);
  await page.getByRole('combobox', { name: 'New status' }).selectOption({ label: 'In review' });
  await page.getByRole('textbox', { name: 'Note (optional)' }).fill('Documents checked at the desk');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('The status is now: In review.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `In review, by ${clerk}` })).toContainText(
    'Documents checked at the desk',
  );
  await expect(page.getByRole('button', { name: 'Delete this application' })).toHaveCount(0);

  await page.getByRole('link', { name: /नेपाली/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `आवेदन ${reference}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/office/ne/applications?q=${surname}`);
  await expect(page.getByRole('link', { name: new RegExp(reference) })).toBeVisible();
  await expectNoAxeViolations(page);

  const admin = await newPage(browser);
  await signInAs(admin, 'admin');
  await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  const line = admin.getByRole('listitem').filter({ hasText: `application status in-review · ${reference}` });
  await expect(line).toContainText(`Who: ${clerk}`);
  await expectNoAxeViolations(admin);
  await admin.goto('/office/ne/audit');
  await expect(admin.getByRole('heading', { level: 1, name: 'लेखापरीक्षण लग' })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.context().close();
});

test('a contact message is opened, answered by email and marked handled', async ({ page, request }) => {
  const name = `Parent ${Date.now()}`;
  const sent = await request.post('/api/messages', {
    headers: { 'x-forwarded-for': `127.0.2.${Math.floor(Math.random() * 250) + 1}` },
    data: {
      name,
      phone: '9812345678',
      email: 'parent@example.np',
      message: 'When does Grade 1 start?',
      agreed: true,
      website: '',
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  await signInAs(page, 'office');

  await page.goto('/office/messages');
  const listed = page.getByRole('link', { name: new RegExp(name) });
  await expect(listed).toContainText('Not handled');
  await expectNoAxeViolations(page);
  await listed.click();
  await expect(page.getByRole('heading', { level: 1, name: `Message ${reference}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    `mailto:parent@example.np?subject=${encodeURIComponent(`Your message to the school (${reference})`)}`,
  );
  await page.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(page.getByText(/^Handled by desk-office-/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as handled' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/office/ne/messages');
  await expect(page.getByRole('link', { name: new RegExp(name) })).toContainText('काम सकियो');
  await expectNoAxeViolations(page);
});

test('on a phone, the applications list and one application fit the screen and every control is big enough @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const surname = `Phone${Date.now()}`;
  const reference = await sendApplication(surname);
  await signInAs(page, 'office');

  const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.goto(`/office/applications?q=${surname}`);
  await expect(page.getByRole('link', { name: new RegExp(reference) })).toBeVisible();
  expect(await fitsTheScreen()).toBe(true);
  for (const control of await page
    .locator('main a, main button, main select, main input')
    .filter({ visible: true })
    .all()) {
    const box = await control.boundingBox();
    expect(
      box?.height ?? 0,
      await control.evaluate((element) => element.outerHTML.slice(0, 80)),
    ).toBeGreaterThanOrEqual(44);
  }

  await page.getByRole('link', { name: new RegExp(reference) }).click();
  await expect(page.getByRole('img', { name: `Photo of Asha ${surname}` })).toBeVisible();
  expect(await fitsTheScreen()).toBe(true);
});
