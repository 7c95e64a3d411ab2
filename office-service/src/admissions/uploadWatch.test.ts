import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadCutOff, UploadWatch } from './uploadWatch.js';

describe('UploadWatch', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  const request = () => new EventEmitter() as unknown as IncomingMessage;
  const outcome = (watch: UploadWatch) => watch.cutOff.catch((error: unknown) => error);

  it('cuts off an upload that brings no byte for the idle time', async () => {
    const watch = new UploadWatch(request(), 1_000, 60_000);
    const result = outcome(watch);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await result).toEqual(new UploadCutOff('stalled'));
    expect(watch.signal.aborted).toBe(true);
  });

  it('lets a slow upload go on while bytes keep coming, up to the total time', async () => {
    const raw = request();
    const watch = new UploadWatch(raw, 1_000, 5_000);
    let settled: unknown;
    void outcome(watch).then((error) => (settled = error));
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(900);
      raw.emit('data', Buffer.from('x'));
    }
    expect(settled).toBeUndefined();
    expect(watch.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(900);
    raw.emit('data', Buffer.from('x'));
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toEqual(new UploadCutOff('too-slow'));
  });

  it('stops watching once the upload is read', async () => {
    const raw = request();
    const watch = new UploadWatch(raw, 1_000, 5_000);
    watch.done();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(watch.signal.aborted).toBe(false);
    expect(raw.listenerCount('data')).toBe(0);
  });
});
