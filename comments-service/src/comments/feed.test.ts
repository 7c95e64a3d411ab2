import { describe, expect, it, vi } from 'vitest';
import { CommentFeed } from './feed.js';

const comment = {
  id: '1',
  sequence: 1,
  name: 'A',
  text: 'B',
  createdAt: '2025-09-17T00:00:00.000Z',
  state: 'published' as const,
};
const message = { kind: 'comment' as const, comment };

describe('CommentFeed', () => {
  it('tells the listeners of a post, and only of that post, until they unsubscribe', () => {
    const feed = new CommentFeed();
    const onPeaceRally = vi.fn();
    const onOther = vi.fn();
    const unsubscribe = feed.subscribe('peace-rally', onPeaceRally);
    feed.subscribe('other', onOther);

    feed.publish('peace-rally', message);
    expect(onPeaceRally).toHaveBeenCalledWith(message);
    expect(onOther).not.toHaveBeenCalled();

    unsubscribe();
    expect(feed.listenerCount('peace-rally')).toBe(0);
    feed.publish('peace-rally', message);
    expect(onPeaceRally).toHaveBeenCalledTimes(1);
  });
});
