import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageContext } from '../lib/languageContext';
import { preloadTexts } from '../lib/texts';
import { stubMatchMedia } from '../test/browserStubs';
import { Component as CareerPage } from './CareerPage';

describe('the careers page', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(() => vi.useRealTimers());

  it('lists the four openings, each On School with its type', () => {
    render(<CareerPage />, { wrapper: MemoryRouter });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Kindergarten Teacher',
      'Primary Math Teacher',
      'School Librarian (part-time)',
      'Physical Education Coach',
    ]);
    expect(screen.getAllByText('On School')).toHaveLength(4);
    expect(screen.getAllByText('Full-time')).toHaveLength(3);
    expect(screen.getAllByText('Part-time')).toHaveLength(1);
  });

  it('says Closed on the list itself, with the closing day in both calendars, and offers no Apply on a closed vacancy', () => {
    render(<CareerPage />, { wrapper: MemoryRouter });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(within(card).getByText('Closed')).toBeVisible();
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    }
    const kindergarten = cards.find((card) => within(card).queryByText('Kindergarten Teacher'));
    expect(kindergarten).toHaveTextContent('Closed on 28 Aug 2025 (12 Bhadra 2082 B.S.)');
  });

  it('lists open vacancies first with their last day and Apply, judged by the day in Nepal', async () => {
    // 29 August 2025, 00:05 in Nepal: the kindergarten post closed on the 28th, the maths post closes today.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-08-28T18:20:00Z'));
    const user = userEvent.setup();
    render(<CareerPage />, { wrapper: MemoryRouter });

    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Primary Math Teacher',
      'School Librarian (part-time)',
      'Physical Education Coach',
      'Kindergarten Teacher',
    ]);
    const [maths, , , kindergarten] = screen.getAllByRole('article');
    expect(maths).toHaveTextContent('Apply by 29 Aug 2025 (13 Bhadra 2082 B.S.)');
    expect(within(maths!).queryByText('Closed')).not.toBeInTheDocument();
    expect(within(kindergarten!).getByText('Closed')).toBeVisible();
    expect(within(kindergarten!).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply: Primary Math Teacher' }));
    const open = await screen.findByRole('dialog', { name: 'Primary Math Teacher' });
    expect(open).toHaveAccessibleDescription(
      'Send your CV and a short letter to info@mithilasunrise.edu.np, or bring them to the school office (Sunday to Friday, 9 AM to 4 PM).',
    );
    await user.click(within(open).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The page stayed open past midnight in Nepal: Apply now says the vacancy has closed.
    vi.setSystemTime(new Date('2025-08-29T18:20:00Z'));
    await user.click(screen.getByRole('button', { name: 'Apply: Primary Math Teacher' }));
    expect(await screen.findByRole('dialog', { name: 'Primary Math Teacher' })).toHaveAccessibleDescription(
      'Vacancy is closed. Thank you for your interest. Please check back for future openings.',
    );
  });

  it('speaks Nepali around the vacancies on a Nepali page', async () => {
    // Every text set the page's modules define, in Nepali, as the browser loads them before hydrating.
    await preloadTexts('ne');
    const user = userEvent.setup();
    render(
      <LanguageContext value="ne">
        <MemoryRouter>
          <CareerPage />
        </MemoryRouter>
      </LanguageContext>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('रोजगारी');
    expect(screen.getAllByText('पूर्णकालीन')).toHaveLength(3);
    expect(screen.getAllByText('आंशिक समय')).toHaveLength(1);

    expect(screen.getAllByText('बन्द')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /आवेदन दिनुहोस्/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('आवेदन १२ भदौ २०८२ वि.सं. (२८ अगस्ट २०२५) मा बन्द भयो');
  });
});
