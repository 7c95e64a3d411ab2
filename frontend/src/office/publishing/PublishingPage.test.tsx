import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleApp } from '../ConsoleApp';
import { publishFollowing } from './usePublishFollower';

const staff = { email: 'clerk@school.example.np', role: 'office' } as const;

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fake office answering "METHOD path" (or the path) with its queue of answers (the last one again), recording every request. */
function fakeOffice(answers: Record<string, (() => Response)[]>) {
  const sent: { path: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ path, method });
      const queue = answers[`${method} ${path}`] ?? answers[path];
      if (!queue) throw new Error(`no answer for ${path}`);
      return (queue.length > 1 ? queue.shift()! : queue[0]!)();
    }),
  );
  return sent;
}

async function openPublishing() {
  window.history.replaceState(null, '', '/office/publishing');
  await act(async () => {
    render(<ConsoleApp />);
  });
  await screen.findByRole('heading', { level: 1, name: 'Publishing' }, { timeout: 30_000 });
}

const entries = {
  entries: [
    {
      collection: 'notices',
      name: 'dashain-holiday-2082',
      title: 'Dashain holiday',
      date: '2026-09-25',
      hasNepali: true,
      version: 'v1',
    },
    {
      collection: 'news',
      name: 'sports-day',
      title: 'Sports day',
      date: '2026-11-20',
      hasNepali: false,
      version: 'v2',
    },
  ],
};
const noHistory = { live: null, history: [], waiting: null };
const history = {
  live: 'r2',
  history: [
    { release: 'r2', publishedAt: '2026-11-27T03:20:35Z', files: 12, live: true },
    { release: 'r1', publishedAt: '2026-11-26T10:00:00Z', files: 11, live: false },
  ],
  waiting: null,
};
const request =
  (state: string, extra: Record<string, unknown> = {}) =>
  () =>
    answer(200, { request: 'q1', action: 'publish', state, requestedAt: '2026-11-28T10:00:00Z', ...extra });

