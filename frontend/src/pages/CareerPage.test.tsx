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

  it('answers Apply with the vacancy-closed message, and closes again', async () => {
    const user = userEvent.setup();
    render(<CareerPage />, { wrapper: MemoryRouter });
    await user.click(screen.getByRole('button', { name: 'Apply: Primary Math Teacher' }));

    const dialog = await screen.findByRole('dialog', { name: 'Primary Math Teacher' });
    expect(dialog).toHaveAccessibleDescription(
      'Vacancy is closed. Thank you for your interest. Please check back for future openings.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says how to apply until the closing day has passed in Nepal, judged by the clock when Apply is pressed', async () => {
    // 29 August 2025, 00:05 in Nepal: the kindergarten post closed on the 28th, the maths post closes today.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-08-28T18:20:00Z'));
    const user = userEvent.setup();
    render(<CareerPage />, { wrapper: MemoryRouter });

    await user.click(screen.getByRole('button', { name: 'Apply: Primary Math Teacher' }));
    const open = await screen.findByRole('dialog', { name: 'Primary Math Teacher' });
    expect(open).toHaveAccessibleDescription(
      'Send your CV and a short letter to info@mithilasunrise.edu.np, or bring them to the school office (Sunday to Friday, 9 AM to 4 PM).',
    );
    await user.click(within(open).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Apply: Kindergarten Teacher' }));
    expect(await screen.findByRole('dialog', { name: 'Kindergarten Teacher' })).toHaveAccessibleDescription(
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

    await user.click(screen.getByRole('button', { name: 'आवेदन दिनुहोस्: प्राथमिक तहको गणित शिक्षक' }));
    const dialog = await screen.findByRole('dialog', { name: 'प्राथमिक तहको गणित शिक्षक' });
    expect(dialog).toHaveAccessibleDescription(
      'यो पदको आवेदन बन्द भइसकेको छ। तपाईंको चासोका लागि धन्यवाद। आगामी अवसरका लागि कृपया फेरि हेर्नुहोस्।',
    );
    expect(within(dialog).getByRole('button', { name: 'बन्द गर्नुहोस्' })).toBeInTheDocument();
  });
});
