import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as PaymentFailurePage } from './PaymentFailurePage';
import { Component as PaymentSuccessPage } from './PaymentSuccessPage';
import { sampleReceipt, sampleReceiptToken } from '../features/payment/receiptFixtures';

const id = 'txn_1726567890123_k3j9x2ab';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** nginx's answer while payment-service restarts, then the service's own answer. */
function restartingThen(status: number, body: unknown) {
  const fetchMock = vi
    .fn()
    .mockResolvedValueOnce(
      new Response('{"message":"This service is restarting or unavailable. Please try again in a few seconds."}', {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '1' },
      }),
    )
    .mockResolvedValueOnce(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const restartingText =
  "The school's payment service is restarting or cannot be reached right now. Trying again in 1 second...";

function sentBody(fetchMock: ReturnType<typeof vi.fn>) {
  return JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
}

function renderPage(page: 'success' | 'failure', search = '') {
  window.history.replaceState(null, '', `/payment-${page}${search}`);
  render(<MemoryRouter>{page === 'success' ? <PaymentSuccessPage /> : <PaymentFailurePage />}</MemoryRouter>);
}

describe('the payment success page', () => {
  beforeEach(() => sessionStorage.setItem('currentTransaction', id));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("sends SUCCESS with eSewa's data as received and shows the verified receipt", async () => {
    const fetchMock = respond(200, {
      status: 'COMPLETED',
      receipt: {
        transactionId: id,
        studentName: 'Sita Yadav',
        className: 'Grade 3',
        roll: 7,
        parentName: 'Ram Yadav',
        amount: 1500.5,
        wallet: 'esewa',
        esewaRef: '000AWEO',
        completedAt: '2025-09-17T08:21:30.000Z',
      },
    });
    renderPage('success', '?data=eyJh+b/c=');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({ product_id: id, status: 'SUCCESS', data: 'eyJh+b/c=' });
    expect(screen.getByText('Your payment has been verified with eSewa. Thank you!')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,500.50')).toBeInTheDocument();
    expect(screen.getByText('000AWEO')).toBeInTheDocument();
    // The receipt names the child: the class, and the roll number the parent gave.
    expect(screen.getByText('Class').nextElementSibling).toHaveTextContent('Grade 3');
    expect(screen.getByText('Roll number').nextElementSibling).toHaveTextContent('7');
    // When eSewa completed it, in the reader's time zone, with the B.S. date of that day beside.
    expect(screen.getByText('Paid on').nextElementSibling).toHaveTextContent(
      /^17 Sep 2025 \(1 Asoj 2082 B\.S\.\), \d{1,2}:\d\d [AP]M$/,
    );
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
  });

  it("shows the school's receipt, with its items and number, and links to its own page when the answer has a token", async () => {
    const walletReceipt = {
      transactionId: id,
      studentName: 'Sita Yadav',
      className: 'Grade 3',
      roll: 7,
      parentName: 'Ram Yadav',
      amount: 9500,
      wallet: 'esewa',
      esewaRef: '000AWEO',
      completedAt: '2025-09-17T06:15:00.000Z',
    };
    const fetchMock = vi.fn(async (address: string) =>
      address === '/api/payment-status'
        ? Response.json({ status: 'COMPLETED', receipt: walletReceipt, receiptToken: sampleReceiptToken })
        : Response.json(sampleReceipt),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage('success', '?data=eyJh');
    expect(await screen.findByRole('article', { name: 'Fee receipt' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([address]) => address)).toEqual([
      '/api/payment-status',
      `/api/receipts/${sampleReceiptToken}`,
    ]);
    expect(screen.getByText('2082/83-000123')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Tuition' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the receipt to keep or print it' })).toHaveAttribute(
      'href',
      `/receipt#${sampleReceiptToken}`,
    );
    // The school's receipt takes the wallet's place: one receipt on the page.
    expect(screen.queryByRole('region', { name: 'Fee payment receipt' })).not.toBeInTheDocument();
  });

  it("keeps the wallet's receipt, still linking to the receipt's page, when the school's cannot be fetched", async () => {
    const fetchMock = vi.fn(async (address: string) =>
      address === '/api/payment-status'
        ? Response.json({
            status: 'COMPLETED',
            receipt: {
              transactionId: id,
              studentName: 'Sita Yadav',
              className: null,
              roll: null,
              parentName: 'Ram Yadav',
              amount: 9500,
              wallet: 'esewa',
              esewaRef: '000AWEO',
              completedAt: '2025-09-17T06:15:00.000Z',
            },
            receiptToken: sampleReceiptToken,
          })
        : Response.json({ message: 'unavailable' }, { status: 503 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage('success', '?data=eyJh');
    expect(await screen.findByRole('link', { name: 'Open the receipt to keep or print it' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Fee payment receipt' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('article', { name: 'Fee receipt' })).not.toBeInTheDocument();
  });

  it("shows only the wallet's receipt, with no link, when an older service sends no token", async () => {
    respond(200, {
      status: 'COMPLETED',
      receipt: {
        transactionId: id,
        studentName: 'Sita Yadav',
        className: null,
        roll: null,
        parentName: 'Ram Yadav',
        amount: 9500,
        wallet: 'esewa',
        esewaRef: '000AWEO',
        completedAt: '2025-09-17T06:15:00.000Z',
      },
    });
    renderPage('success', '?data=eyJh');
    expect(await screen.findByRole('region', { name: 'Fee payment receipt' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the receipt to keep or print it' })).not.toBeInTheDocument();
  });

  it('shows any other status as "Payment status: " + status', async () => {
    respond(200, { status: 'PENDING', message: 'eSewa could not be reached.' });
    renderPage('success');
    expect(await screen.findByText('Payment status: PENDING')).toBeInTheDocument();
    expect(screen.getByText('eSewa could not be reached.')).toBeInTheDocument();
  });

  it('says plainly when the payment service is restarting, and asks again', async () => {
    const fetchMock = restartingThen(200, { status: 'PENDING' });
    renderPage('success', '?data=eyJh');
    expect(await screen.findByText(restartingText)).toBeInTheDocument();
    expect(await screen.findByText('Payment status: PENDING', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentBody(fetchMock)).toEqual({ product_id: id, status: 'SUCCESS', data: 'eyJh' });
  });

  it('shows the verification error when the server refuses', async () => {
    respond(400, { message: "eSewa's payment confirmation could not be verified." });
    renderPage('success', '?data=forged');
    expect(await screen.findByText('Error verifying payment. Please contact support.')).toBeInTheDocument();
  });

  it('says when there is no transaction, without calling the server', async () => {
    sessionStorage.clear();
    const fetchMock = respond(200, {});
    renderPage('success');
    // (Its words are in the page from the start, shown once the page has looked: see features/payment/UntilLooked.)
    expect(await screen.findByRole('heading', { level: 1, name: 'No payment to show' })).toBeInTheDocument();
    expect(screen.getByText('No transaction ID found')).toBeVisible();
    expect(screen.getByRole('link', { name: '+977 41-590123' })).toHaveAttribute('href', 'tel:+97741590123');
    expect(screen.getByRole('link', { name: 'Pay school fee' })).toHaveAttribute('href', '/pay');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("finds the payment in eSewa's data when this tab lost it", async () => {
    sessionStorage.clear();
    const fetchMock = respond(200, { status: 'PENDING' });
    const data = btoa(JSON.stringify({ transaction_uuid: id.replaceAll('_', '-') }));
    renderPage('success', `?data=${data}`);
    await screen.findByText('Payment status: PENDING');
    expect(sentBody(fetchMock).product_id).toBe(id);
  });
});

describe('the payment failure page', () => {
  beforeEach(() => sessionStorage.setItem('currentTransaction', id));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('says plainly when the payment service is restarting, and asks again', async () => {
    const fetchMock = restartingThen(200, { status: 'FAILED' });
    renderPage('failure');
    expect(await screen.findByText(restartingText)).toBeInTheDocument();
    expect(await screen.findByText('Transaction marked as failed', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends FAILED and says the transaction was marked as failed, offering to try again', async () => {
    const fetchMock = respond(200, { status: 'FAILED' });
    renderPage('failure');
    expect(await screen.findByText('Transaction marked as failed')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({ product_id: id, status: 'FAILED' });
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pay');
  });

  it('shows the fee as paid, with the receipt, when eSewa had completed the payment after all', async () => {
    respond(200, {
      status: 'COMPLETED',
      receipt: {
        transactionId: id,
        studentName: 'Sita Yadav',
        // A payment made before the class was asked: the receipt has no such rows.
        className: null,
        roll: null,
        parentName: 'Ram Yadav',
        amount: 1500,
        wallet: 'esewa',
        esewaRef: '000AWEO',
        completedAt: '2025-09-17T08:21:30.000Z',
      },
    });
    renderPage('failure');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.queryByText('Payment not completed')).not.toBeInTheDocument();
    expect(screen.queryByText(/Payment status:/)).not.toBeInTheDocument();
    expect(screen.getByText('Your payment has been verified with eSewa. Thank you!')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,500.00')).toBeInTheDocument();
    expect(screen.getByText('000AWEO')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText('Class')).not.toBeInTheDocument();
    expect(screen.queryByText('Roll number')).not.toBeInTheDocument();
  });

  it("says it couldn't update the status when the server kept another one", async () => {
    respond(200, { status: 'PENDING' });
    renderPage('failure');
    expect(await screen.findByText("Couldn't update transaction status")).toBeInTheDocument();
    expect(screen.getByText('Payment status: PENDING')).toBeInTheDocument();
  });

  it("says it couldn't update the status on a server error", async () => {
    respond(500, { message: 'Something went wrong' });
    renderPage('failure');
    expect(await screen.findByText("Couldn't update transaction status")).toBeInTheDocument();
  });

  it('says the server could not be notified when nothing answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderPage('failure');
    expect(await screen.findByText('Error notifying server of payment failure')).toBeInTheDocument();
  });

  it('says when there is no transaction', async () => {
    sessionStorage.clear();
    renderPage('failure');
    expect(await screen.findByRole('heading', { level: 1, name: 'No payment to show' })).toBeInTheDocument();
    expect(screen.getByText('No transaction ID found')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'What to do next' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+977 41-590123' })).toHaveAttribute('href', 'tel:+97741590123');
  });
});

describe("the result pages and Khalti's return", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("sends SUCCESS with Khalti's pidx (the payment from the return when the tab lost it) and shows the receipt", async () => {
    const fetchMock = respond(200, {
      status: 'COMPLETED',
      receipt: {
        transactionId: id,
        studentName: 'Sita Yadav',
        className: 'Grade 3',
        roll: null,
        parentName: 'Ram Yadav',
        amount: 1500,
        wallet: 'khalti',
        esewaRef: null,
        khaltiTransactionId: '4H7AhoXDJWg5WjrcPT9ixW',
        completedAt: '2025-09-17T06:15:00.000Z',
      },
    });
    renderPage('success', `?pidx=bZQLD9wRVWo4CdESSfuSsB&status=Completed&purchase_order_id=${id}`);
    expect(await screen.findByText('Your payment has been verified with Khalti. Thank you!')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({ product_id: id, status: 'SUCCESS', pidx: 'bZQLD9wRVWo4CdESSfuSsB' });
    expect(screen.getByText('4H7AhoXDJWg5WjrcPT9ixW')).toBeInTheDocument();
  });

  it('sends a cancelled Khalti return on to the failure page, which reports FAILED with the pidx', async () => {
    const fetchMock = respond(200, { status: 'FAILED' });
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, search: '?pidx=abc&status=User%20canceled', replace });
    render(
      <MemoryRouter>
        <PaymentSuccessPage />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/payment-failure?pidx=abc&status=User%20canceled'));
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();

    const failed = respond(200, { status: 'FAILED' });
    sessionStorage.setItem('currentTransaction', id);
    renderPage('failure', '?pidx=abc&status=User%20canceled');
    await vi.waitFor(() => expect(failed).toHaveBeenCalled());
    expect(sentBody(failed)).toEqual({ product_id: id, status: 'FAILED', pidx: 'abc' });
  });
});
