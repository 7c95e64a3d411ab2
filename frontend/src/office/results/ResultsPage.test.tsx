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

/** A fake office answering each path with its queue of answers (the last one again), recording every request. */
function fakeOffice(answers: Record<string, (() => Response)[]>) {
  const sent: { path: string; body: Record<string, unknown> | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      sent.push({ path, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined });
      const queue = answers[path];
      if (!queue) throw new Error(`no answer for ${path}`);
      return (queue.length > 1 ? queue.shift()! : queue[0]!)();
    }),
  );
  return sent;
}

async function openResults() {
  window.history.replaceState(null, '', '/office/results');
  await act(async () => {
    render(<ConsoleApp />);
  });
  await screen.findByRole('heading', { level: 1, name: 'Results' }, { timeout: 30_000 });
}

const exam = 'First Terminal 2082';
const listed = {
  name: exam,
  records: 2,
  perClass: [{ className: 'Grade 3', count: 2 }],
  publishedAt: '2026-11-26T20:00:00.000Z',
  publishedBy: 'admin@school.example.np',
};
const card = {
  name: 'Aarav Yadav',
  className: 'Grade 3',
  roll: 7,
  examType: exam,
  mother: 'Rekha Yadav',
  father: 'Sunil Yadav',
  dob: '2073-05-12',
  address: 'Dhalkebar-4, Dhanusha',
  subjects: [{ subject: 'English', fullMarks: 100, marks: 86 }],
  attendance: { presentDays: 58, schoolDays: 62 },
  coScholastic: [],
  summary: {
    subjects: [{ subject: 'English', fullMarks: 100, marks: 86, grade: 'A' }],
    totalMarks: 86,
    totalFullMarks: 100,
    percentage: 86,
    percentageText: '86.00',
    finalGrade: 'A',
  },
};
/** As Excel saves "CSV UTF-8": a byte order mark first. */
const csvWithBom = '\uFEFFname,class,roll\r\nAarav Yadav,Grade 3,7\r\n';

// Typing with userEvent and the first load of a lazy page take seconds on a busy machine.
describe('the console’s Results page', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the file as saved, byte order mark included, and lists every problem with its line and column; the name and file stay', async () => {
    const user = userEvent.setup();
    const sent = fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/results': [() => answer(200, { exams: [] })],
      '/api/office/results/check': [
        () =>
          answer(200, {
            problems: [
              { line: 3, column: 'English (100)', message: '170 marks is above the full marks of 100' },
              { line: 4, column: '', message: 'no subject has marks on this line' },
            ],
          }),
      ],
    });
    await openResults();
    expect(await screen.findByText('No results are published.')).toBeInTheDocument();

    // Nothing is sent before the form is complete; each missing part is said beside it.
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('textbox', { name: /Exam name/ })).toHaveFocus();
    expect(screen.getByText('Enter the exam’s name.')).toBeInTheDocument();
    expect(screen.getByText('Choose the results file.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Exam name/ }), exam);
    await user.upload(
      screen.getByLabelText('Results file (CSV)'),
      new File([csvWithBom], 'term1.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('Chosen: term1.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const summary = await screen.findByText(/The file has 2 problems; nothing was published/);
    expect(summary.closest('[tabindex="-1"]')).toHaveFocus();
    const table = screen.getByRole('table', { name: 'Problems in the file' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'LineColumnWhat is wrong',
      '3English (100)170 marks is above the full marks of 100',
      '4(the whole line)no subject has marks on this line',
    ]);
    expect(sent.find((each) => each.path === '/api/office/results/check')?.body).toEqual({ exam, csv: csvWithBom });
    expect(screen.getByRole('textbox', { name: /Exam name/ })).toHaveValue(exam);
    expect(screen.getByText('Chosen: term1.csv')).toBeInTheDocument();
  });

  it('previews a good file, and replaces an exam that has results only after a confirmation', async () => {
    const user = userEvent.setup();
    // StrictMode asks for the list twice at load: the list changes once the publish is answered, not by count.
    let replaced = false;
    const sent = fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/results': [() => answer(200, { exams: [replaced ? { ...listed, records: 1 } : listed] })],
      '/api/office/results/check': [
        () => answer(200, { preview: { count: 1, perClass: [{ className: 'Grade 3', count: 1 }], samples: [card] } }),
      ],
      '/api/office/results/publish': [
        () => {
          replaced = true;
          return answer(200, { exam, count: 1, replaced: true });
        },
      ],
    });
    await openResults();
    expect(await screen.findByText('2 students: Grade 3 2')).toBeInTheDocument();
    expect(screen.getByText(/by admin@school\.example\.np/)).toHaveTextContent('11 Mangsir 2083 B.S. (27 Nov 2026)');

    await user.type(screen.getByRole('textbox', { name: /Exam name/ }), exam);
    await user.upload(screen.getByLabelText('Results file (CSV)'), new File([csvWithBom], 'term1.csv'));
    await screen.findByText('Chosen: term1.csv');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const previewSummary = await screen.findByText(/The file is good: 1 student for “First Terminal 2082”/);
    expect(previewSummary.closest('[tabindex="-1"]')).toHaveFocus();
    expect(within(screen.getByRole('table', { name: 'Students per class' })).getByText('Grade 3')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Report Card/ })).toHaveTextContent('Aarav Yadav');

    await user.click(screen.getByRole('button', { name: 'Replace the results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the results of “First Terminal 2082”?' });
    expect(sent.some((each) => each.path === '/api/office/results/publish')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Replace the results' }));

    expect(
      await screen.findByText(/The results of “First Terminal 2082” were replaced: 1 student/),
    ).toBeInTheDocument();
    expect(sent.find((each) => each.path === '/api/office/results/publish')?.body).toEqual({
      exam,
      csv: csvWithBom,
      replace: true,
    });
    expect(await screen.findByText('1 student: Grade 3 2')).toBeInTheDocument();
  });

  it('deletes an exam only after a confirmation, and says when it was gone already', async () => {
    const user = userEvent.setup();
    const sent = fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/results': [() => answer(200, { exams: [listed] })],
      '/api/office/results/delete': [() => answer(404, { message: 'There is no exam with that name.' })],
    });
    await openResults();
    await user.click(await screen.findByRole('button', { name: `Delete the results of ${exam}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete the results of “${exam}”?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.some((each) => each.path === '/api/office/results/delete')).toBe(false);

    // Once the dialog has gone, the page is in the accessibility tree again.
    await user.click(await screen.findByRole('button', { name: `Delete the results of ${exam}` }, { timeout: 30_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('That exam is not there any more. The list is shown again.')).toBeInTheDocument();
    expect(sent.find((each) => each.path === '/api/office/results/delete')?.body).toEqual({ exam });
    // Asked for again after the refusal (StrictMode asked twice at load).
    expect(sent.filter((each) => each.path === '/api/office/results')).toHaveLength(3);
  });
});
