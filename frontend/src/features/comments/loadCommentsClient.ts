import { readRuntimeConfig, type RuntimeConfig } from '../../lib/runtimeConfig';
import { createApiCommentsClient } from './apiCommentsClient';
import type { CommentsClient } from './types';

/**
 * The comments implementation the operator chose in /config.js. The Firestore one (and the Firebase SDK with
 * it) is fetched only now, when the comments block is about to be seen, never with the page itself.
 */
export async function loadCommentsClient(config: RuntimeConfig = readRuntimeConfig()): Promise<CommentsClient> {
  if (config.commentsBackend === 'firestore' && config.firebase) {
    const { createFirestoreCommentsClient } = await import('./firestoreCommentsClient');
    return createFirestoreCommentsClient(config.firebase, { emulatorHost: config.firestoreEmulatorHost });
  }
  return createApiCommentsClient();
}
