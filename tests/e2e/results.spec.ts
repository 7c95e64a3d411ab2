import { expect, test, type Page } from './support/test.js';
import { expectNoAxeViolations } from './support/axe.js';
import { viewports } from './support/viewports.js';

// "Exam" alone: the page's other texts say "Exam Result".
const examSelect = (page: Page) => page.getByRole('combobox', { name: 'Exam', exact: true });

async function openLookup(page: Page) {
  await page.goto('/checkresult');
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Result' })).toBeVisible();
}

async function lookUp(page: Page, details: { name: string; className: string; roll: string; examType: string }) {
  await page.getByLabel('Student name').fill(details.name);
  await page.getByRole('combobox', { name: 'Class' }).selectOption(details.className);
  await page.getByLabel('Roll number').fill(details.roll);
  await examSelect(page).selectOption(details.examType);
  await page.getByRole('button', { name: 'Check Result' }).click();
}

// A sample record, typed as a parent might: other letter case, stray spaces.
const aarav = { name: '  aarav YADAV ', className: 'Grade 3', roll: '7', examType: 'First Terminal 2082' };
const reportCard = (page: Page) => page.getByRole('article', { name: /^Report Card/ });

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`result lookup on a ${size}`, () => {
    test.use({ viewport });

    test('every field is required', async ({ page }) => {
      await openLookup(page);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Check Result' }).click();

      await expect(page.getByLabel('Student name')).toBeFocused();
      await expect(page.getByLabel('Student name')).toHaveAccessibleDescription("Please enter the student's name");
      await expect(page.getByRole('combobox', { name: 'Class' })).toHaveAccessibleDescription('Please choose a class');
      await expect(page.getByLabel('Roll number')).toHaveAccessibleDescription('Please enter the roll number');
      await expect(examSelect(page)).toHaveAccessibleDescription('Please choose an exam');
      await expectNoAxeViolations(page);
    });

    test('a match shows the report card with computed grades and totals', async ({ page }) => {
      await openLookup(page);
      await lookUp(page, aarav);

      const card = reportCard(page);
      await expect(card).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Report Card: First Terminal 2082' })).toBeFocused();
      await expect(card.getByText('Aarav Yadav')).toBeVisible();
      await expect(card.getByText('Sunil Yadav')).toBeVisible();
      // Marks 86 78 92 88 81 75 (of 100) and 44 (of 50): 544 of 650 is 83.69 %, an A; maths 92 is an A+.
      await expect(card.getByRole('row', { name: /Mathematics/ })).toContainText('92A+');
      await expect(card.getByRole('row', { name: /Total/ })).toContainText('650544A');
      await expect(card.getByText('544 / 650')).toBeVisible();
      await expect(card.getByText('83.69%')).toBeVisible();
      await expect(card.getByText('58 of 62 days')).toBeVisible();
      await expect(card.getByRole('table', { name: 'Co-scholastic areas' })).toContainText('Discipline');
      await expectNoAxeViolations(page);
    });

    test('no match says so', async ({ page }) => {
      await openLookup(page);
      await lookUp(page, { ...aarav, roll: '8' });
      await expect(page.getByRole('alert')).toHaveText('No record found. Please check your details.');
      await expect(reportCard(page)).toHaveCount(0);

      // The same student in an exam they have no record for.
      await page.getByLabel('Roll number').fill('7');
      await examSelect(page).selectOption('Final Results');
      await page.getByRole('button', { name: 'Check Result' }).click();
      await expect(page.getByRole('alert')).toHaveText('No record found. Please check your details.');
      await expect(reportCard(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}

test('Print prints the report card alone on one A4 page', async ({ page }) => {
  await openLookup(page);
  await lookUp(page, aarav);
  await expect(reportCard(page)).toBeVisible();

  // The button asks the browser to print (a stand-in records the call; a real dialog would block the test).
  await page.evaluate(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(reportCard(page)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Find a result' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.locator('header')).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();

  const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages, 'one A4 page').toHaveLength(1);
});
