import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiCommentsClient, defaultRetryDelayMs } from './apiCommentsClient';
import { CommentPostError, type Comment, type CommentsView } from './types';

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
  /** A moderator's change: `comment-hidden` or `comment-published`, without an event id. */
  moderation(type: 'comment-hidden' | 'comment-published', json: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(json) }));
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

  const page = (comments: unknown[], total = comments.length, nextCursor: string | null = null) =>
    json({ comments, total, nextCursor });
  const lastView = (onView: ReturnType<typeof vi.fn>) => onView.mock.lastCall?.[0] as CommentsView | undefined;

  it('shows the newest page newest first from GET /api/comments/:postId, with the count of all comments', async () => {
    fetchMock.mockResolvedValue(page([c1, c2], 120, '1'));
    const onView = vi.fn();
    client.subscribe('peace-rally', onView, vi.fn());
    await vi.waitFor(() => expect(onView).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith('/api/comments/peace-rally', expect.anything());
    expect(texts(lastView(onView)?.comments)).toEqual(['Second', 'First']);
    expect(lastView(onView)?.comments[0]?.createdAt).toEqual(new Date(c2.createdAt));
    expect(lastView(onView)).toMatchObject({ total: 120, hasOlder: true });
    // Not live: no stream is held.
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('opens the stream after the newest comment, adds live comments once each, and never refetches on a reconnect', async () => {
    fetchMock.mockResolvedValueOnce(page([c1]));
    const onView = vi.fn();
    const subscription = client.subscribe('peace-rally', onView, vi.fn());
    subscription.setLive(true);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe('/api/comments/peace-rally/stream?lastEventId=1');
    expect(texts(lastView(onView)?.comments)).toEqual(['First']);

    stream.open();
    stream.comment(c2, '2');
    stream.comment(c3, '3');
    expect(texts(lastView(onView)?.comments)).toEqual(['Third', 'Second', 'First']);
    expect(lastView(onView)?.total).toBe(3);
    const calls = onView.mock.calls.length;
    stream.comment(c3, '3'); // the same comment again (replayed after a reconnect): no change
    expect(onView.mock.calls.length).toBe(calls);

    // A drop EventSource retries by itself resumes with Last-Event-ID: the list is not fetched again.
    stream.fail(false);
    stream.open();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    subscription.close();
    expect(stream.closed).toBe(true);
  });

  it('holds a stream only while live, and resumes after the newest comment it has when live again', async () => {
    fetchMock.mockResolvedValueOnce(page([c1]));
    const subscription = client.subscribe('peace-rally', vi.fn(), vi.fn());
    subscription.setLive(true);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.comment(c2, '2');
    subscription.setLive(false);
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    subscription.setLive(true);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[1]!.url).toBe('/api/comments/peace-rally/stream?lastEventId=2');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    subscription.close();
  });

  it('opens a new stream after the server refused one, refreshing the newest page meanwhile, and not after a drop EventSource retries itself', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => page([]));
    const onView = vi.fn();
    const subscription = client.subscribe('peace-rally', onView, vi.fn());
    subscription.setLive(true);
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeEventSource.opened[0]!;
    expect(first.url).toBe('/api/comments/peace-rally/stream?lastEventId=0');

    first.fail(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeEventSource.opened).toHaveLength(1);

    fetchMock.mockImplementation(async () => page([c1]));
    first.fail(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(first.closed).toBe(true);
    // The refresh shows what the refused stream would have brought.
    expect(texts(lastView(onView)?.comments)).toEqual(['First']);
    await vi.advanceTimersByTimeAsync(998);
    expect(FakeEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[1]!.url).toBe('/api/comments/peace-rally/stream?lastEventId=1');

    subscription.close();
    expect(FakeEventSource.opened[1]!.closed).toBe(true);
  });

  it('backs off exponentially with jitter after refusals, up to five minutes', () => {
    expect(defaultRetryDelayMs(1, () => 0)).toBe(2500);
    expect(defaultRetryDelayMs(1, () => 1)).toBe(5000);
    expect(defaultRetryDelayMs(3, () => 0.5)).toBe(15_000);
    expect(defaultRetryDelayMs(20, () => 1)).toBe(300_000);
  });

  it('adds the next older page with the cursor of the last one', async () => {
    fetchMock.mockResolvedValueOnce(page([c3, c2], 3, '2'));
    const onView = vi.fn();
    const subscription = client.subscribe('peace-rally', onView, vi.fn());
    await vi.waitFor(() => expect(onView).toHaveBeenCalled());
    fetchMock.mockResolvedValueOnce(page([c1], 3, null));
    await subscription.loadOlder();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/comments/peace-rally?cursor=2', expect.anything());
    expect(texts(lastView(onView)?.comments)).toEqual(['Third', 'Second', 'First']);
    expect(lastView(onView)).toMatchObject({ total: 3, hasOlder: false });
  });

  it('starts again from the newest page when the stream says the reader missed too much', async () => {
    fetchMock.mockResolvedValueOnce(page([c1]));
    const onView = vi.fn();
    const subscription = client.subscribe('peace-rally', onView, vi.fn());
    subscription.setLive(true);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const newest = Array.from({ length: 50 }, (_, i) => ({ ...c3, id: String(700 - i), text: `n${700 - i}` }));
    fetchMock.mockResolvedValueOnce(page(newest, 700, '651'));
    FakeEventSource.opened[0]!.dispatchEvent(new MessageEvent('reset', { data: '{}' }));
    await vi.waitFor(() => expect(lastView(onView)?.total).toBe(700));
    expect(lastView(onView)?.comments).toHaveLength(50);
    expect(lastView(onView)?.hasOlder).toBe(true);
    subscription.close();
  });

  it('drops a comment a moderator hid and takes the count from the event; adds one published again', async () => {
    fetchMock.mockResolvedValueOnce(page([c3, c2, c1]));
    const onView = vi.fn();
    const subscription = client.subscribe('peace-rally', onView, vi.fn());
    subscription.setLive(true);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    stream.open();

    stream.moderation('comment-hidden', { id: '2', total: 2 });
    expect(texts(lastView(onView)?.comments)).toEqual(['Third', 'First']);
    expect(lastView(onView)?.total).toBe(2);
    // A comment this reader never had (hidden on an older page): only the count changes.
    stream.moderation('comment-hidden', { id: '77', total: 1 });
    expect(lastView(onView)?.total).toBe(1);

    stream.moderation('comment-published', { comment: c2, total: 2 });
    expect(texts(lastView(onView)?.comments)).toEqual(['Third', 'Second', 'First']);
    expect(lastView(onView)?.total).toBe(2);
    // The next stream still resumes after the newest comment, not after the one published again.
    subscription.setLive(false);
    subscription.setLive(true);
    expect(FakeEventSource.opened[1]!.url).toBe('/api/comments/peace-rally/stream?lastEventId=3');

    // Malformed data changes nothing.
    const calls = onView.mock.calls.length;
    FakeEventSource.opened[1]!.moderation('comment-hidden', { id: 3 });
    expect(onView.mock.calls.length).toBe(calls);
    subscription.close();
  });

  it('answers pending for a comment waiting for approval (202), and shows nothing of it', async () => {
    fetchMock.mockResolvedValueOnce(page([]));
    const onView = vi.fn();
    client.subscribe('peace-rally', onView, vi.fn());
    await vi.waitFor(() => expect(onView).toHaveBeenCalled());
    fetchMock.mockResolvedValueOnce(
      json(
        { id: '9', state: 'pending', message: 'Thank you. Your comment will appear once the school approves it.' },
        202,
      ),
    );
    await expect(client.add('peace-rally', { name: 'Hari', text: 'Waiting' })).resolves.toBe('pending');
    expect(lastView(onView)).toEqual({ comments: [], total: 0, hasOlder: false });
  });

  it('reports a list that cannot be loaded', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    const onError = vi.fn();
    client.subscribe('peace-rally', vi.fn(), onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
  });

  it('posts the comment as typed, and shows it to open subscriptions at once', async () => {
    fetchMock.mockResolvedValueOnce(page([]));
    const onComments = vi.fn();
    client.subscribe('peace-rally', onComments, vi.fn());
    await vi.waitFor(() => expect(onComments).toHaveBeenCalled());

    const created = { id: '9', name: '  Hari ', text: 'Line\nbreak ', createdAt: '2025-09-17T07:00:00.000Z' };
    fetchMock.mockResolvedValueOnce(json({ ...created, state: 'published' }, 201));
    await expect(client.add('peace-rally', { name: '  Hari ', text: 'Line\nbreak ' })).resolves.toBe('published');

    const [url, init] = fetchMock.mock.lastCall!;
    expect(url).toBe('/api/comments/peace-rally');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ name: '  Hari ', text: 'Line\nbreak ' });
    expect(onComments.mock.lastCall?.[0]).toEqual({
      comments: [{ ...created, createdAt: new Date(created.createdAt) }],
      total: 1,
      hasOlder: false,
    });
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
      'nginx’s answer while the service restarts',
      new Response('{"message":"This service is restarting or unavailable. Please try again in a few seconds."}', {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '5' },
      }),
      'This service is restarting or unavailable. Please try again in a few seconds.',
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

  it.each([
    ['a rate limit', json({ message: 'Too quick.' }, 429), { name: 'A', text: 'B' }, { kind: 'rateLimited' }],
    ['a request too large', new Response('', { status: 413 }), { name: 'A', text: 'B' }, { kind: 'tooLarge' }],
    ['a restart', json({ message: 'Restarting.' }, 503), { name: 'A', text: 'B' }, { kind: 'unavailable' }],
    ['a post without comments', json({ message: 'No post.' }, 404), { name: 'A', text: 'B' }, { kind: 'unknownPost' }],
    ['nginx’s own 404', new Response('', { status: 404 }), { name: 'A', text: 'B' }, { kind: 'refused', status: 404 }],
    [
      'a name that turns the text',
      json({ message: 'Your name contains hidden characters.' }, 400),
      { name: '\u202eatiS', text: 'B' },
      { kind: 'characters', field: 'name', problem: 'bidi' },
    ],
    [
      'a comment with a control character',
      json({ message: 'Your comment contains characters.' }, 400),
      { name: 'Ram', text: 'Bell\u0007' },
      { kind: 'characters', field: 'text', problem: 'control' },
    ],
    [
      'a name of invisible characters',
      json({ message: 'Please enter your name.' }, 400),
      { name: '\u200b\u200d', text: 'B' },
      { kind: 'blankName' },
    ],
    [
      'a name too long',
      json({ message: 'Your name can be at most 80 characters.' }, 400),
      { name: 'x'.repeat(81), text: 'B' },
      { kind: 'tooLong', field: 'name' },
    ],
    [
      'a 400 the page cannot explain',
      json({ message: 'Send only a "name" and a "text".' }, 400),
      { name: 'A', text: 'B' },
      { kind: 'refused', status: 400 },
    ],
  ])('tells what went wrong with %s, for a page in another language', async (_label, response, comment, problem) => {
    fetchMock.mockResolvedValueOnce(response);
    const error: unknown = await client.add('peace-rally', comment).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommentPostError);
    expect((error as CommentPostError).problem).toEqual(problem);
  });

  it('rejects with a plain message when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const post = client.add('peace-rally', { name: 'A', text: 'B' });
    await expect(post).rejects.toThrow(
      "The school's server could not be reached. Please check your connection and try again.",
    );
    await expect(post).rejects.toMatchObject({ problem: { kind: 'unreachable' } });
  });
});
