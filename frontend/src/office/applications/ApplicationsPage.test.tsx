import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleApp } from '../ConsoleApp';

const staff = { email: 'clerk@school.example.np', role: 'office' } as const;

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fake office answering by path (the query string included), recording every request with its method and body. */
function fakeOffice(answers: Record<string, () => Response>) {
  const sent: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      sent.push({ path, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const reply = answers[path];
      if (!reply) throw new Error(`no answer for ${path}`);
      return reply();
    }),
  );
  return sent;
}

async function openConsoleAt(path: string) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(<ConsoleApp />);
  });
}

const application = {
  reference: 'ADM-2K7QX9',
  receivedAt: '2026-11-26T20:00:00.000Z',
  status: 'new',
  details: { firstName: 'Asha', middleName: '', lastName: 'Rai', dob: '2019-04-15', classApplied: 'Grade 1' },
  files: { photo: 'photo.jpg', certificate: 'certificate.pdf' },
  history: [],
};

// Typing with userEvent and the first load of a lazy page take seconds on a busy machine.
describe('the desk’s applications pages', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the API for the list the address describes, and a new filter goes into the address, back to page 1', async () => {
    const user = userEvent.setup();
    const sent = fakeOffice({
      '/api/office/session': () => answer(200, staff),
      '/api/office/applications?status=in-review&q=Asha&page=2': () =>
        answer(200, {
          applications: [{ ...application, studentName: 'Asha Rai', status: 'in-review' }],
          total: 51,
          page: 2,
          pageSize: 50,
        }),
      '/api/office/applications?status=in-review&class=Grade+1&q=Asha': () =>
        answer(200, { applications: [], total: 0, page: 1, pageSize: 50 }),
    });
    await openConsoleAt('/office/applications?status=in-review&q=Asha&page=2');

    const item = await screen.findByRole('link', { name: /Asha Rai/ }, { timeout: 30_000 });
    expect(item).toHaveAttribute('href', '/office/applications/ADM-2K7QX9');
    expect(item).toHaveTextContent('11 Mangsir 2083 B.S. (27 Nov 2026), 1:45 AM');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Reference or child’s name' })).toHaveValue('Asha');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('in-review');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), 'Grade 1');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByText('No application matches these filters.', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(window.location.search).toBe('?status=in-review&class=Grade+1&q=Asha');
    expect(sent.map((request) => request.path)).toContain(
      '/api/office/applications?status=in-review&class=Grade+1&q=Asha',
    );
  });

  it('shows one application’s date of birth in both calendars, offers only the moves its status allows, and posts the note', async () => {
    const user = userEvent.setup();
    const path = '/api/office/applications/ADM-2K7QX9';
    const sent = fakeOffice({
      '/api/office/session': () => answer(200, staff),
      [path]: () => answer(200, application),
      [`${path}/status`]: () => answer(200, { status: 'in-review' }),
    });
    await openConsoleAt('/office/applications/ADM-2K7QX9');

    expect(await screen.findByText('2 Baisakh 2076 B.S. (15 Apr 2019)', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Asha Rai' })).toHaveAttribute('src', `${path}/files/photo`);
    const certificate = screen.getByRole('link', { name: /View the birth certificate/ });
    expect(certificate).toHaveAttribute('target', '_blank');
    expect(certificate).toHaveAttribute('href', `${path}/files/certificate`);
    // An office member may not delete: that is the admins'.
    expect(screen.queryByRole('button', { name: 'Delete this application' })).toBeNull();

    const next = screen.getByRole('combobox', { name: /New status/ });
    expect(
      within(next)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New status', 'In review']);
    await user.selectOptions(next, 'in-review');
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Papers checked');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('The status is now: In review.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      path: `${path}/status`,
      method: 'POST',
      body: { status: 'in-review', note: 'Papers checked' },
    });
  });

  it('lets an admin delete after a confirm dialog: Cancel keeps it, Delete sends DELETE and the list says it is gone', async () => {
    const user = userEvent.setup();
    const path = '/api/office/applications/ADM-2K7QX9';
    const sent = fakeOffice({
      '/api/office/session': () => answer(200, { email: 'principal@school.example.np', role: 'admin' }),
      [path]: () => (sent.some((request) => request.method === 'DELETE') ? answer(204) : answer(200, application)),
      '/api/office/applications': () => answer(200, { applications: [], total: 0, page: 1, pageSize: 50 }),
    });
    await openConsoleAt('/office/applications/ADM-2K7QX9');

    await user.click(await screen.findByRole('button', { name: 'Delete this application' }, { timeout: 30_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this application?' });
    expect(dialog).toHaveTextContent('Application ADM-2K7QX9, its photo, its birth certificate');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    // Once the dialog has gone, the page is in the accessibility tree again.
    await user.click(await screen.findByRole('button', { name: 'Delete this application' }, { timeout: 30_000 }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    // The list is a lazy page: its first load may take seconds on a busy machine.
    expect(await screen.findByText('Application ADM-2K7QX9 was deleted.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/office/applications');
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([path]);
  });
});
