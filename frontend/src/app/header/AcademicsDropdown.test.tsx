import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../test/browserStubs';
import { AcademicsDropdown } from './AcademicsDropdown';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderDropdown() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <AcademicsDropdown />
      <button type="button">Somewhere else</button>
      <CurrentPath />
    </MemoryRouter>,
  );
  return { toggle: screen.getByRole('button', { name: 'Academics' }), user: userEvent.setup() };
}

const academicsLinkNames = ['Admissions', 'Exam Result', 'Exam Info'];
const expectListHidden = () =>
  waitFor(() => expect(screen.queryByRole('link', { name: 'Admissions' })).not.toBeInTheDocument());

describe('the desktop Academics dropdown', () => {
  beforeEach(() => stubMatchMedia());

  it('starts closed and opens on a click, showing its three links', async () => {
    const { toggle, user } = renderDropdown();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Admissions' })).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of academicsLinkNames) expect(screen.getByRole('link', { name })).toBeVisible();
  });

  it('closes on a second click of its button', async () => {
    const { toggle, user } = renderDropdown();
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectListHidden();
  });

  it('closes on a click outside it', async () => {
    const { toggle, user } = renderDropdown();
    await user.click(toggle);
    await user.click(screen.getByTestId('path'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectListHidden();
  });

  it('does not close on a click inside its list', async () => {
    const { toggle, user } = renderDropdown();
    await user.click(toggle);
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('list') });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when an item is chosen, and goes to that page', async () => {
    const { toggle, user } = renderDropdown();
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Exam Info' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/examinfo');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectListHidden();
  });

  it('closes on Escape and puts focus back on its button', async () => {
    const { toggle, user } = renderDropdown();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Admissions' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('lets the keyboard reach every item, and closes when focus moves past the last one', async () => {
    const { toggle, user } = renderDropdown();
    toggle.focus();
    await user.keyboard('{Enter}');
    for (const name of academicsLinkNames) {
      await user.tab();
      expect(screen.getByRole('link', { name })).toHaveFocus();
    }
    await user.tab();
    expect(screen.getByRole('button', { name: 'Somewhere else' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
