import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resultTexts, type ResultRecord } from '../../content/results';
import { LanguageContext } from '../../lib/languageContext';
import { preloadTexts, textsIn } from '../../lib/texts';
import { CheckResult } from './CheckResult';
import { loadBsCalendar } from '../../components/form/birthDate/bsCalendar';

const record: ResultRecord = {
  name: 'Test Student',
  className: 'Grade 2',
  roll: 5,
  examType: 'Third Terminal 2082',
  mother: 'Test Mother',
  father: 'Test Father',
  dob: '2074-01-01',
  address: 'Dhalkebar',
  subjects: [
    { subject: 'English', fullMarks: 100, marks: 95 },
    { subject: 'Nepali', fullMarks: 100, marks: 84.5 },
  ],
  attendance: { presentDays: 50, schoolDays: 60 },
  coScholastic: [{ area: 'Discipline', rating: 'Very good' }],
  summary: {
    subjects: [
      { subject: 'English', fullMarks: 100, marks: 95, grade: 'A+' },
      { subject: 'Nepali', fullMarks: 100, marks: 84.5, grade: 'A' },
    ],
    totalMarks: 179.5,
    totalFullMarks: 200,
    percentage: 89.75,
    percentageText: '89.75',
    finalGrade: 'A',
  },
};

const { examListHints, messages: resultMessages } = resultTexts.en;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The server as the page sees it: the exam list it answers now, and each lookup's answer in turn. */
class FakeServer {
  exams: string[] = ['Third Terminal 2082', 'Second Terminal 2082'];
  examsFail = false;
  readonly lookups: { body: unknown; answer: () => Promise<Response> }[] = [];
  private answers: (() => Promise<Response>)[] = [];
  examRequests = 0;

  answerNext(...answers: (() => Promise<Response>)[]) {
    this.answers.push(...answers);
  }

  readonly fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/results/exams') {
      this.examRequests += 1;
      if (this.examsFail) throw new TypeError('Failed to fetch');
      return json(200, { exams: this.exams.map((name) => ({ name, publishedAt: '2026-04-10T06:00:00.000Z' })) });
    }
    const answer = this.answers.shift();
    if (path !== '/api/results/lookup' || !answer) throw new Error(`unexpected ${path}`);
    this.lookups.push({ body: JSON.parse(String(init?.body)), answer });
    return answer();
  });
}

type User = ReturnType<typeof userEvent.setup>;
const examField = () => screen.getByLabelText(/^Exam/);

// The date of birth of the fake record: 1 Baisakh 2074 B.S., 14 April 2017.
async function lookUp(user: User, name: string, className: string, roll: string, examType: string, dobBs = '') {
  if (name) {
    await user.click(screen.getByLabelText(/^Student name/));
    await user.paste(name);
  }
  if (className) await user.selectOptions(screen.getByLabelText(/^Class/), className);
  if (roll) {
    await user.click(screen.getByLabelText(/^Roll number/));
    await user.paste(roll);
  }
  if (examType) {
    await screen.findByRole('option', { name: examType });
    await user.selectOptions(examField(), examType);
  }
  if (dobBs) {
    await user.click(screen.getByLabelText(/^Date of birth \(B\.S\.\)/));
    await user.paste(dobBs);
  }
  await user.click(screen.getByRole('button', { name: 'Check Result' }));
}

