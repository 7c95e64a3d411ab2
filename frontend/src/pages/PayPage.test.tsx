import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentTexts } from '../content/payment';
import { Component as PayPage } from './PayPage';

const fees = paymentTexts.en.fees;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The fees section is a chunk of its own: its first import can take seconds on a busy machine.
describe('the pay page with and without dues', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  const renderPage = () =>
    render(
      <MemoryRouter>
        <PayPage />
      </MemoryRouter>,
    );

  it('keeps the free-amount form alone when the school offers no dues, or the question fails', async () => {
    for (const answer of [json(200, { offered: false }), json(503, { message: 'restarting' })]) {
      const fetchMock = vi.fn(async () => answer);
      vi.stubGlobal('fetch', fetchMock);
      const { unmount } = renderPage();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/fees/offered', expect.anything()));
      expect(screen.getByRole('heading', { level: 2, name: 'Payment details' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: fees.heading })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows "Pay school fees" first and the free-amount form as "Another payment" when dues are offered', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { offered: true })),
    );
    renderPage();
    const section = await screen.findByRole('heading', { level: 2, name: fees.heading }, { timeout: 5000 });
    const another = screen.getByRole('heading', { level: 2, name: fees.anotherPayment });
    expect(section.compareDocumentPosition(another) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment details' })).not.toBeInTheDocument();
  });
});
