import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from '../../lib/router/location';
import { RouterLink } from '../../lib/router/RouterLink';
import { BrowserLocation } from './BrowserLocation';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('BrowserLocation', () => {
  it("adds a history entry for a link's navigation, and follows Back", async () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserLocation>
        <RouterLink to="/about">About</RouterLink>
        <CurrentPath />
      </BrowserLocation>,
    );
    const entries = window.history.length;
    await userEvent.setup().click(screen.getByRole('link', { name: 'About' }));
    expect(window.location.pathname).toBe('/about');
    expect(window.history.length).toBe(entries + 1);
    expect(await screen.findByText('/about')).toBeInTheDocument();

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByText(/^\/$/)).toBeInTheDocument();
  });

  it('does not add a second entry for a link to the page on screen', async () => {
    window.history.replaceState(null, '', '/contact');
    render(
      <BrowserLocation>
        <RouterLink to="/contact">Contact</RouterLink>
      </BrowserLocation>,
    );
    const entries = window.history.length;
    await userEvent.setup().click(screen.getByRole('link', { name: 'Contact' }));
    expect(window.history.length).toBe(entries);
  });
});
