import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentDetailAnswer, PaymentLedgerAnswer, StaffCommentsAnswer } from '@school/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleApp } from './ConsoleApp';

/**
 * The console's payments and comments pages against a fake `fetch`: what they show of the services' answers, and
 * what they ask of them. The services' own behaviour is their API tests'; the whole path is office-ledger.spec.ts's.
 */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers by path (the query included); every request's path and body is kept. */
function fakeServices(answer: (path: string) => Response) {
  const sent: { path: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      sent.push({ path, method: init?.method ?? 'GET' });
      return answer(path);
    }),
  );
  return sent;
}

const accounts = { email: 'accounts@school.example.np', role: 'accounts' } as const;
const clerk = { email: 'clerk@school.example.np', role: 'office' } as const;

const ledger: PaymentLedgerAnswer = {
  payments: [
    {
      id: 'txn_1_a',
      wallet: 'esewa',
      studentName: 'Asha Yadav',
      className: 'Grade 3',
      roll: 7,
      parentName: 'Hari Yadav',
      amountPaisa: 150_050,
      status: 'COMPLETED',
      // 00:15 on 21 Nov in Nepal.
      createdAt: '2026-11-20T18:30:00.000Z',
      completedAt: '2026-11-20T18:31:00.000Z',
      receiptNumber: '2083-000001',
    },
  ],
  total: 120,
  page: 2,
  pageSize: 50,
  totals: [
    { status: 'COMPLETED', count: 100, amountPaisa: 15_005_000 },
    { status: 'FAILED', count: 1, amountPaisa: 70_000 },
  ],
};

const detail: PaymentDetailAnswer = {
  payment: ledger.payments[0]!,
  esewaRef: 'REF123',
  khaltiTransactionId: null,
  updatedAt: '2026-11-20T18:31:00.000Z',
  history: [{ from: 'PENDING', to: 'COMPLETED', source: 'callback', at: '2026-11-20T18:31:00.000Z' }],
  receipt: { number: '2083-000001', path: '/receipt#abc' },
};

async function openConsoleAt(path: string) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(<ConsoleApp />);
  });
}

