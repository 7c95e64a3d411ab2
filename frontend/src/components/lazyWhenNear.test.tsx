import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWhenNear } from './lazyWhenNear';

/** Where the watched part's top is, relative to the viewport (jsdom lays nothing out, and its window is 768 high). */
let partTop = 5000;

/** Renders a part 100 px of margin deep whose code "arrives" when loaded, counting the loads. */
function deferredPart() {
  const load = vi.fn(() => Promise.resolve({ default: () => <p>the part below the fold</p> }));
  const Part = lazyWhenNear(load, 100);
  render(<Part fallback={<p>placeholder</p>} />);
  return load;
}

async function scrollSoThePartIsAt(top: number) {
  partTop = top;
  fireEvent.scroll(window);
  await act(() => Promise.resolve());
}

describe('lazyWhenNear', () => {
  beforeEach(() => {
    partTop = 5000;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top: partTop }) as DOMRect);
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches nothing while the reader is far, and the part once they scroll within the margin', async () => {
    const load = deferredPart();
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    await scrollSoThePartIsAt(900);
    expect(load).not.toHaveBeenCalled();

    await scrollSoThePartIsAt(850);
    expect(await screen.findByText('the part below the fold')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the part when the reader jumps past it', async () => {
    deferredPart();
    await scrollSoThePartIsAt(-3000);
    expect(await screen.findByText('the part below the fold')).toBeInTheDocument();
  });

  it('fetches the part at once when it is already near on the first render', async () => {
    partTop = 300;
    deferredPart();
    expect(await screen.findByText('the part below the fold')).toBeInTheDocument();
  });

  it('fetches the part on the first Tab, so a keyboard reader does not skip it', async () => {
    const load = deferredPart();
    fireEvent.keyDown(document, { key: 'Enter' });
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();

    fireEvent.keyDown(document, { key: 'Tab' });
    expect(await screen.findByText('the part below the fold')).toBeInTheDocument();
  });
});
