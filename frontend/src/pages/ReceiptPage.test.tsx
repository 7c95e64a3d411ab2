import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleReceipt, sampleReceiptToken } from '../features/payment/receiptFixtures';
import { Component as ReceiptPage } from './ReceiptPage';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function openReceiptPage(hash: string) {
  window.history.replaceState(null, '', `/receipt${hash}`);
  render(
    <MemoryRouter initialEntries={['/receipt']}>
      <ReceiptPage />
    </MemoryRouter>,
  );
}

/** The addresses fetched. */
function fetched(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.map((call) => String((call as unknown as [string])[0]));
}

describe('the receipt page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetches the receipt of the fragment's token and shows it, printable", async () => {
    const fetchMock = respond(200, sampleReceipt);
    openReceiptPage(`#${sampleReceiptToken}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Fee receipt' })).toBeInTheDocument();
    expect(screen.getByText('Opening the receipt...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Fee receipt' })).toBeInTheDocument();
    expect(fetched(fetchMock)).toEqual([`/api/receipts/${sampleReceiptToken}`]);
    expect(screen.getByRole('heading', { level: 1, name: 'Fee receipt' })).toBeInTheDocument();
    expect(screen.getByText('2082/83-000123')).toBeInTheDocument();
    expect(screen.getByText('Rupees nine thousand five hundred only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
  });

  it('says there is no receipt at an address without a token, and asks the service nothing', async () => {
    const fetchMock = respond(200, sampleReceipt);
    openReceiptPage('');
    expect(await screen.findByText('No receipt at this address')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fee receipt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+977 41-590123' })).toHaveAttribute('href', 'tel:+97741590123');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the same of a fragment that is no token, without sending it', async () => {
    const fetchMock = respond(200, sampleReceipt);
    openReceiptPage('#../../api/payments');
    expect(await screen.findByText('No receipt at this address')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fee receipt' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says there is no receipt at the address when the service knows none by its token', async () => {
    respond(404, { message: 'No receipt.' });
    openReceiptPage(`#${sampleReceiptToken}`);
    expect(await screen.findByText('No receipt at this address')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fee receipt' })).toBeInTheDocument();
    expect(screen.getByText(/Check that the whole link was copied/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says the receipt cannot be opened now, not that there is none, when the service is down', async () => {
    respond(503, { message: 'This service is restarting or unavailable.' });
    openReceiptPage(`#${sampleReceiptToken}`);
    expect(await screen.findByText('The receipt cannot be opened right now')).toBeInTheDocument();
    expect(screen.getByText(/Please try again in a few minutes/)).toBeInTheDocument();
  });
});
