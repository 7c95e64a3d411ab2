import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentForm } from './PaymentForm';
import { paymentTexts } from '../../content/payment';
import { LanguageContext } from '../../lib/languageContext';

const serverForm =
  '<form method="POST" action="https://rc-epay.esewa.com.np/api/epay/main/v2/form" accept-charset="UTF-8">' +
  '<input type="hidden" name="amount" value="1500"><input type="hidden" name="signature" value="abc="></form>';

function renderForm() {
  render(
    <MemoryRouter>
      <h2 id="heading">Payment details</h2>
      <PaymentForm labelledBy="heading" />
    </MemoryRouter>,
  );
  return {
    student: screen.getByRole('textbox', { name: 'Student name' }),
    className: screen.getByRole('combobox', { name: 'Class' }),
    roll: screen.getByRole('textbox', { name: /^Roll number/ }),
    parent: screen.getByRole('textbox', { name: 'Parent name' }),
    amount: screen.getByRole('textbox', { name: /amount \(npr\)/i }),
    pay: screen.getByRole('button', { name: 'Pay with eSewa' }),
  };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, fields: ReturnType<typeof renderForm>) {
  await user.type(fields.student, 'Sita Yadav');
  await user.selectOptions(fields.className, 'Grade 3');
  await user.type(fields.parent, 'Ram Yadav');
  await user.type(fields.amount, '1500');
}

