import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  addDoc,
  collection,
  getDocs,
  getFirestore,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { FirebaseWebConfig } from '../../lib/runtimeConfig';
import { CommentPostError, type Comment, type CommentsClient, type NewComment } from './types';

/**
 * Comments in Cloud Firestore, straight from the browser, for sites whose operator configured a Firebase web
 * app (COMMENTS_BACKEND=firestore). Each post's comments are the collection posts/{postId}/comments; the
 * server stamps createdAt, and firestore.rules (repository root) decides what may be written.
 *
 * This module pulls in the Firebase SDK, so it is only ever loaded with a dynamic import (loadCommentsClient).
 */

function commentFrom(snapshot: QueryDocumentSnapshot): Comment {
  // A comment written from this browser shows before the server has stamped it: use the SDK's estimate.
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date();
  return {
    id: snapshot.id,
    name: typeof data.name === 'string' ? data.name : '',
    text: typeof data.text === 'string' ? data.text : '',
    createdAt,
  };
}

function postMessageFor(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'permission-denied') {
    return 'The comment was refused. Please check that your name is at most 80 and your comment at most 2,000 characters.';
  }
  if (code === 'resource-exhausted')
    return 'Too many comments are being posted right now. Please try again in a minute.';
  return 'The comment could not be saved. Please check your connection and try again.';
}

export function createFirestoreCommentsClient(config: FirebaseWebConfig): CommentsClient {
  const app = getApps().length > 0 ? getApp() : initializeApp(config);
  const db = getFirestore(app);
  const commentsOf = (postId: string) => collection(db, 'posts', postId, 'comments');
  const newestFirst = (postId: string) => query(commentsOf(postId), orderBy('createdAt', 'desc'));

  return {
    async list(postId) {
      const snapshot = await getDocs(newestFirst(postId));
      return snapshot.docs.map(commentFrom);
    },

    subscribe(postId, onComments, onError) {
      return onSnapshot(
        newestFirst(postId),
        (snapshot) => onComments(snapshot.docs.map(commentFrom)),
        (error) => onError(error),
      );
    },

    async add(postId, comment: NewComment) {
      try {
        await addDoc(commentsOf(postId), { name: comment.name, text: comment.text, createdAt: serverTimestamp() });
      } catch (error) {
        throw new CommentPostError(postMessageFor(error));
      }
    },
  };
}
