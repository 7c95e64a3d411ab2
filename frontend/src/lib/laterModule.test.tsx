import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { laterModule } from './laterModule';

describe('laterModule', () => {
  it('fetches the module once, however many ask for it', async () => {
    const fetchModule = vi.fn(async () => ({ answer: 42 }));
    const later = laterModule(fetchModule);
    expect(later.loaded()).toBeUndefined();
    later.prefetch();
    const [first, second] = await Promise.all([later.load(), later.load()]);
    expect(first).toBe(second);
    expect(later.loaded()).toEqual({ answer: 42 });
    later.prefetch();
    expect(fetchModule).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch (offline), and a prefetch that fails reports nothing', async () => {
    const fetchModule = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ answer: 42 });
    const later = laterModule(fetchModule);
    later.prefetch();
    await vi.waitFor(() => expect(fetchModule).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(later.loaded()).toBeUndefined();
    await expect(later.load()).resolves.toEqual({ answer: 42 });
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });

  it('never tries the import while the browser is offline, and imports once it is online again', async () => {
    const fetchModule = vi.fn(async () => ({ answer: 42 }));
    const later = laterModule(fetchModule);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      later.prefetch();
      await expect(later.load()).rejects.toThrow(TypeError);
      expect(fetchModule).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      await expect(later.load()).resolves.toEqual({ answer: 42 });
      expect(fetchModule).toHaveBeenCalledTimes(1);
    } finally {
      onLine.mockRestore();
    }
  });

  it('renders a component again once its module arrives', async () => {
    let arrive: (module: { word: string }) => void = () => {};
    const later = laterModule(() => new Promise<{ word: string }>((resolve) => (arrive = resolve)));
    function Shows() {
      return <p>{later.useLoaded()?.word ?? 'waiting'}</p>;
    }
    render(<Shows />);
    expect(screen.getByText('waiting')).toBeTruthy();
    const loading = later.load();
    await act(async () => {
      arrive({ word: 'here' });
      await loading;
    });
    expect(screen.getByText('here')).toBeTruthy();
  });
});
