import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiCommentsClient } from './apiCommentsClient';
import { CommentPostError, type Comment } from './types';

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  comment(json: unknown, id: string) {
    this.dispatchEvent(new MessageEvent('comment', { data: JSON.stringify(json), lastEventId: id }));
  }
  /** EventSource's two kinds of failure: a dropped connection it retries, or an HTTP error it gives up on. */
  fail(givesUp: boolean) {
    this.readyState = givesUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const c1 = { id: '1', name: 'Sita', text: 'First', createdAt: '2025-09-17T04:00:00.000Z' };
const c2 = { id: '2', name: 'Ram', text: 'Second', createdAt: '2025-09-17T05:00:00.000Z' };
const c3 = { id: '3', name: 'Gita', text: 'Third', createdAt: '2025-09-17T06:00:00.000Z' };

const texts = (comments: Comment[] | undefined) => comments?.map((c) => c.text);

describe('the api comments client (comments-service)', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  let client: ReturnType<typeof createApiCommentsClient>;

  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    fetchMock = vi.fn<typeof fetch>();
    client = createApiCommentsClient({
      fetch: fetchMock,
      openEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
      retryDelayMs: () => 1000,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('lists a post newest first from GET /api/comments/:postId', async () => {
    fetchMock.mockResolvedValue(json({ comments: [c1, c2] }));
    const comments = await client.list('peace-rally');
    expect(fetchMock).toHaveBeenCalledWith('/api/comments/peace-rally', expect.anything());
    expect(texts(comments)).toEqual(['Second', 'First']);
    expect(comments[0]?.createdAt).toEqual(new Date(c2.createdAt));
  });

  it('shows the list, adds live comments once each, and catches up on every (re)connection', async () => {
    fetchMock.mockResolvedValueOnce(json({ comments: [c1] }));
    const onComments = vi.fn();
    const unsubscribe = client.subscribe('peace-rally', onComments, vi.fn());
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe('/api/comments/peace-rally/stream');
    await vi.waitFor(() => expect(texts(onComments.mock.lastCall?.[0])).toEqual(['First']));

    // The stream opens: the list is fetched again, so nothing posted in between is missed.
    fetchMock.mockResolvedValueOnce(json({ comments: [c2, c1] }));
    stream.open();
    await vi.waitFor(() => expect(texts(onComments.mock.lastCall?.[0])).toEqual(['Second', 'First']));

    stream.comment(c3, '3');
    expect(texts(onComments.mock.lastCall?.[0])).toEqual(['Third', 'Second', 'First']);
    const calls = onComments.mock.calls.length;
    stream.comment(c3, '3'); // the same comment again (replayed after a reconnect): no change
    expect(onComments.mock.calls.length).toBe(calls);

    unsubscribe();
    expect(stream.closed).toBe(true);
  });

  it('opens a new stream after the server refused one, and not after a drop EventSource retries itself', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => json({ comments: [] }));
    const unsubscribe = client.subscribe('peace-rally', vi.fn(), vi.fn());
    const first = FakeEventSource.opened[0]!;

    first.fail(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeEventSource.opened).toHaveLength(1);

    first.fail(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(first.closed).toBe(true);

    unsubscribe();
    expect(FakeEventSource.opened[1]!.closed).toBe(true);
  });

  it('reports a list that cannot be loaded', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    const onError = vi.fn();
    client.subscribe('peace-rally', vi.fn(), onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
  });

  it('posts the comment as typed, and shows it to open subscriptions at once', async () => {
    fetchMock.mockResolvedValueOnce(json({ comments: [] }));
    const onComments = vi.fn();
    client.subscribe('peace-rally', onComments, vi.fn());
    await vi.waitFor(() => expect(onComments).toHaveBeenCalled());

    const created = { id: '9', name: '  Hari ', text: 'Line\nbreak ', createdAt: '2025-09-17T07:00:00.000Z' };
    fetchMock.mockResolvedValueOnce(json(created, 201));
    await client.add('peace-rally', { name: '  Hari ', text: 'Line\nbreak ' });

    const [url, init] = fetchMock.mock.lastCall!;
    expect(url).toBe('/api/comments/peace-rally');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ name: '  Hari ', text: 'Line\nbreak ' });
    expect(onComments.mock.lastCall?.[0]).toEqual([{ ...created, createdAt: new Date(created.createdAt) }]);
  });

  it.each([
    [
      'the service’s own message',
      json({ message: 'Your name can be at most 80 characters.' }, 400),
      'Your name can be at most 80 characters.',
    ],
    [
      'nginx’s rate limit page',
      new Response('<html>429</html>', { status: 429 }),
      'You are posting comments too quickly. Please wait a minute and try again.',
    ],
    [
      'a service that is down',
      new Response('<html>502</html>', { status: 502 }),
      'The comments service is not available right now. Please try again in a moment.',
    ],
  ])('rejects a refused post with %s', async (_label, response, message) => {
    fetchMock.mockResolvedValueOnce(response);
    const post = client.add('peace-rally', { name: 'A', text: 'B' });
    await expect(post).rejects.toBeInstanceOf(CommentPostError);
    await expect(post).rejects.toThrow(message);
  });

  it('rejects with a plain message when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.add('peace-rally', { name: 'A', text: 'B' })).rejects.toThrow(
      "The school's server could not be reached. Please check your connection and try again.",
    );
  });
});