describe('the console’s payments and comments', { timeout: 20_000 }, () => {
  beforeEach(() => {
    document.documentElement.lang = 'en';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // First in the file: the Nepali dates' words are then not yet loaded when the rows arrive (office-ledger.spec.ts's
  // axe once found the page blank, without a heading, while they loaded).
  it('in Nepali, the comments page stays on screen, heading and all, while its rows’ words load', async () => {
    const comments: StaffCommentsAnswer = {
      awaitingApproval: [],
      recent: [
        {
          id: '6',
          name: 'Ram',
          text: 'धन्यवाद',
          postId: 'sports-day',
          state: 'published',
          createdAt: '2026-11-20T04:00:00.000Z',
        },
      ],
    };
    fakeServices((path) => (path === '/api/office/session' ? json(200, clerk) : json(200, comments)));
    // React hides a tree that suspends after it was shown (display: none) and shows the nearest fallback instead.
    const headingShown = () => {
      const heading = document.querySelector('h1');
      return !!heading && !heading.closest('[style*="display: none"]');
    };
    let seen = false;
    let lost = false;
    const watch = new MutationObserver(() => {
      if (headingShown()) seen = true;
      else if (seen) lost = true;
    });
    watch.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    try {
      await openConsoleAt('/office/ne/comments');
      expect(await screen.findByText('धन्यवाद', undefined, { timeout: 10_000 })).toBeInTheDocument();
    } finally {
      watch.disconnect();
    }
    expect(seen).toBe(true);
    expect(lost).toBe(false);
  });

  it('shows the ledger of the address’s filters: totals, rupees from paisa, Nepal time in both calendars, paging', async () => {
    const sent = fakeServices((path) => (path === '/api/office/session' ? json(200, accounts) : json(200, ledger)));
    await openConsoleAt('/office/payments?status=COMPLETED&q=Asha&page=2');
    const table = await screen.findByRole('table', { name: 'Ledger' }, { timeout: 10_000 });
    expect(sent.map((request) => request.path)).toContain('/api/office/payments?status=COMPLETED&q=Asha&page=2');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('5 Mangsir 2083 B.S. (21 Nov 2026), 12:15 AM');
    expect(row).toHaveTextContent('Asha Yadav (Grade 3)');
    expect(row).toHaveTextContent('Rs. 1,500.50');
    expect(row).toHaveTextContent('2083-000001');
    expect(screen.getByRole('list', { name: 'Totals for these filters' })).toHaveTextContent(
      'Completed: 100 payments, Rs. 1,50,050.00Failed: 1 payment, Rs. 700.00',
    );
    expect(screen.getByText('Page 2 of 3 (120 payments)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/office/payments?status=COMPLETED&q=Asha',
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/office/payments?status=COMPLETED&q=Asha&page=3',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/office/payments/export?status=COMPLETED&q=Asha',
    );
    expect(screen.getByLabelText('Status')).toHaveValue('COMPLETED');
  });

  it('puts new filters in the address, back on the first page', async () => {
    const user = userEvent.setup();
    fakeServices((path) => (path === '/api/office/session' ? json(200, accounts) : json(200, ledger)));
    await openConsoleAt('/office/payments?page=2');
    await screen.findByRole('table', { name: 'Ledger' }, { timeout: 10_000 });
    await user.selectOptions(screen.getByLabelText('Class'), 'Grade 5');
    await user.type(screen.getByLabelText('Name or transaction id'), 'Gita');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(window.location.search).toBe('?class=Grade+5&q=Gita'));
  });

  it('says so when the role does not open the payments, without asking for them', async () => {
    const asked = fakeServices((path) => (path === '/api/office/session' ? json(200, clerk) : json(200, ledger)));
    await openConsoleAt('/office/payments');
    expect(
      await screen.findByText('Your role cannot open this page. Ask an administrator if you need it.'),
    ).toBeInTheDocument();
    expect(asked.filter(({ path }) => path.startsWith('/api/office/payments'))).toEqual([]);
  });

  it('says so when the office refuses the payments since the console loaded (a role changed: 403)', async () => {
    fakeServices((path) =>
      path === '/api/office/session' ? json(200, accounts) : json(403, { message: 'Your role does not allow this.' }),
    );
    await openConsoleAt('/office/payments');
    expect(await screen.findByText('Your role does not open the payments.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows one payment with its history and the receipt page to print, in the page’s language', async () => {
    fakeServices((path) => (path === '/api/office/session' ? json(200, accounts) : json(200, detail)));
    await openConsoleAt('/office/ne/payments/txn_1_a');
    const print = await screen.findByRole('link', { name: 'रसिद छाप्नुहोस्' }, { timeout: 10_000 });
    expect(print).toHaveAttribute('href', '/ne/receipt#abc');
    expect(print).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/बाँकी → पूरा \(callback\)/)).toBeInTheDocument();
  });

  it('lists the comments awaiting approval first, and approves one, then shows the list again', async () => {
    const user = userEvent.setup();
    const waiting = { id: '7', name: 'Gita', text: 'Thank you', createdAt: '2026-11-20T04:00:00.000Z' };
    const comments: StaffCommentsAnswer = {
      awaitingApproval: [{ ...waiting, postId: 'peace-rally', state: 'pending' }],
      recent: [{ ...waiting, id: '6', name: 'Ram', postId: 'sports-day', state: 'hidden' }],
    };
    const sent = fakeServices((path) => {
      if (path === '/api/office/session') return json(200, clerk);
      if (path === '/api/office/comments/7/approve') return json(200, { id: '7', state: 'published', changed: true });
      return json(200, comments);
    });
    await openConsoleAt('/office/comments');
    const awaiting = await screen.findByRole('region', { name: 'Awaiting approval' }, { timeout: 10_000 });
    const recent = screen.getByRole('region', { name: 'Newest comments' });
    // The queue comes first.
    expect(awaiting.compareDocumentPosition(recent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(awaiting).getByText('Thank you')).toBeInTheDocument();
    expect(within(recent).getByRole('button', { name: 'Show again: Ram' })).toBeInTheDocument();
    const listings = () => sent.filter((request) => request.path === '/api/office/comments').length;
    const before = listings();
    await user.click(screen.getByRole('button', { name: 'Approve: Gita' }));
    expect(await screen.findByText('Comment by Gita: Published')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/office/comments/7/approve',
    ]);
    await waitFor(() => expect(listings()).toBe(before + 1));
  });
});
