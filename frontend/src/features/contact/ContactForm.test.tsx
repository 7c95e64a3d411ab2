import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactTexts, formTexts } from '../../content/contact';
import { LanguageContext } from '../../lib/languageContext';
import { textsIn } from '../../lib/texts';
import { ContactForm } from './ContactForm';

const contactMessages = { ...contactTexts.en.checks, ...contactTexts.en.messages };

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

/** The site's API as the form sees it: each call answers the next of `answers` (a Response, or a network failure). */
function stubApi(...answers: (Response | 'offline')[]) {
  const fetchMock = vi.fn(async () => {
    const answer = answers.shift();
    if (!answer || answer === 'offline') throw new TypeError('Failed to fetch');
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The agreement links to the privacy page, a route.
const renderForm = () =>
  render(
    <MemoryRouter>
      <ContactForm labelledBy="heading" />
    </MemoryRouter>,
  );

const field = (label: RegExp) => screen.getByLabelText(label);
const send = () => screen.getByRole('button', { name: 'Send' });

async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

describe('ContactForm', { timeout: 15_000 }, () => {
  it('explains what is missing, focuses the name and sends nothing', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup({ delay: null });
    renderForm();

    await user.click(send());

    expect(field(/^Student or parent name/)).toHaveFocus();
    expect(field(/^Student or parent name/)).toHaveAccessibleDescription(contactMessages.nameRequired);
    expect(field(/^Contact number/)).toHaveAccessibleDescription(contactMessages.phoneOrEmailRequired);
    expect(field(/^Message/)).toHaveAccessibleDescription(contactMessages.messageRequired);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(contactMessages.agreementRequired);
    expect(screen.getByRole('checkbox')).toBeInvalid();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops the phone-or-email message once an email is given', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(send());
    await enter(user, /^Email address/, 'rekha@example.com');
    expect(field(/^Contact number/)).toBeValid();
  });

  async function fillMessage(user: ReturnType<typeof userEvent.setup>) {
    await enter(user, /^Student or parent name/, 'Rekha Yadav');
    await enter(user, /^Contact number/, '9812345678');
    await enter(user, /^Message/, 'When does admission open?');
    await user.click(screen.getByRole('checkbox'));
  }

  it('sends the message once, shows the reference and empties the form for another', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillMessage(user);

    await user.click(send());

    expect(screen.getByRole('status')).toHaveTextContent(contactMessages.sending);
    expect(send()).toBeDisabled();
    fireEvent.submit(send().closest('form')!);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/messages');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Rekha Yadav',
      phone: '9812345678',
      email: '',
      message: 'When does admission open?',
      agreed: true,
      website: '',
    });

    answer(json(201, { reference: 'M-7K3Q9' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(contactMessages.sent('M-7K3Q9'));
    await vi.waitFor(() => expect(notice).toHaveFocus());
    expect(field(/^Message/)).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(send()).toBeEnabled();
  });

  it('keeps the message and says what to do when the device is offline', async () => {
    stubApi('offline');
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillMessage(user);

    await user.click(send());

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(contactMessages.offline);
    expect(notice).toHaveTextContent(contactMessages.keptNote);
    expect(field(/^Message/)).toHaveValue('When does admission open?');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it("shows the server's message beside its field", async () => {
    stubApi(
      json(400, {
        message: 'Some details need attention. Please correct the fields with a message below them.',
        fields: { name: 'Your name has characters we cannot use.' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillMessage(user);

    await user.click(send());

    await vi.waitFor(() =>
      expect(field(/^Student or parent name/)).toHaveAccessibleDescription('Your name has characters we cannot use.'),
    );
    expect(field(/^Student or parent name/)).toHaveFocus();
    expect(field(/^Message/)).toHaveValue('When does admission open?');
  });

  it.each([
    [json(429, { message: 'You have sent several messages in a short time.' }), 'You have sent several messages'],
    [new Response('busy', { status: 503 }), contactMessages.unavailable],
  ])('says what to do when the school cannot take it now (%#)', async (response, words) => {
    stubApi(response);
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillMessage(user);

    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(field(/^Message/)).toHaveValue('When does admission open?');
  });

  it('brings the draft back when the page is opened again in the same tab', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderForm();
    await enter(user, /^Message/, 'Half-written question');
    unmount();

    renderForm();
    expect(field(/^Message/)).toHaveValue('Half-written question');
  });

  describe('on a Nepali page', () => {
    const renderNepaliForm = async () => {
      // The page's texts are in before it hydrates (preloadTexts); here, before it renders.
      const [words] = await Promise.all([textsIn(contactTexts, 'ne'), textsIn(formTexts, 'ne')]);
      render(
        <LanguageContext value="ne">
          <MemoryRouter>
            <ContactForm labelledBy="heading" />
          </MemoryRouter>
        </LanguageContext>,
      );
      return words;
    };
    const nepaliSend = () => screen.getByRole('button', { name: 'पठाउनुहोस्' });

    async function fillInNepali(user: ReturnType<typeof userEvent.setup>, email = '') {
      await enter(user, /^विद्यार्थी वा अभिभावकको नाम/, 'रेखा यादव');
      await enter(user, /^सम्पर्क नम्बर/, '9812345678');
      if (email) await enter(user, /^इमेल ठेगाना/, email);
      await enter(user, /^सन्देश/, 'भर्ना कहिले खुल्छ?');
      await user.click(screen.getByRole('checkbox'));
    }

    it('checks in Nepali and keeps what was typed', async () => {
      const fetchMock = stubApi();
      const user = userEvent.setup({ delay: null });
      const words = await renderNepaliForm();
      await fillInNepali(user, 'rekha@');

      await user.click(nepaliSend());

      expect(field(/^इमेल ठेगाना/)).toHaveAccessibleDescription(words.checks.emailInvalid);
      expect(field(/^इमेल ठेगाना/)).toHaveFocus();
      expect(screen.getByText(/केही विवरण मिलाउनुपर्ने छ/)).toBeInTheDocument();
      expect(field(/^सन्देश/)).toHaveValue('भर्ना कहिले खुल्छ?');
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("puts the form's own Nepali words in place of the server's English ones", async () => {
      stubApi(
        json(400, {
          message: 'Some details need attention. Please correct the fields with a message below them.',
          fields: { name: 'Your name has characters we cannot use.', email: 'Enter a valid email address' },
        }),
        json(429, { message: 'You have sent several messages in a short time.' }),
      );
      const user = userEvent.setup({ delay: null });
      const words = await renderNepaliForm();
      await fillInNepali(user);

      await user.click(nepaliSend());

      // The form's check finds nothing wrong with the name: the plain word to check it.
      await vi.waitFor(() =>
        expect(field(/^विद्यार्थी वा अभिभावकको नाम/)).toHaveAccessibleDescription(words.messages.checkField),
      );
      expect(field(/^विद्यार्थी वा अभिभावकको नाम/)).toHaveFocus();
      expect(field(/^इमेल ठेगाना/)).toHaveAccessibleDescription(words.messages.checkField);
      expect(field(/^सन्देश/)).toHaveValue('भर्ना कहिले खुल्छ?');

      await user.click(nepaliSend());
      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent(words.messages.rateLimited);
      expect(notice).toHaveTextContent(words.messages.keptNote);
      expect(notice).not.toHaveTextContent('You have sent');
    });

    it("sends a phone typed in Devanagari digits, and the page's language for the parent's confirmation", async () => {
      const fetchMock = stubApi(json(201, { reference: 'M-7K3Q9' }));
      const user = userEvent.setup({ delay: null });
      await renderNepaliForm();
      await enter(user, /^विद्यार्थी वा अभिभावकको नाम/, 'रेखा यादव');
      await enter(user, /^सम्पर्क नम्बर/, '९८१२३४५६७८');
      await enter(user, /^सन्देश/, 'भर्ना कहिले खुल्छ?');
      await user.click(screen.getByRole('checkbox'));

      await user.click(nepaliSend());

      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(JSON.parse(init.body as string)).toMatchObject({ phone: '९८१२३४५६७८', language: 'ne' });
    });
  });
});
