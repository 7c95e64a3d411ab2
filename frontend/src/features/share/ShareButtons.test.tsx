import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copiedTooltipMs, ShareButtons } from './ShareButtons';

const url = 'https://school.example.np/blogs/peace-rally';
const title = 'A Peace Rally';

describe('ShareButtons', () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: undefined });
  });

  it('copies the address and shows "Copied!" for 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
    render(<ShareButtons url={url} title={title} />);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied!');
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveAccessibleDescription('Copied!');
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');

    act(() => vi.advanceTimersByTime(copiedTooltipMs - 1));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens each network in a new tab, without giving it access to this page', () => {
    render(<ShareButtons url={url} title={title} />);
    for (const name of ['Share on X', 'Share on Facebook', 'Share on WhatsApp']) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(decodeURIComponent(link.getAttribute('href')!.replaceAll('+', ' '))).toContain(url);
      expect(decodeURIComponent(link.getAttribute('href')!.replaceAll('+', ' '))).toContain(title);
    }
  });
});
