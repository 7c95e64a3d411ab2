import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouterWithPending } from './BrowserRouterWithPending';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('BrowserRouterWithPending', () => {
  it("adds a history entry for a link's navigation, and follows Back", async () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouterWithPending>
        <Link to="/about">About</Link>
        <CurrentPath />
      </BrowserRouterWithPending>,
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
      <BrowserRouterWithPending>
        <Link to="/contact">Contact</Link>
      </BrowserRouterWithPending>,
    );
    const entries = window.history.length;
    await userEvent.setup().click(screen.getByRole('link', { name: 'Contact' }));
    expect(window.history.length).toBe(entries);
  });
});
