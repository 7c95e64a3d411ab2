import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryLocation } from '../../test/MemoryLocation';
import { isSamePath, useLocation } from './location';
import { NavLink, RouterLink } from './RouterLink';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderAt(initialPath: string, links: React.ReactNode) {
  render(
    <MemoryLocation initialPath={initialPath}>
      {links}
      <CurrentPath />
    </MemoryLocation>,
  );
}

describe('RouterLink', () => {
  it('is a real link to the path, and a plain click shows that page without leaving the app', async () => {
    renderAt('/', <RouterLink to="/about">About</RouterLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about');
    await userEvent.setup().click(link);
    expect(screen.getByTestId('path')).toHaveTextContent('/about');
  });

  it('leaves a click with a modifier key, another button or a target to the browser (a new tab or window)', () => {
    const takenOver: boolean[] = [];
    renderAt(
      '/',
      // Records whether the link took the click over, then stops it: jsdom cannot open another document.
      <div
        onClick={(event) => {
          takenOver.push(event.defaultPrevented);
          event.preventDefault();
        }}
      >
        <RouterLink to="/about">About</RouterLink>
        <RouterLink to="/terms" target="_blank">
          Terms
        </RouterLink>
      </div>,
    );
    const about = screen.getByRole('link', { name: 'About' });
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      fireEvent.click(about, click);
    }
    fireEvent.click(screen.getByRole('link', { name: 'Terms' }));
    fireEvent.click(about);
    expect(takenOver).toEqual([false, false, false, false, false, false, true]);
    expect(screen.getByTestId('path')).toHaveTextContent('/about');
  });

  it("runs the link's own click handler first, which may keep the navigation from happening", async () => {
    renderAt(
      '/',
      <RouterLink to="/about" onClick={(event) => event.preventDefault()}>
        About
      </RouterLink>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });
});

describe('NavLink', () => {
  it('marks only the link to the page on screen as current (class "active" and aria-current)', () => {
    renderAt(
      '/Contact/',
      <>
        <NavLink to="/" className="menu">
          Home
        </NavLink>
        <NavLink to="/contact" className="menu">
          Contact
        </NavLink>
      </>,
    );
    const contact = screen.getByRole('link', { name: 'Contact' });
    expect(contact).toHaveAttribute('aria-current', 'page');
    expect(contact).toHaveClass('menu', 'active');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).not.toHaveAttribute('aria-current');
    expect(home).not.toHaveClass('active');
  });
});

describe('isSamePath', () => {
  it('ignores a trailing slash and letter case, nothing else', () => {
    expect(isSamePath('/about/', '/About')).toBe(true);
    expect(isSamePath('/', '')).toBe(true);
    expect(isSamePath('/blog', '/blogs/peace-rally')).toBe(false);
    expect(isSamePath('/about', '/about/team')).toBe(false);
  });
});
