import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ports } from '../playwright.config.js';
import { expect, test, type Page } from './support/test.js';
import { expectNoAxeViolations } from './support/axe.js';
import { lookUpAarav } from './support/routes.js';
import { viewports } from './support/viewports.js';

/**
 * The result page against the real office-service through nginx. The stack publishes the sample results at start
 * (RESULTS_SAMPLES=yes); a test that needs an exam of its own publishes and removes it with the operator's real
 * command on the stack's database, while the page is open.
 */
const repoRoot = resolve(import.meta.dirname, '../..');
const officeDb = join(repoRoot, `build/e2e-${ports.payment - 1}/data/office.sqlite`);

/** `make results ARGS=…` as the operator runs it, on the e2e stack's database. */
function results(...args: string[]): string {
  return execFileSync(process.execPath, [join(repoRoot, 'office-service/dist/cli/results.js'), ...args], {
    env: { ...process.env, OFFICE_DB_PATH: officeDb },
    encoding: 'utf8',
  });
}

/** Publishes one Devanagari-named student under an exam no other test uses; answers the exam's name. */
function publishOwnExam(file: string): { exam: string; student: typeof ownStudent } {
  const exam = `E2E Term ${randomUUID().slice(0, 8)}`;
  writeFileSync(
    file,
    '\uFEFFname,class,roll,father,mother,dob_bs,address,present_days,school_days,English (100)\r\n' +
      `${ownStudent.name},Grade 5,3,राम साह,गीता साह,2071-02-03,"Ward 6, Janakpur",60,62,91\r\n`,
  );
  expect(results('import', file, '--exam', exam)).toContain(`Published '${exam}': 1 record`);
  return { exam, student: ownStudent };
}
const ownStudent = { name: 'सीता साह', className: 'Grade 5', roll: '3', dobBs: '2071-02-03' };

// "Exam" alone: the page's other texts say "Exam Result".
const examSelect = (page: Page) => page.getByRole('combobox', { name: 'Exam', exact: true });

async function openLookup(page: Page) {
  await page.goto('/checkresult');
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Result' })).toBeVisible();
}

interface LookupDetails {
  name: string;
  className: string;
  roll: string;
  examType: string;
  /** The date of birth as typed in the B.S. field (empty: left out). */
  dobBs: string;
}

async function lookUp(page: Page, details: LookupDetails) {
  await page.getByLabel('Student name').fill(details.name);
  await page.getByRole('combobox', { name: 'Class' }).selectOption(details.className);
  await page.getByLabel('Roll number').fill(details.roll);
  await examSelect(page).selectOption(details.examType);
  await page.getByLabel('Date of birth (B.S.)').fill(details.dobBs);
  await page.getByRole('button', { name: 'Check Result' }).click();
}

