import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseWebConfig } from '../../lib/runtimeConfig';

// The Firebase SDK's public functions, replaced by spies: the test checks what the client asks of Firestore,
// with no network. Each returns a recognisable token that the next call is expected to receive.
vi.mock('firebase/app', () => ({
  getApps: vi.fn(() => []),
  getApp: vi.fn(() => ({ name: 'existing-app' })),
  initializeApp: vi.fn((config: unknown) => ({ name: 'new-app', config })),
}));
vi.mock('firebase/firestore', () => {
  class Timestamp {
    constructor(private readonly date: Date) {}
    toDate() {
      return this.date;
    }
  }
  return {
    Timestamp,
    getFirestore: vi.fn(() => ({ db: true })),
    connectFirestoreEmulator: vi.fn(),
    where: vi.fn((field: string, op: string, value: unknown) => ({ where: [field, op, value] })),
    doc: vi.fn((_db: unknown, ...path: string[]) => ({ doc: path.join('/') })),
    getDoc: vi.fn(async () => ({ get: () => undefined })),
    collection: vi.fn((_db: unknown, ...path: string[]) => ({ path: path.join('/') })),
    orderBy: vi.fn((field: string, direction: string) => ({ orderBy: [field, direction] })),
    limit: vi.fn((count: number) => ({ limit: count })),
    startAfter: vi.fn((doc: unknown) => ({ startAfter: doc })),
    getCountFromServer: vi.fn(async () => ({ data: () => ({ count: 0 }) })),
    query: vi.fn((collectionRef: unknown, ...constraints: unknown[]) => ({ query: collectionRef, constraints })),
    onSnapshot: vi.fn(),
    getDocs: vi.fn(),
    addDoc: vi.fn(async () => ({ id: 'new-doc' })),
    serverTimestamp: vi.fn(() => ({ serverTimestamp: true })),
  };
});

const firebaseApp = await import('firebase/app');
const firestore = await import('firebase/firestore');
const { createFirestoreCommentsClient } = await import('./firestoreCommentsClient');
const { CommentPostError } = await import('./types');

const config: FirebaseWebConfig = {
  apiKey: 'key',
  authDomain: 'school.firebaseapp.com',
  projectId: 'school',
  storageBucket: 'school.appspot.com',
  messagingSenderId: '1',
  appId: '1:1:web:1',
  measurementId: 'G-1',
};

function docSnapshot(id: string, data: Record<string, unknown>) {
  return { id, data: vi.fn(() => data) };
}

/** A listener's snapshot: its changes, and the documents it now holds. */
function snapshotOf(
  changes: { type: string; doc: ReturnType<typeof docSnapshot> }[],
  docs = changes.map((c) => c.doc),
) {
  return { docChanges: () => changes, docs, size: docs.length };
}

/** Readers ask for published comments only: the rules refuse the rest, and rules are not filters. */
const publishedOnly = {
  query: { path: 'posts/peace-rally/comments' },
  constraints: [{ where: ['state', '==', 'published'] }],
};