function answerWith(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('the fee form', () => {
  let submit: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the rupee sign and a Cancel link home', () => {
    renderForm();
    expect(screen.getByText('Rs.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
  });

  it('refuses empty or invalid details with the spec message, errors tied to the fields and focus on the first', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const fields = renderForm();
    await user.type(fields.parent, 'Ram');
    await user.type(fields.amount, '0');
    await user.click(fields.pay);

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields with valid details.');
    expect(fields.student).toHaveAttribute('aria-invalid', 'true');
    expect(fields.student).toHaveAccessibleDescription("Enter the student's name.");
    expect(fields.amount).toHaveAccessibleDescription('Enter an amount of at least Rs. 1, with at most two decimals.');
    expect(fields.parent).toHaveAttribute('aria-invalid', 'false');
    expect(fields.student).toHaveFocus();
    expect(fields.parent).toHaveValue('Ram');
    expect(fields.amount).toHaveValue('0');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("needs the student's class, takes the roll number as a whole number, and sends it only when typed", async () => {
    const user = userEvent.setup();
    const fetchMock = answerWith(400, { message: 'stop here' });
    vi.stubGlobal('fetch', fetchMock);
    const fields = renderForm();
    expect(fields.className).toBeRequired();
    expect(fields.roll).not.toBeRequired();
    await user.type(fields.student, 'Sita Yadav');
    await user.type(fields.roll, '7.5');
    await user.type(fields.parent, 'Ram Yadav');
    await user.type(fields.amount, '1500');
    await user.click(fields.pay);
    expect(fields.className).toHaveAccessibleDescription("Choose the student's class.");
    expect(fields.className).toHaveFocus();
    expect(fields.roll).toHaveAccessibleDescription(
      'Roll number must be a whole number from 1 to 9999, or left empty.',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.selectOptions(fields.className, 'UKG');
    await user.clear(fields.roll);
    await user.type(fields.roll, '12');
    await user.click(fields.pay);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ className: 'UKG', roll: 12 });
  });

  it('shows Processing... with the button disabled, then submits the returned form and keeps the transaction', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const fields = renderForm();
    await fillValid(user, fields);
    await user.click(fields.pay);

    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({
      studentName: 'Sita Yadav',
      className: 'Grade 3',
      parentName: 'Ram Yadav',
      amount: 1500,
      transactionId: expect.stringMatching(/^txn_\d{13}_[a-z0-9]{10}$/),
    });

    answer(new Response(JSON.stringify({ form: serverForm, transactionId: body.transactionId }), { status: 200 }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('currentTransaction')).toBe(body.transactionId);
    const inserted = document.querySelector('form[data-esewa-form]') as HTMLFormElement;
    expect(inserted.action).toBe('https://rc-epay.esewa.com.np/api/epay/main/v2/form');
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to eSewa');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it("shows the server's message and keeps what was typed", async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', answerWith(400, { message: 'Amount must not be more than Rs. 5,00,000.' }));
    const fields = renderForm();
    await fillValid(user, fields);
    await user.click(fields.pay);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Amount must not be more than Rs. 5,00,000.');
    expect(alert).toHaveFocus();
    expect(fields.student).toHaveValue('Sita Yadav');
    expect(fields.amount).toHaveValue('1500');
    expect(screen.getByRole('button', { name: 'Pay with eSewa' })).toBeEnabled();
    expect(submit).not.toHaveBeenCalled();
  });

  it('falls back to the spec message when the server gives none, and retries with the same transaction id', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const fields = renderForm();
    await fillValid(user, fields);
    await user.click(fields.pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initiate payment. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Pay with eSewa' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const ids = fetchMock.mock.calls.map(
      (call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string).transactionId,
    );
    expect(ids[0]).toBe(ids[1]);
  });

  it('says so when the answer has no usable form', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', answerWith(200, { transactionId: 'txn_1726567890123_abcdefghij' }));
    const fields = renderForm();
    await fillValid(user, fields);
    await user.click(fields.pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment form not generated correctly.');
    expect(submit).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('currentTransaction')).toBeNull();
  });

  it('starts a Khalti payment with the same details and sends the browser to Khalti’s payment page', async () => {
    const user = userEvent.setup();
    const paymentUrl = 'https://test-pay.khalti.com/?pidx=bZQLD9wRVWo4CdESSfuSsB';
    const fetchMock = answerWith(200, { paymentUrl, transactionId: 'txn_1726567890123_k3j9x2ab' });
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fields = renderForm();
    await fillValid(user, fields);
    await user.click(screen.getByRole('button', { name: 'Pay with Khalti' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(paymentUrl));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/khalti/initiate');
    expect(JSON.parse(init.body as string)).toMatchObject({ studentName: 'Sita Yadav', amount: 1500 });
    expect(sessionStorage.getItem('currentTransaction')).toBe('txn_1726567890123_k3j9x2ab');
    expect(submit).not.toHaveBeenCalled();
  });

  it('hides Khalti below Rs 10 and says why; eSewa stays', async () => {
    const user = userEvent.setup();
    const fields = renderForm();
    expect(screen.getByRole('button', { name: 'Pay with Khalti' })).toBeInTheDocument();
    await user.type(fields.amount, '9.50');
    expect(screen.queryByRole('button', { name: 'Pay with Khalti' })).not.toBeInTheDocument();
    expect(screen.getByText(/Khalti takes payments of Rs\. 10 or more/)).toBeInTheDocument();
    expect(fields.pay).toBeInTheDocument();
    await user.type(fields.amount, '0');
    expect(screen.getByRole('button', { name: 'Pay with Khalti' })).toBeInTheDocument();
  });
});

describe('the fee form on a Nepali page', () => {
  beforeEach(async () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    sessionStorage.clear();
    await paymentTexts.load('ne');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function renderNepaliForm() {
    render(
      <LanguageContext value="ne">
        <MemoryRouter basename="/ne" initialEntries={['/ne/pay']}>
          <h2 id="heading">भुक्तानीको विवरण</h2>
          <PaymentForm labelledBy="heading" />
        </MemoryRouter>
      </LanguageContext>,
    );
    return {
      student: screen.getByRole('textbox', { name: 'विद्यार्थीको नाम' }),
      className: screen.getByRole('combobox', { name: 'कक्षा' }),
      roll: screen.getByRole('textbox', { name: /^रोल नम्बर/ }),
      parent: screen.getByRole('textbox', { name: 'अभिभावकको नाम' }),
      amount: screen.getByRole('textbox', { name: 'रकम (नेपाली रुपैयाँ)' }),
      pay: screen.getByRole('button', { name: 'eSewa बाट तिर्नुहोस्' }),
    };
  }

  it('shows the classes in Nepali, sends their English values, the amount typed in Devanagari digits as a number, and the language', async () => {
    const user = userEvent.setup();
    const fetchMock = answerWith(400, { message: 'stop here' });
    vi.stubGlobal('fetch', fetchMock);
    const fields = renderNepaliForm();
    expect(screen.getByText('रु.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रद्द गर्नुहोस्' })).toHaveAttribute('href', '/ne');
    expect(screen.getByRole('option', { name: 'कक्षा ३' })).toHaveValue('Grade 3');
    expect(screen.getByRole('option', { name: 'एलकेजी' })).toHaveValue('LKG');
    await user.type(fields.student, 'सीता यादव');
    await user.selectOptions(fields.className, 'कक्षा ३');
    await user.type(fields.roll, '०७');
    await user.type(fields.parent, 'राम यादव');
    await user.type(fields.amount, '१,५००.५०');
    await user.click(fields.pay);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({
      studentName: 'सीता यादव',
      className: 'Grade 3',
      roll: 7,
      parentName: 'राम यादव',
      amount: 1500.5,
      transactionId: expect.stringMatching(/^txn_\d{13}_[a-z0-9]{10}$/),
      language: 'ne',
    });
    // The server's English is not shown: the page's own words for a refusal.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('विद्यालयले यो भुक्तानी विवरण स्वीकार गर्न सकेन।');
    expect(alert).not.toHaveTextContent('stop here');
    expect(fields.amount).toHaveValue('१,५००.५०');
  });

  it('names what is wrong in Nepali', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn());
    const fields = renderNepaliForm();
    await user.type(fields.amount, '०');
    await user.click(fields.pay);
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया सबै विवरण सही रूपमा भर्नुहोस्।');
    expect(fields.student).toHaveAccessibleDescription('विद्यार्थीको नाम लेख्नुहोस्।');
    expect(fields.amount).toHaveAccessibleDescription('कम्तीमा रु. १ को रकम लेख्नुहोस्, दशमलवपछि बढीमा दुई अङ्कसम्म।');
    expect(fields.student).toHaveFocus();
  });

  it('says a lost connection in Nepali, and tries again with the same transaction id', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const fields = renderNepaliForm();
    await user.type(fields.student, 'Sita Yadav');
    await user.selectOptions(fields.className, 'UKG');
    await user.type(fields.parent, 'Ram Yadav');
    await user.type(fields.amount, '1500');
    await user.click(fields.pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('विद्यालयको सर्भरसम्म पुग्न सकिएन।');
    await user.click(screen.getByRole('button', { name: 'eSewa बाट तिर्नुहोस्' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const ids = fetchMock.mock.calls.map(
      (call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string).transactionId,
    );
    expect(ids[0]).toBe(ids[1]);
  });
});