describe('the console’s Publishing page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    publishFollowing.everyMs = 5;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    publishFollowing.everyMs = 1000;
  });

  it('lists the entries by collection with their dates in both calendars, Nepali or not, and a New action each', async () => {
    fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/content': [() => answer(200, entries)],
      '/api/office/publish': [() => answer(200, history)],
    });
    await openPublishing();
    const notices = await screen.findByRole('region', { name: 'Notices' });
    expect(within(notices).getByRole('link', { name: 'Edit “Dashain holiday”' })).toHaveAttribute(
      'href',
      '/office/publishing/notices/dashain-holiday-2082',
    );
    expect(within(notices).getByText(/English and Nepali/)).toHaveTextContent(/B\.S\. \(25 Sep 2026\)/);
    expect(within(notices).getByRole('link', { name: 'New notice' })).toHaveAttribute(
      'href',
      '/office/publishing/notices/new',
    );
    const news = screen.getByRole('region', { name: 'News' });
    expect(within(news).getByText(/English only/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Vacancies' })).getByText('Nothing written yet.'),
    ).toBeInTheDocument();
    // The history: Nepal time, B.S. with A.D., the live one marked.
    const kept = await screen.findByText(/12 files/);
    expect(kept).toHaveTextContent('11 Mangsir 2083 B.S. (27 Nov 2026), 9:05 AM: 12 files(live now)');
  });

  it('publishes and follows the request, waiting → building → live, with links to the public pages', async () => {
    const user = userEvent.setup();
    let live = false;
    const sent = fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/content': [() => answer(200, entries)],
      // StrictMode asks for the history twice at load: it changes once the request is live, not by count.
      'GET /api/office/publish': [() => answer(200, live ? history : noHistory)],
      'POST /api/office/publish': [() => answer(202, { request: 'q1' })],
      '/api/office/publish/q1': [
        request('waiting'),
        request('building'),
        () => {
          live = true;
          return request('live', { release: 'r3' })();
        },
      ],
    });
    await openPublishing();
    await screen.findByText('The site has not been published from here yet.');
    await user.click(screen.getByRole('button', { name: 'Publish the site' }));

    const done = await screen.findByText('The site now shows it.');
    expect(done.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Notices' })).toHaveAttribute('href', '/notices');
    expect(sent.filter((each) => each.path === '/api/office/publish/q1').length).toBe(3);
    expect(sent.filter((each) => each.method === 'POST').map((each) => each.path)).toEqual(['/api/office/publish']);
    expect(await screen.findByText(/12 files/)).toBeInTheDocument();
  });

  it('shows a refused publish’s problems as the publisher wrote them', async () => {
    const user = userEvent.setup();
    const problems = 'notices/dashain.md line 3: date must be a date\nnews/sports.md line 7: "cover" is missing';
    fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/content': [() => answer(200, entries)],
      'GET /api/office/publish': [() => answer(200, noHistory)],
      'POST /api/office/publish': [() => answer(202, { request: 'q1' })],
      '/api/office/publish/q1': [request('building'), request('refused', { problems })],
    });
    await openPublishing();
    await screen.findByText('The site has not been published from here yet.');
    await user.click(screen.getByRole('button', { name: 'Publish the site' }));
    expect(await screen.findByText('The site was not published: nothing changed.')).toBeInTheDocument();
    const shown = screen.getByText(/line 3: date must be a date/);
    expect(shown.tagName).toBe('PRE');
    expect(shown.textContent).toBe(problems);
  });

  it('undoes the last publish only after a confirmation, and follows it the same way', async () => {
    const user = userEvent.setup();
    const sent = fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/content': [() => answer(200, entries)],
      '/api/office/publish': [() => answer(200, history)],
      '/api/office/publish/undo': [() => answer(202, { request: 'q2' })],
      '/api/office/publish/q2': [
        () => answer(200, { request: 'q2', action: 'undo', state: 'building', requestedAt: '2026-11-28T10:00:00Z' }),
        () =>
          answer(200, {
            request: 'q2',
            action: 'undo',
            state: 'live',
            requestedAt: '2026-11-28T10:00:00Z',
            release: 'r1',
          }),
      ],
    });
    await openPublishing();
    await screen.findByText(/12 files/);
    await user.click(screen.getByRole('button', { name: 'Undo the last publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Undo the last publish?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.some((each) => each.path === '/api/office/publish/undo')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Undo the last publish' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Undo the last publish?' })).getByRole('button', {
        name: 'Undo the last publish',
      }),
    );
    expect(
      await screen.findByText('The last publish was undone: the site shows what it showed before.'),
    ).toBeInTheDocument();
    expect(sent.filter((each) => each.path === '/api/office/publish/undo').length).toBe(1);
  });

  it('follows a request already waiting instead of sending another', async () => {
    let live = false;
    const waiting = { request: 'q1', action: 'publish', state: 'waiting', requestedAt: '2026-11-28T10:00:00Z' };
    const sent = fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/content': [() => answer(200, entries)],
      '/api/office/publish': [() => answer(200, live ? history : { ...history, waiting })],
      '/api/office/publish/q1': [
        request('building'),
        () => {
          live = true;
          return request('live', { release: 'r3' })();
        },
      ],
    });
    await openPublishing();
    expect(await screen.findByText('The site now shows it.')).toBeInTheDocument();
    expect(sent.some((each) => each.method === 'POST')).toBe(false);
  });

  it('is in Nepali under /office/ne/, dates in B.S. with A.D. beside', async () => {
    fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/content': [() => answer(200, entries)],
      '/api/office/publish': [() => answer(200, history)],
    });
    window.history.replaceState(null, '', '/office/ne/publishing');
    await act(async () => {
      render(<ConsoleApp />);
    });
    await screen.findByRole('heading', { level: 1, name: 'प्रकाशन' }, { timeout: 30_000 });
    const notices = await screen.findByRole('region', { name: 'सूचनाहरू' });
    expect(within(notices).getByRole('link', { name: 'नयाँ सूचना' })).toHaveAttribute(
      'href',
      '/office/ne/publishing/notices/new',
    );
    expect(within(notices).getByText(/अङ्ग्रेजी र नेपाली/)).toHaveTextContent(/वि\.सं\./);
    expect(screen.getByRole('button', { name: 'साइट प्रकाशित गर्नुहोस्' })).toBeInTheDocument();
  });
});
