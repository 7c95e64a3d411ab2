import { describe, expect, it, vi } from 'vitest';
import { defaultRuntimeConfig } from '../../lib/runtimeConfig';

const firestoreClient = { list: vi.fn(), subscribe: vi.fn(), add: vi.fn() };
const createFirestoreCommentsClient = vi.fn(() => firestoreClient);
vi.mock('./firestoreCommentsClient', () => ({ createFirestoreCommentsClient }));

const { loadCommentsClient } = await import('./loadCommentsClient');

const firebase = {
  apiKey: 'key',
  authDomain: 'd',
  projectId: 'p',
  storageBucket: 's',
  messagingSenderId: 'm',
  appId: 'a',
  measurementId: 'g',
};

describe('loadCommentsClient', () => {
  it('uses comments-service by default', async () => {
    const client = await loadCommentsClient({ ...defaultRuntimeConfig, commentsBackend: 'api', firebase: null });
    expect(client).not.toBe(firestoreClient);
    expect(createFirestoreCommentsClient).not.toHaveBeenCalled();
  });

  it('loads the Firestore implementation only when /config.js asks for it', async () => {
    const client = await loadCommentsClient({
      ...defaultRuntimeConfig,
      commentsBackend: 'firestore',
      firebase,
      firestoreEmulatorHost: '127.0.0.1:8085',
    });
    expect(createFirestoreCommentsClient).toHaveBeenCalledWith(firebase, { emulatorHost: '127.0.0.1:8085' });
    expect(client).toBe(firestoreClient);
  });
});
