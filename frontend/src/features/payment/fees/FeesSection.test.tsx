import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentDues } from '@school/contracts';
import { paymentTexts } from '../../../content/payment';
import { LanguageContext } from '../../../lib/languageContext';
import { preloadTexts, textsIn } from '../../../lib/texts';
import { loadBsCalendar } from '../../../components/form/birthDate/bsCalendar';
import { FeesSection } from './FeesSection';

const fees = paymentTexts.en.fees;

/** Two months of tuition and hostel, the older hostel due inside a payment that may still complete. */
const twoMonths: StudentDues = {
  studentId: 'NPS-0042',
  firstName: 'Sita',
  className: 'Grade 3',
  dues: [
    { item: 'Tuition', month: '2082-07', amountPaisa: 450000, inOpenPayment: false },
    { item: 'Hostel', month: '2082-07', amountPaisa: 600000, inOpenPayment: false },
    { item: 'Tuition', month: '2082-08', amountPaisa: 450000, inOpenPayment: false },
    { item: 'Hostel', month: '2082-08', amountPaisa: 600000, inOpenPayment: false },
  ],
  totalPaisa: 2100000,
};

const esewaForm =
  '<form method="POST" action="https://rc-epay.esewa.com.np/api/epay/main/v2/form">' +
  '<input type="hidden" name="total_amount" value="10500"><input type="hidden" name="signature" value="abc="></form>';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** payment-service as the section sees it: each request's answer in turn, and the requests made. */
class FakeService {
  offered = true;
  readonly requests: { path: string; body: unknown }[] = [];
  private answers: Response[] = [];

  answerNext(...answers: Response[]) {
    this.answers.push(...answers);
  }

