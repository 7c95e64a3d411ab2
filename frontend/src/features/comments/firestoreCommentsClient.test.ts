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
    collection: vi.fn((_db: unknown, ...path: string[]) => ({ path: path.join('/') })),
    orderBy: vi.fn((field: string, direction: string) => ({ orderBy: [field, direction] })),
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

  it('listens to posts/{postId}/comments ordered by createdAt descending, and maps each document', () => {
    const client = createFirestoreCommentsClient(config);
    const unsubscribe = vi.fn();
    vi.mocked(firestore.onSnapshot).mockReturnValue(unsubscribe);
    const onComments = vi.fn();
    const onError = vi.fn();

    const stop = client.subscribe('peace-rally', onComments, onError);

    expect(firestore.collection).toHaveBeenCalledWith({ db: true }, 'posts', 'peace-rally', 'comments');
    expect(firestore.orderBy).toHaveBeenCalledWith('createdAt', 'desc');
    expect(firestore.query).toHaveBeenCalledWith(
      { path: 'posts/peace-rally/comments' },
      {
        orderBy: ['createdAt', 'desc'],
      },
    );
    const [queryRef, onNext, onFailure] = vi.mocked(firestore.onSnapshot).mock.calls[0] as unknown as [
      unknown,
      (snapshot: unknown) => void,
      (error: Error) => void,
    ];
    expect(queryRef).toEqual({
      query: { path: 'posts/peace-rally/comments' },
      constraints: [{ orderBy: ['createdAt', 'desc'] }],
    });

    const when = new Date('2025-09-17T04:30:00Z');
    const newest = docSnapshot('b', { name: 'Ram', text: 'Hi', createdAt: new firestore.Timestamp(when as never, 0) });
    const oldest = docSnapshot('a', { name: 42, createdAt: null });
    onNext({ docs: [newest, oldest] });
    // Pending server timestamps are read as the SDK's local estimate.
    expect(newest.data).toHaveBeenCalledWith({ serverTimestamps: 'estimate' });
    const [comments] = onComments.mock.lastCall as [{ id: string; name: string; text: string; createdAt: Date }[]];
    expect(comments.map(({ id, name, text }) => ({ id, name, text }))).toEqual([
      { id: 'b', name: 'Ram', text: 'Hi' },
      { id: 'a', name: '', text: '' },
    ]);
    expect(comments[0]?.createdAt).toBe(when);

    const failure = new Error('permission-denied');
    onFailure(failure);
    expect(onError).toHaveBeenCalledWith(failure);

    stop();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('adds a comment as typed with a server timestamp', async () => {
    const client = createFirestoreCommentsClient(config);
    await client.add('peace-rally', { name: ' Sita ', text: 'Peace\n' });
    expect(firestore.addDoc).toHaveBeenCalledWith(
      { path: 'posts/peace-rally/comments' },
      { name: ' Sita ', text: 'Peace\n', createdAt: { serverTimestamp: true } },
    );
    expect(firestore.serverTimestamp).toHaveBeenCalled();
  });

  it('turns a refused write into a message for the reader', async () => {
    const client = createFirestoreCommentsClient(config);
    vi.mocked(firestore.addDoc).mockRejectedValueOnce(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    const post = client.add('peace-rally', { name: 'A', text: 'B' });
    await expect(post).rejects.toBeInstanceOf(CommentPostError);
    await expect(post).rejects.toThrow(/refused/);
  });

  it('lists once with the same query', async () => {
    const client = createFirestoreCommentsClient(config);
    vi.mocked(firestore.getDocs).mockResolvedValueOnce({
      docs: [docSnapshot('x', { name: 'Gita', text: 'Namaste', createdAt: null })],
    } as never);
    const comments = await client.list('peace-rally');
    expect(firestore.getDocs).toHaveBeenCalledWith({
      query: { path: 'posts/peace-rally/comments' },
      constraints: [{ orderBy: ['createdAt', 'desc'] }],
    });
    expect(comments.map((c) => c.text)).toEqual(['Namaste']);
  });
});
