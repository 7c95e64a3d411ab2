import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../test/browserStubs';
import { MobileMenu } from './MobileMenu';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <MobileMenu />
      <CurrentPath />
    </MemoryRouter>,
  );
  return { hamburger: screen.getByRole('button', { name: 'Open menu' }), user: userEvent.setup() };
}

async function openMenu(hamburger: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.click(hamburger);
  return screen.findByRole('dialog', { name: 'Menu' });
}

const menuClosed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());

describe('the mobile menu', () => {
  beforeEach(() => stubMatchMedia());

  it('opens full screen with every item of the spec and the CONNECT WITH US links', async () => {
    const { hamburger, user } = renderMenu();
    const menu = await openMenu(hamburger, user);

    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'About', 'Contact', 'Pay Fee']) {
      expect(within(menu).getByRole('link', { name })).toBeVisible();
    }
    expect(within(menu).getByRole('button', { name: 'Academics' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).getByText('CONNECT WITH US')).toBeVisible();
    for (const name of [/Facebook/, /Instagram/, /YouTube/, /^Email/]) {
      expect(within(menu).getByRole('link', { name })).toBeVisible();
    }
    expect(within(menu).getByRole('link', { name: /^Email/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('folds the Academics group open and shut', async () => {
    const { hamburger, user } = renderMenu();
    const menu = await openMenu(hamburger, user);
    const group = within(menu).getByRole('button', { name: 'Academics' });

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Exam Result' })).toBeVisible();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Exam Result' })).not.toBeInTheDocument());
  });

  it('closes the menu and the group when an item is chosen', async () => {
    const { hamburger, user } = renderMenu();
    let menu = await openMenu(hamburger, user);
    await user.click(within(menu).getByRole('button', { name: 'Academics' }));
    await user.click(within(menu).getByRole('link', { name: 'Exam Result' }));

    expect(screen.getByTestId('path')).toHaveTextContent('/checkresult');
    await menuClosed();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    // Opened again, the group starts folded.
    menu = await openMenu(hamburger, user);
    expect(within(menu).getByRole('button', { name: 'Academics' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a top-level item too', async () => {
    const { hamburger, user } = renderMenu();
    const menu = await openMenu(hamburger, user);
    await user.click(within(menu).getByRole('link', { name: 'Pay Fee' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/pay');
    await menuClosed();
  });

  it('closes on Escape and on its close button, and focus returns to the hamburger', async () => {
    const { hamburger, user } = renderMenu();
    await openMenu(hamburger, user);
    await user.keyboard('{Escape}');
    await menuClosed();
    expect(hamburger).toHaveFocus();

    const menu = await openMenu(hamburger, user);
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await menuClosed();
    expect(hamburger).toHaveFocus();
  });
});
