import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactMessages } from '../../content/contact';
import { school } from '../../content/school';
import { ContactForm } from './ContactForm';
import { openMailApp } from './openMailApp';

// jsdom cannot open a mail app: record the link the form hands over instead.
vi.mock('./openMailApp', () => ({ openMailApp: vi.fn() }));

afterEach(() => {
  vi.mocked(openMailApp).mockClear();
  window.sessionStorage.clear();
});

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
  it('explains what is missing, focuses the name and opens nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();

    await user.click(send());

    expect(field(/^Student or parent name/)).toHaveFocus();
    expect(field(/^Student or parent name/)).toHaveAccessibleDescription(contactMessages.nameRequired);
    expect(field(/^Contact number/)).toHaveAccessibleDescription(contactMessages.phoneOrEmailRequired);
    expect(field(/^Message/)).toHaveAccessibleDescription(contactMessages.messageRequired);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(contactMessages.agreementRequired);
    expect(screen.getByRole('checkbox')).toBeInvalid();
    expect(openMailApp).not.toHaveBeenCalled();
  });

  it('drops the phone-or-email message once an email is given', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(send());
    await enter(user, /^Email address/, 'rekha@example.com');
    expect(field(/^Contact number/)).toBeValid();
  });

  it('opens the mail app with the message written, and keeps the form filled', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await enter(user, /^Student or parent name/, 'Rekha Yadav');
    await enter(user, /^Contact number/, '9812345678');
    await enter(user, /^Message/, 'When does admission open?');
    await user.click(screen.getByRole('checkbox'));

    await user.click(send());

    expect(openMailApp).toHaveBeenCalledTimes(1);
    const url = vi.mocked(openMailApp).mock.calls[0]![0];
    expect(url.startsWith(`mailto:${school.email}?`)).toBe(true);
    const params = new URL(url).searchParams;
    expect(params.get('subject')).toBe('Message from the website: Rekha Yadav');
    expect(params.get('body')).toContain('When does admission open?');
    expect(params.get('body')).toContain('Contact number: 9812345678');
    expect(screen.getByRole('alert')).toHaveTextContent(contactMessages.opened);
    expect(screen.getByRole('link', { name: contactMessages.openAgain })).toHaveAttribute('href', url);
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
});
