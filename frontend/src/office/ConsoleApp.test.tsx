import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleApp } from './ConsoleApp';

/** A JSON answer as office-service gives it. */
function answer(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const codeOnItsWay = 'If that address belongs to a member of staff, a code is on its way.';
const staff = { email: 'clerk@school.example.np', role: 'office' } as const;

/** A fake office: each path's answers in turn (the last one repeats), and every request it was sent. */
function fakeOffice(answers: Record<string, (() => Response | Promise<Response>)[]>) {
  const sent: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const queue = answers[path];
    if (!queue?.length) throw new Error(`no answer for ${path}`);
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

/** Opens the console at an address. In act, awaited: a Nepali page suspends until its words are in. */
async function openConsoleAt(path: string) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(<ConsoleApp />);
  });
}

/** Types an address and asks for a code, the office answering 202. */
async function askForCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Email address/), staff.email);
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  return screen.findByLabelText(/6-digit code/);
}

// Typing with userEvent takes seconds on a busy machine.
describe('the office console', { timeout: 20_000 }, () => {
  beforeEach(() => {
    document.documentElement.lang = 'en';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a person who is not signed in to sign-in, where an empty address is refused next to its field', async () => {
    const user = userEvent.setup();
    fakeOffice({ '/api/office/session': [() => answer(401, { message: 'Please sign in again.' })] });
    await openConsoleAt('/office/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/office/sign-in');
    await waitFor(() => expect(document.title).toMatch(/^Sign in · Office · /));

    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    const email = screen.getByLabelText(/Email address/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(email).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Enter your email address.');
  });

  it('shows the office’s answer, then a numeric one-time-code field; a wrong code is said and announced, and kept', async () => {
    const user = userEvent.setup();
    const sent = fakeOffice({
      '/api/office/session': [() => answer(401, { message: 'Please sign in again.' })],
      '/api/office/sign-in/code': [() => answer(202, { message: codeOnItsWay })],
      '/api/office/sign-in': [() => answer(401, { message: 'That code is not right.' })],
    });
    await openConsoleAt('/office/sign-in');
    const code = await askForCode(user);

    expect(screen.getByRole('note')).toHaveTextContent(codeOnItsWay);
    expect(screen.getByRole('status')).toHaveTextContent(codeOnItsWay);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const wrong = 'That code is not right, or it has expired or been used. Ask for a new code.';
    await waitFor(() => expect(code).toHaveAccessibleDescription(wrong));
    expect(code).toHaveValue('123456');
    expect(screen.getByRole('status')).toHaveTextContent(wrong);
    expect(sent.at(-1)).toEqual({ path: '/api/office/sign-in', body: { email: staff.email, code: '123456' } });
  });

  it('says how long to wait after too many tries, from Retry-After', async () => {
    const user = userEvent.setup();
    fakeOffice({
      '/api/office/session': [() => answer(401, {})],
      '/api/office/sign-in/code': [() => answer(429, { message: 'Too many tries.' }, { 'retry-after': '90' })],
    });
    await openConsoleAt('/office/sign-in');
    await user.type(await screen.findByLabelText(/Email address/), staff.email);
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    const email = screen.getByLabelText(/Email address/);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Too many tries. Please wait 2 minutes, then try again.'),
    );
    expect(email).toHaveValue(staff.email);
  });

  it('says the office cannot be reached when offline or unavailable (503), keeping the address', async () => {
    const user = userEvent.setup();
    fakeOffice({
      '/api/office/session': [() => answer(401, {})],
      '/api/office/sign-in/code': [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => answer(503, { message: 'Unavailable' }, { 'retry-after': '5' }),
      ],
    });
    await openConsoleAt('/office/sign-in');
    const unreachable = 'The office cannot be reached just now. Check your connection, then try again.';
    await user.type(await screen.findByLabelText(/Email address/), staff.email);
    for (let attempt = 0; attempt < 2; attempt++) {
      await user.click(screen.getByRole('button', { name: 'Send me a code' }));
      await waitFor(() => expect(screen.getByLabelText(/Email address/)).toHaveAccessibleDescription(unreachable));
      expect(screen.getByLabelText(/Email address/)).toHaveValue(staff.email);
    }
  });

  it('disables the button only while sending', async () => {
    const user = userEvent.setup();
    let answerNow: (response: Response) => void = () => undefined;
    fakeOffice({
      '/api/office/session': [() => answer(401, {})],
      '/api/office/sign-in/code': [() => new Promise<Response>((resolve) => (answerNow = resolve))],
    });
    await openConsoleAt('/office/sign-in');
    await user.type(await screen.findByLabelText(/Email address/), staff.email);
    const button = screen.getByRole('button', { name: 'Send me a code' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => answerNow(answer(202, { message: codeOnItsWay })));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('goes back to the address with "Use another email", keeping it', async () => {
    const user = userEvent.setup();
    fakeOffice({
      '/api/office/session': [() => answer(401, {})],
      '/api/office/sign-in/code': [() => answer(202, { message: codeOnItsWay })],
    });
    await openConsoleAt('/office/sign-in');
    await askForCode(user);
    await user.click(screen.getByRole('button', { name: 'Use another email' }));
    const email = screen.getByLabelText(/Email address/);
    expect(email).toHaveValue(staff.email);
    expect(email).toHaveFocus();
  });

  it('signs in (Devanagari digits too), shows who is signed in, and signs out back to sign-in', async () => {
    const user = userEvent.setup();
    const sent = fakeOffice({
      '/api/office/session': [() => answer(401, {})],
      '/api/office/sign-in/code': [() => answer(202, { message: codeOnItsWay })],
      '/api/office/sign-in': [() => answer(200, staff)],
      '/api/office/sign-out': [() => new Response(null, { status: 204 })],
    });
    await openConsoleAt('/office/');
    const code = await askForCode(user);
    await user.type(code, '१२३ ४५६');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(/Signed in as/)).toHaveTextContent(`Signed in as ${staff.email} (office)`);
    expect(window.location.pathname).toBe('/office');
    expect(sent.find((request) => request.path === '/api/office/sign-in')?.body).toEqual({
      email: staff.email,
      code: '123456',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to the school office.');
    expect(screen.getByText(/^Today is .+ B\.S\. \(.+\)\.$/)).toBeInTheDocument();
    // Only the sections the role may open: an office member's, without the payments, the audit log or the staff.
    const navigation = screen.getAllByRole('navigation', { name: 'Console' })[0]!;
    expect([...navigation.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Home',
      'Applications',
      'Messages',
      'Comments',
      'Results',
      'Publishing',
      'Passkeys',
    ]);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/office/sign-in');
  });

  it('opens the home of a signed-in person in Nepali at /office/ne, with lang="ne"', async () => {
    fakeOffice({ '/api/office/session': [() => answer(200, { ...staff, role: 'accounts' })] });
    await openConsoleAt('/office/ne');
    expect(await screen.findByText(/साइन इन:/)).toHaveTextContent(`साइन इन: ${staff.email} (लेखा)`);
    expect(document.documentElement.lang).toBe('ne');
    expect(screen.getByText(/^आज .+ वि\.सं\. \(.+\) हो।$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/office');
    // The sections stay in Nepali, and the one shown says so.
    const home = screen.getAllByRole('link', { name: 'गृहपृष्ठ' })[0]!;
    expect(home).toHaveAttribute('href', '/office/ne');
    expect(home).toHaveAttribute('aria-current', 'page');
  });

  it('says so, and offers to ask again, when it cannot tell whether the person is signed in', async () => {
    const user = userEvent.setup();
    fakeOffice({
      '/api/office/session': [() => answer(503, { message: 'Unavailable' }), () => answer(200, staff)],
    });
    await openConsoleAt('/office/');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Signed in as/)).toBeInTheDocument();
  });
});
