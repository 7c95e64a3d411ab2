import { expectNoAxeViolations } from './support/axe.js';
import { consoleProblems } from './support/console.js';
import { makeStaff } from './support/staff.js';
import { expect, test, type Page } from './support/test.js';
import { viewports } from './support/viewports.js';

/**
 * The console's Staff page (frontend/src/office/staff) through nginx: an administrator adds a member of staff,
 * changes their role and removes them, and each change counts on that person's next request; a member of staff
 * who is not an administrator is refused the page and its API. Sign-in is by `make staff`'s one-time link (the
 * sign-in itself is office-console.spec.ts's).
 */
let people = 0;
const newEmail = (label: string) => `staff-${label}-${Date.now()}-${people++}@school.example.np`;

/** Adds the person with `make staff` and signs them in on the page at `path` with a one-time link. */
async function signInAt(page: Page, path: string, email: string, role: 'admin' | 'office' | 'accounts') {
  await makeStaff('add', email, '--role', role);
  const token = /#(link=[\w-]+)/.exec(await makeStaff('link', email))![1]!;
  await page.goto(`${path}#${token}`);
  await expect(page.getByText(new RegExp(`${email.replace(/[.]/g, '\\.')}`)).first()).toBeVisible();
}

test('an administrator adds, changes and removes a member of staff; each change counts on their next request; axe in English and Nepali @phone', async ({
  page,
  browser,
}) => {
  const problems = consoleProblems(page);
  await page.setViewportSize(viewports.phone);
  const admin = newEmail('admin');
  await signInAt(page, '/office/staff', admin, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A refusal keeps what was typed.
  await page.getByLabel('Email address').fill('clerk at school');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('clerk at school');

  const clerk = newEmail('clerk');
  await page.getByLabel('Email address').fill(clerk);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('office');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status')).toContainText(`${clerk} was added.`);
  await expect(page.getByLabel('Email address')).toHaveValue('');

  // The clerk signs in elsewhere: the applications are theirs, the staff page is not.
  const clerkContext = await browser.newContext();
  const clerkPage = await clerkContext.newPage();
  const token = /#(link=[\w-]+)/.exec(await makeStaff('link', clerk))![1]!;
  await clerkPage.goto(`/office/staff#${token}`);
  await expect(clerkPage.getByText('Your role cannot open this page.')).toBeVisible();
  expect((await clerkPage.request.get('/api/office/staff')).status()).toBe(403);
  expect((await clerkPage.request.get('/api/office/applications')).status()).toBe(200);

  // Accounts from now on: the next request is refused the applications.
  await page.getByRole('combobox', { name: `Role of ${clerk}` }).selectOption('accounts');
  await expect(page.getByRole('status')).toContainText(`${clerk} is now Accounts.`);
  expect((await clerkPage.request.get('/api/office/applications')).status()).toBe(403);

  await page.getByRole('button', { name: `Remove ${clerk}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status')).toContainText(`${clerk} was removed from the staff.`);
  await expect(page.getByText(clerk, { exact: true })).toHaveCount(0);
  expect((await clerkPage.request.get('/api/office/session')).status()).toBe(401);
  await clerkContext.close();

  // The same page in Nepali.
  await page.getByRole('link', { name: /नेपाली/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'कर्मचारी' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});
