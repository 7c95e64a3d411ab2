import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../test/browserStubs';
import { Component as CareerPage } from './CareerPage';

describe('the careers page', () => {
  beforeEach(() => stubMatchMedia());

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
});