// A sample record, typed as a parent might: other letter case, stray spaces; born 12 Bhadra 2073 (28 August 2016).
const aarav = {
  name: '  aarav YADAV ',
  className: 'Grade 3',
  roll: '7',
  examType: 'First Terminal 2082',
  dobBs: '2073-05-12',
};
const reportCard = (page: Page) => page.getByRole('article', { name: /^Report Card/ });
const noRecord = 'No record found. Please check your details.';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
      await expect(page.getByLabel('Date of birth (B.S.)')).toHaveAccessibleDescription(
        "Please enter the student's date of birth",
      );
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
      await expect(page.getByRole('alert')).toHaveText(noRecord);
      await expect(reportCard(page)).toHaveCount(0);

      // The same student in an exam they have no record for.
      await page.getByLabel('Roll number').fill('7');
      await examSelect(page).selectOption('Final Results');
      await page.getByRole('button', { name: 'Check Result' }).click();
      await expect(page.getByRole('alert')).toHaveText(noRecord);
      await expect(reportCard(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}

test('a report card opens only with the date of birth as well: without it or with a wrong one, no record', async ({
  page,
}) => {
  // Bikash Mahato, born 18 Asar 2074 B.S. (2 July 2017): no other test gives his record a wrong date.
  const bikash = {
    name: 'Bikash Mahato',
    className: 'Grade 2',
    roll: '9',
    examType: 'First Terminal 2082',
    dobBs: '2074-03-18',
  };
  await openLookup(page);
  // Without it, the form asks for it; the API alone refuses such a lookup with 400.
  await lookUp(page, { ...bikash, dobBs: '' });
  await expect(page.getByLabel('Date of birth (B.S.)')).toHaveAccessibleDescription(
    "Please enter the student's date of birth",
  );
  const withoutDate = await page.request.post('/api/results/lookup', {
    data: { name: bikash.name, class: bikash.className, roll: 9, exam: bikash.examType },
  });
  expect(withoutDate.status()).toBe(400);
  expect(JSON.stringify(await withoutDate.json())).not.toContain('Mahato');

  // A day off: no record, in the words of any other mismatch.
  await page.getByLabel('Date of birth (B.S.)').fill('2074-03-19');
  await page.getByRole('button', { name: 'Check Result' }).click();
  await expect(page.getByRole('alert')).toHaveText(noRecord);
  await expect(reportCard(page)).toHaveCount(0);

  // The right date, in A.D. this time: the report card.
  await page.getByRole('radio', { name: 'A.D.' }).check();
  await page.getByLabel('Date of birth (A.D.)').fill('2017-07-02');
  await page.getByRole('button', { name: 'Check Result' }).click();
  await expect(page.getByRole('heading', { name: 'Report Card: First Terminal 2082' })).toBeFocused();
  await expect(reportCard(page).getByText('Shyam Mahato')).toBeVisible();
});

test('an A.D. date typed in the B.S. field gets the A.D. message, in English and in Nepali', async ({ page }) => {
  await openLookup(page);
  await page.getByLabel('Date of birth (B.S.)').fill('2019-08-28');
  await page.getByRole('button', { name: 'Check Result' }).click();
  await expect(page.getByLabel('Date of birth (B.S.)')).toHaveAccessibleDescription(
    'This looks like an A.D. date: choose A.D., or type the date in B.S.',
  );
  await page.goto('/ne/checkresult');
  const field = page.getByLabel('जन्म मिति (वि.सं.)');
  await field.fill('2019-08-28');
  await page.getByRole('button', { name: 'नतिजा हेर्नुहोस्' }).click();
  await expect(field).toHaveAccessibleDescription('यो ई.सं. मिति जस्तो देखिन्छ: ई.सं. छान्नुहोस्, वा मिति वि.सं.मा लेख्नुहोस्।');
  await expectNoAxeViolations(page);
});

/**
 * Each sample record's report card as the site showed it when the records were compiled into it (before the results
 * moved to the server): the same figures now come from the server. The date of birth is written in the site's date
 * style, the Gregorian date beside it.
 */
const reportCardsOfToday = [
  {
    name: 'Aarav Yadav',
    className: 'Grade 3',
    roll: '7',
    examType: 'First Terminal 2082',
    father: 'Sunil Yadav',
    mother: 'Rekha Yadav',
    dob: '12 Bhadra 2073 B.S. (28 Aug 2016)',
    dobBs: '2073-05-12',
    address: 'Dhalkebar-4, Dhanusha',
    firstSubjectRow: 'English10086A',
    totalRow: '650544A',
    total: '544 / 650',
    percentage: '83.69%',
    finalGrade: 'A',
    attendance: '58 of 62 days',
  },
  {
    name: 'Aarav Yadav',
    className: 'Grade 3',
    roll: '7',
    examType: 'Second Terminal 2082',
    father: 'Sunil Yadav',
    mother: 'Rekha Yadav',
    dob: '12 Bhadra 2073 B.S. (28 Aug 2016)',
    dobBs: '2073-05-12',
    address: 'Dhalkebar-4, Dhanusha',
    firstSubjectRow: 'English10090A+',
    totalRow: '650569A',
    total: '569 / 650',
    percentage: '87.53%',
    finalGrade: 'A',
    attendance: '60 of 61 days',
  },
  {
    name: 'Sita Kumari Sah',
    className: 'Grade 5',
    roll: '1',
    examType: 'First Terminal 2082',
    father: 'Ram Prasad Sah',
    mother: 'Geeta Devi Sah',
    dob: '3 Jestha 2071 B.S. (17 May 2014)',
    dobBs: '2071-02-03',
    address: 'Mithila Municipality-6, Dhanusha',
    firstSubjectRow: 'English10095A+',
    totalRow: '650609A+',
    total: '609 / 650',
    percentage: '93.69%',
    finalGrade: 'A+',
    attendance: '62 of 62 days',
  },
  {
    name: 'Rohan Jha',
    className: 'Grade 1',
    roll: '12',
    examType: 'Final Results',
    father: 'Manoj Kumar Jha',
    mother: 'Sunita Jha',
    dob: '21 Poush 2075 B.S. (5 Jan 2019)',
    dobBs: '2075-09-21',
    address: 'Janakpurdham-8, Dhanusha',
    firstSubjectRow: 'English10072B+',
    totalRow: '650460B+',
    total: '460 / 650',
    percentage: '70.76%',
    finalGrade: 'B+',
    attendance: '171 of 190 days',
  },
  {
    name: 'Priya Mandal',
    className: 'UKG',
    roll: '3',
    examType: 'Third Terminal 2082',
    father: 'Dinesh Mandal',
    mother: 'Kabita Mandal',
    dob: '2 Falgun 2077 B.S. (14 Feb 2021)',
    dobBs: '2077-11-02',
    address: 'Dhalkebar-2, Dhanusha',
    firstSubjectRow: 'English5045A+',
    totalRow: '250227A+',
    total: '227 / 250',
    percentage: '90.80%',
    finalGrade: 'A+',
    attendance: '55 of 60 days',
  },
  {
    name: 'Anisha Thakur',
    className: 'Grade 6',
    roll: '4',
    examType: 'Fourth Terminal 2082',
    father: 'Rajesh Thakur',
    mother: 'Poonam Thakur',
    dob: '29 Kartik 2070 B.S. (15 Nov 2013)',
    dobBs: '2070-07-29',
    address: 'Sabaila-3, Dhanusha',
    firstSubjectRow: 'English10081A',
    totalRow: '650502B+',
    total: '502 / 650',
    percentage: '77.23%',
    finalGrade: 'B+',
    attendance: '57 of 63 days',
  },
  {
    name: 'Bikash Mahato',
    className: 'Grade 2',
    roll: '9',
    examType: 'First Terminal 2082',
    father: 'Shyam Mahato',
    mother: 'Laxmi Mahato',
    dob: '18 Asar 2074 B.S. (2 Jul 2017)',
    dobBs: '2074-03-18',
    address: 'Mithila Municipality-2, Dhanusha',
    firstSubjectRow: 'English10052C',
    totalRow: '650342.5C',
    total: '342.5 / 650',
    percentage: '52.69%',
    finalGrade: 'C',
    attendance: '49 of 62 days',
  },
  {
    name: 'Nisha Karn',
    className: 'Grade 4',
    roll: '7',
    examType: 'Second Terminal 2082',
    father: 'Arun Karn',
    mother: 'Mamta Karn',
    dob: '25 Baisakh 2072 B.S. (8 May 2015)',
    dobBs: '2072-01-25',
    address: 'Bideha-5, Dhanusha',
    firstSubjectRow: 'English10088A',
    totalRow: '650556A',
    total: '556 / 650',
    percentage: '85.53%',
    finalGrade: 'A',
    attendance: '59 of 61 days',
  },
];

test('each sample record shows the same report card as when the records were in the site', async ({ page }) => {
  await openLookup(page);
  // The exams the school published, newest first: the sample file's, in one import. Other specs on the stack
  // publish exams of their own ("E2E …") meanwhile, listed before them.
  await expect(examSelect(page).getByRole('option').first()).toHaveText('Choose an exam');
  await expect(
    examSelect(page)
      .getByRole('option')
      .filter({ hasNotText: /^(Choose an exam|E2E .*)$/ }),
  ).toHaveText([
    'Final Results',
    'Fourth Terminal 2082',
    'Third Terminal 2082',
    'Second Terminal 2082',
    'First Terminal 2082',
  ]);
  for (const expected of reportCardsOfToday) {
    await lookUp(page, expected);
    const card = reportCard(page);
    await expect(page.getByRole('heading', { name: `Report Card: ${expected.examType}` })).toBeFocused();
    // The student's details, then the summary: every value the card lists, in its order.
    await expect(card.getByRole('definition')).toHaveText([
      expected.name,
      expected.className,
      expected.roll,
      expected.dob,
      expected.father,
      expected.mother,
      expected.address,
      expected.total,
      expected.percentage,
      expected.finalGrade,
      expected.attendance,
    ]);
    const subjects = card.getByRole('table', { name: 'Subjects' });
    await expect(subjects.getByRole('row').nth(1)).toHaveText(expected.firstSubjectRow);
    await expect(subjects.getByRole('row').last()).toHaveText(`Total${expected.totalRow}`);
  }
});

test('an exam withdrawn after the page listed it says it is not published yet, not that the details are wrong', async ({
  page,
}, testInfo) => {
  const { exam, student } = publishOwnExam(testInfo.outputPath('term.csv'));
  await openLookup(page);
  await page.getByLabel('Student name').fill(student.name);
  await page.getByRole('combobox', { name: 'Class' }).selectOption(student.className);
  await page.getByLabel('Roll number').fill(student.roll);
  await examSelect(page).selectOption(exam);
  await page.getByLabel('Date of birth (B.S.)').fill(student.dobBs);

  // The office takes the exam off the site (to correct it) while the parent is on the page.
  expect(results('delete', '--exam', exam)).toContain(`Deleted '${exam}'`);
  await page.getByRole('button', { name: 'Check Result' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The results of this exam are not published yet. Please check again later.',
  );
  await expect(reportCard(page)).toHaveCount(0);
  // The form keeps the parent's choice, though the exam is no longer among those published.
  await expect(examSelect(page)).toHaveValue(exam);
  await expect(page.getByLabel('Student name')).toHaveValue(student.name);
  await expectNoAxeViolations(page);
});

test('a record published by the office while the page is open is found without reloading', async ({
  page,
}, testInfo) => {
  await openLookup(page);
  await expect(examSelect(page).getByRole('option', { name: 'First Terminal 2082' })).toBeAttached();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const { exam, student } = publishOwnExam(testInfo.outputPath('term.csv'));
  await expect(examSelect(page).getByRole('option', { name: exam })).toHaveCount(0);
  // Choosing the Exam field asks for the published exams again.
  await examSelect(page).focus();
  await expect(examSelect(page).getByRole('option').nth(1)).toHaveText(exam);
  await lookUp(page, { ...student, name: ` ${student.name} `, examType: exam });

  const card = reportCard(page);
  await expect(page.getByRole('heading', { name: `Report Card: ${exam}` })).toBeFocused();
  await expect(card.getByText(student.name, { exact: true })).toBeVisible();
  await expect(card.getByRole('table', { name: 'Subjects' }).getByRole('row').last()).toHaveText('Total10091A+');
  await expect(card.getByText('91.00%')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  results('delete', '--exam', exam);
});

test('too many lookups from one address are refused in plain words, and the form keeps what was typed', async ({
  page,
}) => {
  await openLookup(page);
  // Walking a class roll by roll: the service allows 10 lookups a minute per address (nginx a burst of 10 more).
  const refused = 'Too many results were looked up from this connection in a short time.';
  let tries = 0;
  for (let roll = 1; roll <= 12; roll += 1) {
    tries = roll;
    await lookUp(page, { ...aarav, roll: String(100 + roll) });
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(new RegExp(`^(${escapeRegExp(noRecord)}|${escapeRegExp(refused)}.*)$`));
    if ((await alert.textContent())?.startsWith(refused)) break;
  }
  expect(tries, 'the lookup that was refused').toBe(11);
  await expect(page.getByRole('alert')).toContainText('Please wait a minute, then press Check Result again.');
  await expect(page.getByLabel('Student name')).toHaveValue(aarav.name);
  await expect(page.getByLabel('Roll number')).toHaveValue('111');
  await expect(examSelect(page)).toHaveValue(aarav.examType);
  await expect(reportCard(page)).toHaveCount(0);
});

test('offline, the page says so and keeps the form; back online, the same press finds the record', async ({
  page,
  context,
}) => {
  await openLookup(page);
  await expect(examSelect(page).getByRole('option', { name: aarav.examType })).toBeAttached();
  // The B.S. conversion came while online (the field was used): offline, only the lookup cannot go.
  await page.getByLabel('Date of birth (B.S.)').fill(aarav.dobBs);
  await expect(page.getByText('28 Aug 2016 A.D.')).toBeVisible();
  await context.setOffline(true);
  await lookUp(page, aarav);
  await expect(page.getByRole('alert')).toHaveText(
    "The result could not be looked up: there is no connection to the school's website. Check your internet connection and try again.",
  );
  await expect(page.getByLabel('Student name')).toHaveValue(aarav.name);
  await expect(examSelect(page)).toHaveValue(aarav.examType);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Check Result' }).click();
  await expect(page.getByRole('heading', { name: 'Report Card: First Terminal 2082' })).toBeFocused();
});

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

for (const viewport of Object.values(viewports)) {
  test.describe(`the report card comes into view below the header at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('after Check Result, the card starts below the sticky header', async ({ page }) => {
      await lookUpAarav(page);
      const headerBottom = (await page.locator('header').first().boundingBox())!;
      const card = (await reportCard(page).boundingBox())!;
      const schoolName = (await reportCard(page)
        .getByText('Mithila Sunrise English Boarding School', { exact: true })
        .first()
        .boundingBox())!;
      expect(card.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
      expect(schoolName.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
      // And it was scrolled to: its top is near the header, not somewhere down the page.
      expect(card.y).toBeLessThan(headerBottom.y + headerBottom.height + 48);
    });
  });
}

test.describe('the date of birth on the report card', () => {
  test("the report card writes the Bikram Sambat date of birth in the site's style", async ({ page }) => {
    await lookUpAarav(page);
    await expect(reportCard(page).getByRole('definition').nth(3)).toHaveText('12 Bhadra 2073 B.S. (28 Aug 2016)');
  });
});
