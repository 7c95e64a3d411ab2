import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'viewer' : 'pre-rendered'}</p>;
}

describe('useHydrated', () => {
  beforeEach(() => {
    // hydrateRoot is called by hand here (Testing Library's render would not hydrate): tell React it runs in act.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is false in the pre-render and while hydrating, true right after, with no mismatch reported', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('pre-rendered');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('viewer');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is true from the first render of a page rendered in the browser alone', () => {
    render(<Probe />);
    expect(screen.getByText('viewer')).toBeInTheDocument();
  });
});
