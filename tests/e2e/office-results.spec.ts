import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './support/axe.js';
import { consoleProblems } from './support/console.js';
import { makeStaff } from './support/staff.js';
import { expect, test, waitForHydration, type Page } from './support/test.js';
import { viewports } from './support/viewports.js';

/**
 * The console's Results page (frontend/src/office/results) through nginx, against the real office-service: an office
 * member uploads a file with one bad line and is shown its line and column, then a good file saved by Excel (with a
 * byte order mark), publishes it, and a parent looks the result up on /checkresult. Sign-in is by `make staff`'s
 * one-time link; the checks' detail is in office-service/test/staffResults.api.test.ts and ResultsPage.test.tsx.
 */
const header = 'name,class,roll,father,mother,dob_bs,address,present_days,school_days,English (100),Nepali (100)';
const student = { name: 'सीता साह', className: 'Grade 5', roll: '3', dobBs: '2071-02-03' };
const goodLine = `${student.name},${student.className},${student.roll},राम साह,गीता साह,${student.dobBs},"Ward 6, Janakpur",60,62,91,84`;
const otherLine = 'Aarav Yadav,Grade 3,7,Sunil Yadav,Rekha Yadav,2073-05-12,Dhalkebar,58,62,86,77';
const badLine = 'Gita Sah,Grade 3,8,Ram Sah,Mina Sah,2073-01-20,Janakpur,61,62,170,70';

/** A CSV file as the browser's file chooser gives it; `bom`: as Excel's "CSV UTF-8" saves it. */
const csvFile = (name: string, lines: string[], bom = false) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`, 'utf8'),
});

async function signInAsOffice(page: Page, path: string) {
  const email = `results-${Date.now()}-${randomUUID().slice(0, 6)}@school.example.np`;
  await makeStaff('add', email, '--role', 'office');
  const token = /#(link=[\w-]+)/.exec(await makeStaff('link', email))![1]!;
  await page.goto(`${path}#${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
}

test('an office member sees a bad line refused with its line and column, publishes a file saved with a BOM, and a parent finds the result on /checkresult; axe in English and Nepali', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.setViewportSize(viewports.desktop);
  await signInAsOffice(page, '/office/results');
  const exam = `E2E Console ${randomUUID().slice(0, 8)}`;
  const fileInput = page.getByLabel('Results file (CSV)');

  await page.getByRole('textbox', { name: 'Exam name' }).fill(exam);
  await fileInput.setInputFiles(csvFile('term.csv', [header, goodLine, badLine]));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  // The summary (the notice itself, which holds its text) takes focus.
  await expect(
    page.getByRole('alert').filter({ hasText: /The file has 1 problem; nothing was published/ }),
  ).toBeFocused();
  await expect(page.getByRole('table', { name: 'Problems in the file' }).getByRole('row').nth(1)).toHaveText(
    '3English (100)170 marks is above the full marks of 100',
  );
  await expect(page.getByRole('textbox', { name: 'Exam name' })).toHaveValue(exam);
  await expect(page.getByText('Chosen: term.csv')).toBeVisible();
  await expectNoAxeViolations(page);

  await fileInput.setInputFiles(csvFile('term-fixed.csv', [header, goodLine, otherLine], true));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The file is good: 2 students for “${exam}”.` }),
  ).toBeFocused();
  const perClass = page.getByRole('table', { name: 'Students per class' });
  await expect(perClass.getByRole('row')).toHaveText(['ClassStudents', 'Grade 31', 'Grade 51']);
  await expect(page.getByRole('article', { name: /Report Card/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is published' })).toContainText(
    `“${exam}” is published: 2 students, live on the site now.`,
  );
  await expect(page.getByRole('heading', { level: 3, name: exam })).toBeVisible();

  // A parent looks the result up on the public page (as results.spec.ts fills the form).
  const parent = await page.context().newPage();
  await parent.goto('/checkresult');
  // A second page of the context is not the fixture's page: it waits for the app itself before typing.
  await waitForHydration(parent);
  await parent.getByLabel('Student name').fill(student.name);
  await parent.getByRole('combobox', { name: 'Class' }).selectOption(student.className);
  await parent.getByLabel('Roll number').fill(student.roll);
  await parent.getByRole('combobox', { name: 'Exam', exact: true }).selectOption(exam);
  await parent.getByLabel('Date of birth (B.S.)').fill(student.dobBs);
  await parent.getByRole('button', { name: 'Check Result' }).click();
  await expect(parent.getByRole('article', { name: /^Report Card/ })).toContainText(student.name);
  await parent.close();

  // The page in Nepali, then the exam deleted behind its confirmation (the stack's other specs keep their exams).
  await page.getByRole('link', { name: /नेपाली/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'नतिजा' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `${exam} को नतिजा मेटाउनुहोस्` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'मेटाउनुहोस्' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'मेटाइयो' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: exam })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the Results page works at 390 px: the form, a refusal and its table fit the screen @phone', async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  await signInAsOffice(page, '/office/results');
  await page.getByRole('textbox', { name: 'Exam name' }).fill(`E2E Phone ${randomUUID().slice(0, 8)}`);
  await page.getByLabel('Results file (CSV)').setInputFiles(csvFile('phone.csv', [header, badLine]));
  const check = page.getByRole('button', { name: 'Check', exact: true });
  expect((await check.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await check.click();
  await expect(page.getByRole('alert').filter({ hasText: /The file has 1 problem/ })).toBeFocused();
  // Nothing wider than the screen: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