  readonly fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/fees/offered') return json(200, { offered: this.offered });
    const answer = this.answers.shift();
    if (!answer) throw new Error(`unexpected ${path}`);
    this.requests.push({ path, body: JSON.parse(String(init?.body)) });
    return answer;
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function lookUp(
  user: User,
  studentId: string,
  dobBs: string,
  labels = { id: /^Student ID/, dob: /^Date of birth \(B\.S\.\)/, button: fees.lookUp },
) {
  await user.click(screen.getByLabelText(labels.id));
  await user.paste(studentId);
  await user.click(screen.getByLabelText(labels.dob));
  await user.paste(dobBs);
  await user.click(screen.getByRole('button', { name: labels.button }));
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the fees section of the pay page', { timeout: 15_000 }, () => {
  let service: FakeService;
  let submit: ReturnType<typeof vi.spyOn>;
  // The B.S. conversion arrives as on a page where the field was focused: a lookup then goes at once.
  beforeAll(() => loadBsCalendar());
  beforeEach(() => {
    service = new FakeService();
    vi.stubGlobal('fetch', service.fetch);
    submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('finds a child by student ID and B.S. date of birth, sent in A.D., and shows the first name, class and dues oldest first', async () => {
    const user = userEvent.setup({ delay: null });
    service.answerNext(json(200, twoMonths));
    render(<FeesSection />);
    await lookUp(user, ' NPS-0042 ', '2074-01-01');

    expect(service.requests).toEqual([
      { path: '/api/fees/lookup', body: { studentId: 'NPS-0042', dob: '2017-04-14' } },
    ]);
    const heading = await screen.findByRole('heading', { name: 'Fees due for Sita, Grade 3' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(rowsOf(screen.getByRole('table', { name: 'Fees due for Sita, Grade 3' }))).toEqual([
      'MonthItemAmount',
      'Kartik 2082TuitionRs. 4,500.00',
      'Kartik 2082HostelRs. 6,000.00',
      'Mangsir 2082TuitionRs. 4,500.00',
      'Mangsir 2082HostelRs. 6,000.00',
      'Total dueRs. 21,000.00',
    ]);
    // What was typed stays.
    expect(screen.getByLabelText(/^Student ID/)).toHaveValue(' NPS-0042 ');
  });

  it('pays up to a chosen month: the total follows, and the body names the month, never an amount', async () => {
    const user = userEvent.setup({ delay: null });
    service.answerNext(
      json(200, twoMonths),
      json(200, { form: esewaForm, transactionId: 'txn_1726567890123_k3j9x2ab' }),
    );
    render(<FeesSection />);
    await lookUp(user, 'NPS-0042', '2074-01-01');
    const through = await screen.findByRole('combobox', { name: fees.throughMonth });
    expect(
      within(through)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([fees.throughMonth, 'Kartik 2082', 'Mangsir 2082 (everything due)']);
    expect(through).toHaveValue('2082-08');
    expect(screen.getByText(/^To pay now/)).toHaveTextContent('To pay now: Rs. 21,000.00');
    await user.selectOptions(through, '2082-07');
    expect(screen.getByText(/^To pay now/)).toHaveTextContent('To pay now: Rs. 10,500.00');
    await user.type(screen.getByLabelText(/^Your name/), 'Ram Yadav');
    await user.click(screen.getByRole('button', { name: 'Pay with eSewa' }));

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const payment = service.requests[1]!;
    expect(payment.path).toBe('/api/esewa/initiate-dues');
    expect(payment.body).toEqual({
      studentId: 'NPS-0042',
      dob: '2017-04-14',
      throughMonth: '2082-07',
      parentName: 'Ram Yadav',
      transactionId: expect.stringMatching(/^txn_\d+_[a-z0-9]+$/),
    });
    expect(sessionStorage.getItem('currentTransaction')).toBe('txn_1726567890123_k3j9x2ab');
  });

  it('sends Khalti payers to its page, and hides Khalti below Rs 10 saying why', async () => {
    const user = userEvent.setup({ delay: null });
    const paymentUrl = 'https://test-pay.khalti.com/?pidx=bZQLD9wRVWo4CdESSfuSsB';
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const small: StudentDues = {
      ...twoMonths,
      dues: [
        { item: 'Other', month: '2082-07', amountPaisa: 500, inOpenPayment: false },
        { item: 'Tuition', month: '2082-08', amountPaisa: 450000, inOpenPayment: false },
      ],
      totalPaisa: 450500,
    };
    service.answerNext(json(200, small), json(200, { paymentUrl, transactionId: 'txn_1726567890123_k3j9x2ab' }));
    render(<FeesSection />);
    await lookUp(user, 'NPS-0042', '2074-01-01');
    const through = await screen.findByRole('combobox', { name: fees.throughMonth });
    await user.selectOptions(through, '2082-07');
    expect(screen.queryByRole('button', { name: 'Pay with Khalti' })).not.toBeInTheDocument();
    expect(screen.getByText(/Khalti takes payments of Rs\. 10 or more/)).toBeInTheDocument();
    await user.selectOptions(through, '2082-08');
    await user.click(screen.getByRole('button', { name: 'Pay with Khalti' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(paymentUrl));
    expect(service.requests[1]).toMatchObject({ path: '/api/khalti/initiate-dues', body: { throughMonth: '2082-08' } });
    expect(service.requests[1]!.body).not.toHaveProperty('amount');
    expect(sessionStorage.getItem('currentTransaction')).toBe('txn_1726567890123_k3j9x2ab');
  });

  it('warns before the wallet when a chosen due is in a payment that may still complete', async () => {
    const user = userEvent.setup({ delay: null });
    const open: StudentDues = {
      ...twoMonths,
      dues: twoMonths.dues.map((due) => ({ ...due, inOpenPayment: due.month === '2082-08' })),
    };
    service.answerNext(json(200, open));
    render(<FeesSection />);
    await lookUp(user, 'NPS-0042', '2074-01-01');
    const through = await screen.findByRole('combobox', { name: fees.throughMonth });
    const pay = screen.getByRole('button', { name: 'Pay with eSewa' });
    expect(screen.getByRole('note')).toHaveTextContent(fees.openPaymentHeading);
    expect(pay).toHaveAccessibleDescription(expect.stringContaining('you may be charged twice'));
    await user.selectOptions(through, '2082-07');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(pay).toHaveAccessibleDescription('To pay now: Rs. 10,500.00');
  });

  it('says "no student" in its own words for a 404, the same for both causes, focused, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    service.answerNext(json(404, { message: 'anything the service says' }), json(429, { message: 'Too many' }));
    render(<FeesSection />);
    await lookUp(user, 'NPS-9999', '2074-01-01');
    const message = await screen.findByText(fees.notFound);
    await waitFor(() => expect(message.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByLabelText(/^Student ID/)).toHaveValue('NPS-9999');
    expect(screen.getByLabelText(/^Date of birth \(B\.S\.\)/)).toHaveValue('2074-01-01');
    await user.click(screen.getByRole('button', { name: fees.lookUp }));
    expect(await screen.findByText(fees.tooMany)).toBeInTheDocument();
  });

  it("shows the service's words for another refusal on the English page", async () => {
    const user = userEvent.setup({ delay: null });
    service.answerNext(
      json(200, twoMonths),
      json(409, { message: 'What is due has changed. Please look up the dues again.' }),
    );
    render(<FeesSection />);
    await lookUp(user, 'NPS-0042', '2074-01-01');
    await user.click(await screen.findByRole('button', { name: 'Pay with eSewa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'What is due has changed. Please look up the dues again.',
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('ties each problem to its field and looks nothing up until they are fixed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FeesSection />);
    await user.click(screen.getByRole('button', { name: fees.lookUp }));
    const studentId = screen.getByLabelText(/^Student ID/);
    expect(studentId).toHaveAccessibleDescription(fees.studentIdRequired);
    expect(studentId).toHaveFocus();
    expect(screen.getByLabelText(/^Date of birth \(B\.S\.\)/)).toHaveAccessibleDescription(fees.dobRequired);
    expect(service.requests).toEqual([]);
  });

  it('says that nothing is due when the child owes nothing', async () => {
    const user = userEvent.setup({ delay: null });
    service.answerNext(json(200, { ...twoMonths, dues: [], totalPaisa: 0 }));
    render(<FeesSection />);
    await lookUp(user, 'NPS-0042', '2074-01-01');
    expect(await screen.findByText(fees.nothingDue)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay with eSewa' })).not.toBeInTheDocument();
  });
});

describe('the fees section on a Nepali page', { timeout: 15_000 }, () => {
  let service: FakeService;
  beforeAll(() => loadBsCalendar());
  beforeEach(async () => {
    service = new FakeService();
    vi.stubGlobal('fetch', service.fetch);
    await preloadTexts('ne');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('writes months in Nepali with Nepali digits, and says a refusal in its own words', async () => {
    const user = userEvent.setup({ delay: null });
    const ne = (await textsIn(paymentTexts, 'ne')).fees;
    service.answerNext(json(200, twoMonths), json(409, { message: 'What is due has changed.' }));
    render(
      <LanguageContext.Provider value="ne">
        <FeesSection />
      </LanguageContext.Provider>,
    );
    await lookUp(user, 'NPS-0042', '२०७४-०१-०१', {
      id: /^विद्यार्थी ID/,
      dob: /^जन्म मिति \(वि\.सं\.\)/,
      button: ne.lookUp,
    });
    expect(service.requests[0]!.body).toEqual({ studentId: 'NPS-0042', dob: '2017-04-14' });
    const table = await screen.findByRole('table', { name: 'Sita (कक्षा ३) को बाँकी शुल्क' });
    expect(rowsOf(table)).toEqual([
      'महिनाशीर्षकरकम',
      'कार्तिक २०८२शिक्षण शुल्करु. ४,५००.००',
      'कार्तिक २०८२छात्रावास शुल्करु. ६,०००.००',
      'मंसिर २०८२शिक्षण शुल्करु. ४,५००.००',
      'मंसिर २०८२छात्रावास शुल्करु. ६,०००.००',
      'जम्मा बाँकीरु. २१,०००.००',
    ]);
    await user.click(screen.getByRole('button', { name: 'eSewa बाट तिर्नुहोस्' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ne.refused);
    expect(service.requests[1]!.body).toMatchObject({ language: 'ne', throughMonth: '2082-08' });
  });
});