describe('CheckResult', { timeout: 15_000 }, () => {
  let server: FakeServer;
  // The B.S. conversion arrives as on a page where the field was focused: a search then goes at once.
  beforeAll(() => loadBsCalendar());
  beforeEach(() => {
    server = new FakeServer();
    vi.stubGlobal('fetch', server.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the published exams in the order the server lists them (newest first), saying so while they load', async () => {
    render(<CheckResult />);
    expect(examField()).toHaveAccessibleDescription(examListHints.loading);
    await screen.findByRole('option', { name: 'Third Terminal 2082' });
    const options = within(examField())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choose an exam', 'Third Terminal 2082', 'Second Terminal 2082']);
    expect(examField()).toHaveAccessibleDescription('');
  });

  it('asks again each time the Exam field is chosen, so an exam published meanwhile is offered', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CheckResult />);
    await screen.findByRole('option', { name: 'Third Terminal 2082' });
    server.exams = ['Fourth Terminal 2082', ...server.exams];
    await user.click(examField());
    expect(await screen.findByRole('option', { name: 'Fourth Terminal 2082' })).toBeInTheDocument();
  });

  it('says when no exam is published, and when the list could not be loaded (then asks again on focus)', async () => {
    const user = userEvent.setup({ delay: null });
    server.examsFail = true;
    const { unmount } = render(<CheckResult />);
    await waitFor(() => expect(examField()).toHaveAccessibleDescription(examListHints.failed));
    server.examsFail = false;
    await user.click(examField());
    await screen.findByRole('option', { name: 'Third Terminal 2082' });
    unmount();

    server.exams = [];
    render(<CheckResult />);
    await waitFor(() => expect(examField()).toHaveAccessibleDescription(examListHints.none));
    expect(within(examField()).getByRole('option')).toHaveTextContent('No results published yet');
  });

  it('asks for every field and focuses the first', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CheckResult />);
    await screen.findByRole('option', { name: 'Third Terminal 2082' });
    await lookUp(user, '', '', '', '', '');
    expect(screen.getByLabelText(/^Student name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Student name/)).toHaveAccessibleDescription(resultMessages.nameRequired);
    expect(screen.getByLabelText(/^Class/)).toHaveAccessibleDescription(resultMessages.classRequired);
    expect(screen.getByLabelText(/^Roll number/)).toHaveAccessibleDescription(resultMessages.rollRequired);
    expect(examField()).toHaveAccessibleDescription(resultMessages.examTypeRequired);
    expect(screen.getByLabelText(/^Date of birth \(B\.S\.\)/)).toHaveAccessibleDescription(resultMessages.dobRequired);
    expect(server.lookups).toEqual([]);
  });

  it('shows progress while it waits, then the report card with the grades and totals the server computed', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (response: Response) => void = () => {};
    server.answerNext(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<CheckResult />);
    await lookUp(user, ' test STUDENT ', 'Grade 2', '05', 'Third Terminal 2082', '2074-01-01');

    expect(screen.getByRole('status')).toHaveTextContent(resultMessages.checking);
    expect(screen.getByRole('form', { name: 'Find a result' })).toHaveAttribute('aria-busy', 'true');
    // A second press while waiting sends nothing more.
    await user.click(screen.getByRole('button', { name: 'Check Result' }));
    expect(server.lookups.map((lookup) => lookup.body)).toEqual([
      { name: ' test STUDENT ', class: 'Grade 2', roll: 5, exam: 'Third Terminal 2082', dob: '2017-04-14' },
    ]);
    answer(json(200, record));

    // The report card is a large tree: drawn in jsdom on a busy machine it can take longer than findBy's 1 s default.
    const card = await screen.findByRole('article', { name: 'Report Card: Third Terminal 2082' }, { timeout: 5000 });
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('heading', { name: 'Report Card: Third Terminal 2082' })).toHaveFocus();
    const rows = within(within(card).getByRole('table', { name: 'Subjects' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'SubjectFull marksMarks obtainedGrade',
      'English10095A+',
      'Nepali10084.5A',
      'Total200179.5A',
    ]);
    expect(within(card).getByText('179.5 / 200')).toBeInTheDocument();
    expect(within(card).getByText('89.75%')).toBeInTheDocument();
    expect(within(card).getByText('50 of 60 days')).toBeInTheDocument();
    expect(within(card).getByText('Very good')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it("shows the server's own words for no record and for an exam not published yet, then reloads the exams", async () => {
    const user = userEvent.setup({ delay: null });
    const notPublished = 'The results of this exam are not published yet. Please check again later.';
    server.answerNext(
      async () => json(404, { message: resultMessages.notFound }),
      async () => json(404, { message: notPublished }),
    );
    render(<CheckResult />);
    await lookUp(user, 'Test Student', 'Grade 2', '6', 'Third Terminal 2082', '2074-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(resultMessages.notFound);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    // The exam was withdrawn after the list came: it stays chosen, and the answer says it is not published.
    server.exams = ['Second Terminal 2082'];
    const asked = server.examRequests;
    await user.click(screen.getByRole('button', { name: 'Check Result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(notPublished);
    await waitFor(() => expect(server.examRequests).toBe(asked + 1));
    expect(examField()).toHaveValue('Third Terminal 2082');
  });

  it.each([
    ['too many lookups (429)', async () => json(429, { message: 'Too many' }, { 'retry-after': '60' }), 'rateLimited'],
    [
      "too many wrong dates of birth for the child (429, the server's words)",
      async () => json(429, { message: resultMessages.tooManyWrongDates }),
      'tooManyWrongDates',
    ],
    ['the service down (503)', async () => json(503, { message: 'Restarting' }), 'unavailable'],
    [
      'no connection',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      'offline',
    ],
    ['a server error (500)', async () => json(500, { message: 'Internal Server Error' }), 'failed'],
  ] as const)('says so plainly on %s and keeps the form as it was', async (_case, answer, message) => {
    const user = userEvent.setup({ delay: null });
    server.answerNext(answer);
    render(<CheckResult />);
    await lookUp(user, 'Test Student', 'Grade 2', '5', 'Third Terminal 2082', '2074-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(resultMessages[message]);
    expect(screen.getByLabelText(/^Student name/)).toHaveValue('Test Student');
    expect(screen.getByLabelText(/^Class/)).toHaveValue('Grade 2');
    expect(screen.getByLabelText(/^Roll number/)).toHaveValue('5');
    expect(examField()).toHaveValue('Third Terminal 2082');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('CheckResult on a Nepali page', { timeout: 15_000 }, () => {
  let server: FakeServer;
  beforeAll(() => loadBsCalendar());
  beforeEach(async () => {
    server = new FakeServer();
    vi.stubGlobal('fetch', server.fetch);
    // As before hydration: the page's texts are in before it renders.
    await preloadTexts('ne');
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderInNepali = () =>
    render(
      <LanguageContext.Provider value="ne">
        <CheckResult />
      </LanguageContext.Provider>,
    );

  it('offers the classes and exams by their Nepali names, and sends their English names', async () => {
    const user = userEvent.setup({ delay: null });
    server.answerNext(async () => json(200, record));
    renderInNepali();
    const classField = screen.getByLabelText(/^कक्षा/);
    expect(
      within(classField)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['कक्षा छान्नुहोस्', 'नर्सरी', 'एलकेजी', 'यूकेजी', 'कक्षा १', 'कक्षा २', 'कक्षा ३', 'कक्षा ४', 'कक्षा ५', 'कक्षा ६']);
    await screen.findByRole('option', { name: 'तृतीय सत्रान्त परीक्षा २०८२' });
    await user.click(screen.getByLabelText(/^विद्यार्थीको नाम/));
    await user.paste('Test Student');
    await user.selectOptions(classField, 'कक्षा २');
    await user.click(screen.getByLabelText(/^रोल नम्बर/));
    await user.paste('५');
    await user.click(screen.getByLabelText(/^जन्म मिति \(वि\.सं\.\)/));
    await user.paste('२०७४-०१-०१');
    await user.selectOptions(screen.getByLabelText(/^परीक्षा/), 'तृतीय सत्रान्त परीक्षा २०८२');
    await user.click(screen.getByRole('button', { name: 'नतिजा हेर्नुहोस्' }));
    expect(server.lookups.map((lookup) => lookup.body)).toEqual([
      { name: 'Test Student', class: 'Grade 2', roll: 5, exam: 'Third Terminal 2082', dob: '2017-04-14' },
    ]);

    const card = await screen.findByRole('article', { name: 'प्रगति-पत्र: तृतीय सत्रान्त परीक्षा २०८२' }, { timeout: 5000 });
    const rows = within(within(card).getByRole('table', { name: 'विषयहरू' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['विषयपूर्णाङ्कप्राप्ताङ्कग्रेड', 'अङ्ग्रेजी१००९५A+', 'नेपाली१००८४.५A', 'जम्मा२००१७९.५A']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([
      'Test Student',
      'कक्षा २',
      '५',
      '१ बैशाख २०७४ वि.सं. (१४ अप्रिल २०१७)',
      'Test Father',
      'Test Mother',
      'Dhalkebar',
      '१७९.५ / २००',
      '८९.७५%',
      'A',
      '६० दिनमध्ये ५० दिन',
    ]);
    expect(within(card).getByRole('table', { name: 'सह-शैक्षिक क्षेत्रहरू' })).toHaveTextContent('अनुशासनधेरै राम्रो');
    expect(card).toHaveTextContent('ग्रेडको मापदण्ड: A+ ९०% वा सोभन्दा बढी · A ८०% वा सोभन्दा बढी');
    expect(card).toHaveTextContent('D ५०% भन्दा कम');
    expect(screen.getByRole('button', { name: 'छाप्नुहोस्' })).toBeInTheDocument();
  });

  it("says no record and not published in its own words, not the service's English", async () => {
    const user = userEvent.setup({ delay: null });
    const ne = await textsIn(resultTexts, 'ne');
    server.answerNext(
      async () => json(404, { message: resultMessages.notFound }),
      async () => json(404, { message: resultMessages.notPublished }),
    );
    renderInNepali();
    await screen.findByRole('option', { name: 'तृतीय सत्रान्त परीक्षा २०८२' });
    await user.click(screen.getByRole('button', { name: 'नतिजा हेर्नुहोस्' }));
    expect(screen.getByLabelText(/^विद्यार्थीको नाम/)).toHaveAccessibleDescription(ne.messages.nameRequired);
    await user.click(screen.getByLabelText(/^विद्यार्थीको नाम/));
    await user.paste('Test Student');
    await user.selectOptions(screen.getByLabelText(/^कक्षा/), 'Grade 2');
    await user.click(screen.getByLabelText(/^रोल नम्बर/));
    await user.paste('6');
    await user.click(screen.getByLabelText(/^जन्म मिति \(वि\.सं\.\)/));
    await user.paste('२०७४-०१-०१');
    await user.selectOptions(screen.getByLabelText(/^परीक्षा/), 'Third Terminal 2082');
    await user.click(screen.getByRole('button', { name: 'नतिजा हेर्नुहोस्' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ne.messages.notFound);
    await user.click(screen.getByRole('button', { name: 'नतिजा हेर्नुहोस्' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ne.messages.notPublished));
  });
});