describe('the Firestore comments client', () => {
  beforeEach(() => vi.clearAllMocks());

  it('initialises the Firebase app with the operator’s web config, once', () => {
    createFirestoreCommentsClient(config);
    expect(firebaseApp.initializeApp).toHaveBeenCalledWith(config);
    vi.mocked(firebaseApp.getApps).mockReturnValueOnce([{ name: 'existing-app' } as never]);
    createFirestoreCommentsClient(config);
    expect(firebaseApp.initializeApp).toHaveBeenCalledTimes(1);
    expect(firestore.getFirestore).toHaveBeenLastCalledWith({ name: 'existing-app' });
  });

  const newestPageQuery = {
    query: publishedOnly,
    constraints: [{ orderBy: ['createdAt', 'desc'] }, { limit: 50 }],
  };
  const change = (type: string, doc: ReturnType<typeof docSnapshot>) => ({ type, doc });

  it('connects to the emulator when /config.js names one (tests and make start)', () => {
    createFirestoreCommentsClient(config, { emulatorHost: '127.0.0.1:8085' });
    expect(firestore.connectFirestoreEmulator).toHaveBeenCalledWith({ db: true }, '127.0.0.1', 8085);
    vi.mocked(firestore.connectFirestoreEmulator).mockClear();
    createFirestoreCommentsClient(config);
    expect(firestore.connectFirestoreEmulator).not.toHaveBeenCalled();
  });

  it('listens to the published comments of posts/{postId}/comments ordered by createdAt descending, and maps each document', async () => {
    vi.mocked(firestore.getDocs).mockResolvedValueOnce({ docs: [] } as never);
    const client = createFirestoreCommentsClient(config);
    const unsubscribe = vi.fn();
    vi.mocked(firestore.onSnapshot).mockReturnValue(unsubscribe);
    const onComments = vi.fn();
    const onError = vi.fn();

    const subscription = client.subscribe('peace-rally', onComments, onError);
    subscription.setLive(true);

    expect(firestore.collection).toHaveBeenCalledWith({ db: true }, 'posts', 'peace-rally', 'comments');
    expect(firestore.orderBy).toHaveBeenCalledWith('createdAt', 'desc');
    expect(firestore.where).toHaveBeenCalledWith('state', '==', 'published');
    expect(firestore.query).toHaveBeenCalledWith(publishedOnly, { orderBy: ['createdAt', 'desc'] }, { limit: 50 });
    const [queryRef, onNext, onFailure] = vi.mocked(firestore.onSnapshot).mock.calls[0] as unknown as [
      unknown,
      (snapshot: unknown) => void,
      (error: Error) => void,
    ];
    expect(queryRef).toEqual(newestPageQuery);
    await vi.waitFor(() => expect(onComments).toHaveBeenCalled());

    const when = new Date('2025-09-17T04:30:00Z');
    const newest = docSnapshot('b', { name: 'Ram', text: 'Hi', createdAt: new firestore.Timestamp(when as never, 0) });
    const oldest = docSnapshot('a', {
      name: 42,
      createdAt: new firestore.Timestamp(new Date('2025-09-17T04:00:00Z') as never, 0),
    });
    onNext(snapshotOf([change('added', newest), change('added', oldest)]));
    // Pending server timestamps are read as the SDK's local estimate.
    expect(newest.data).toHaveBeenCalledWith({ serverTimestamps: 'estimate' });
    const [view] = onComments.mock.lastCall as [
      { comments: { id: string; name: string; text: string; createdAt: Date }[] },
    ];
    const comments = view.comments;
    expect(comments.map(({ id, name, text }) => ({ id, name, text }))).toEqual([
      { id: 'b', name: 'Ram', text: 'Hi' },
      { id: 'a', name: '', text: '' },
    ]);
    expect(comments[0]?.createdAt).toBe(when);

    const failure = new Error('permission-denied');
    onFailure(failure);
    expect(onError).toHaveBeenCalledWith(failure);

    subscription.setLive(false);
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('counts all comments with an aggregation, adds live ones to the count, and pages older ones with startAfter', async () => {
    const docs = Array.from({ length: 50 }, (_, i) =>
      docSnapshot(`d${i}`, {
        name: 'N',
        text: `t${i}`,
        createdAt: new firestore.Timestamp(new Date(Date.UTC(2025, 8, 17, 0, 60 - i)) as never, 0),
      }),
    );
    vi.mocked(firestore.getDocs).mockResolvedValueOnce({ docs } as never);
    vi.mocked(firestore.getCountFromServer).mockResolvedValue({ data: () => ({ count: 51 }) } as never);
    const client = createFirestoreCommentsClient(config);
    const onView = vi.fn();
    const subscription = client.subscribe('peace-rally', onView, vi.fn());
    await vi.waitFor(() => expect(onView).toHaveBeenCalled());
    expect(onView.mock.lastCall?.[0]).toMatchObject({ total: 51, hasOlder: true });
    expect(firestore.getCountFromServer).toHaveBeenCalledWith(publishedOnly);

    // Live: the listener's first snapshot is the page already shown; a new comment after it counts.
    subscription.setLive(true);
    const onNext = vi.mocked(firestore.onSnapshot).mock.lastCall?.[1] as unknown as (snapshot: unknown) => void;
    onNext(snapshotOf(docs.map((doc) => change('added', doc))));
    const fresh = docSnapshot('new', { name: 'Gita', text: 'Live', createdAt: null });
    // The oldest slides off the full page as the new one arrives: it stays shown.
    onNext(snapshotOf([change('added', fresh), change('removed', docs[49]!)], [fresh, ...docs.slice(0, 49)]));
    expect(onView.mock.lastCall?.[0].total).toBe(52);
    expect(onView.mock.lastCall?.[0].comments).toHaveLength(51);

    const older = docSnapshot('old', {
      name: 'Hari',
      text: 'Older',
      createdAt: new firestore.Timestamp(new Date(0) as never, 0),
    });
    vi.mocked(firestore.getDocs).mockResolvedValueOnce({ docs: [older] } as never);
    await subscription.loadOlder();
    expect(firestore.startAfter).toHaveBeenCalledWith(docs[49]);
    expect(onView.mock.lastCall?.[0].comments.at(-1).text).toBe('Older');
    expect(onView.mock.lastCall?.[0].hasOlder).toBe(false);
    subscription.close();
  });

  it('lets a comment the school hid leave the view and the count, live', async () => {
    const at = (minute: number) => new firestore.Timestamp(new Date(Date.UTC(2025, 8, 17, 0, minute)) as never, 0);
    const docs = ['c', 'b', 'a'].map((id, i) => docSnapshot(id, { name: 'N', text: id, createdAt: at(30 - i) }));
    vi.mocked(firestore.getDocs).mockResolvedValueOnce({ docs } as never);
    vi.mocked(firestore.getCountFromServer).mockResolvedValue({ data: () => ({ count: 3 }) } as never);
    const onView = vi.fn();
    const subscription = createFirestoreCommentsClient(config).subscribe('peace-rally', onView, vi.fn());
    await vi.waitFor(() => expect(onView).toHaveBeenCalled());
    subscription.setLive(true);
    const onNext = vi.mocked(firestore.onSnapshot).mock.lastCall?.[1] as unknown as (snapshot: unknown) => void;
    onNext(snapshotOf(docs.map((doc) => change('added', doc))));
    await vi.waitFor(() => expect(onView.mock.lastCall?.[0].total).toBe(3));

    onNext(snapshotOf([change('removed', docs[1]!)], [docs[0]!, docs[2]!]));
    expect(onView.mock.lastCall?.[0].comments.map((c: { id: string }) => c.id)).toEqual(['c', 'a']);
    expect(onView.mock.lastCall?.[0].total).toBe(2);
    // Shown again (unhidden): back in its place, and counted.
    onNext(snapshotOf([change('added', docs[1]!)], docs));
    expect(onView.mock.lastCall?.[0].comments.map((c: { id: string }) => c.id)).toEqual(['c', 'b', 'a']);
    expect(onView.mock.lastCall?.[0].total).toBe(3);
    subscription.close();
  });

  it('adds a comment as typed with a server timestamp, published or awaiting approval as the school set', async () => {
    const client = createFirestoreCommentsClient(config);
    expect(await client.add('peace-rally', { name: ' Sita ', text: 'Peace\n' })).toBe('published');
    expect(firestore.getDoc).toHaveBeenCalledWith({ doc: 'settings/comments' });
    expect(firestore.addDoc).toHaveBeenCalledWith(
      { path: 'posts/peace-rally/comments' },
      { name: ' Sita ', text: 'Peace\n', createdAt: { serverTimestamp: true }, state: 'published' },
    );
    expect(firestore.serverTimestamp).toHaveBeenCalled();

    vi.mocked(firestore.getDoc).mockResolvedValueOnce({ get: () => 'before' } as never);
    expect(await client.add('peace-rally', { name: 'Sita', text: 'Later' })).toBe('pending');
    expect(firestore.addDoc).toHaveBeenLastCalledWith(
      { path: 'posts/peace-rally/comments' },
      { name: 'Sita', text: 'Later', createdAt: { serverTimestamp: true }, state: 'pending' },
    );
  });

  it('holds a comment to the text rules of comments-service before writing it', async () => {
    const client = createFirestoreCommentsClient(config);
    // Zero-width characters leave a name; everything else is written as typed.
    await client.add('peace-rally', { name: 'Si\u200bta', text: 'Line one\r\n\tLine two' });
    expect(firestore.addDoc).toHaveBeenLastCalledWith(
      { path: 'posts/peace-rally/comments' },
      { name: 'Sita', text: 'Line one\r\n\tLine two', createdAt: { serverTimestamp: true }, state: 'published' },
    );
    vi.mocked(firestore.addDoc).mockClear();

    const refused = [
      [{ name: '\u202eatiS', text: 'Hello' }, /Your name contains hidden characters that change the direction/],
      [{ name: 'Ram\u0007', text: 'Hello' }, /Your name contains characters that are not allowed\.$/],
      [{ name: 'Ram', text: 'Bell\u0007' }, /Your comment contains characters that are not allowed\. Line breaks/],
      [{ name: 'Ram', text: 'Over\u2066ride' }, /Your comment contains hidden characters/],
      [{ name: '\u200b\u200d', text: 'Hello' }, /Please enter your name/],
    ] as const;
    for (const [comment, message] of refused) {
      const post = client.add('peace-rally', comment);
      await expect(post).rejects.toBeInstanceOf(CommentPostError);
      await expect(post).rejects.toThrow(message);
    }
    expect(firestore.addDoc).not.toHaveBeenCalled();
  });

  it('turns a refused write into a message for the reader', async () => {
    const client = createFirestoreCommentsClient(config);
    vi.mocked(firestore.addDoc).mockRejectedValueOnce(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    const post = client.add('peace-rally', { name: 'A', text: 'B' });
    await expect(post).rejects.toBeInstanceOf(CommentPostError);
    await expect(post).rejects.toThrow(/refused.*at most 80 .*at most 2,000 characters/);
    await expect(post).rejects.toMatchObject({ problem: { kind: 'checkLimits' } });
  });
});
