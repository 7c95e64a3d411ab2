import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  addDoc,
  collection,
  getCountFromServer,
  getDocs,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  Timestamp,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { checkName, checkText } from '@school/contracts/text-rules';
import type { FirebaseWebConfig } from '../../lib/runtimeConfig';
import type { CommentPostProblem } from './postProblems';
import {
  CommentPostError,
  compareNewestFirst,
  type Comment,
  type CommentsClient,
  type CommentsSubscription,
  type NewComment,
} from './types';

/**
 * Comments in Cloud Firestore, straight from the browser, for sites whose operator configured a Firebase web
 * app (COMMENTS_BACKEND=firestore). Each post's comments are the collection posts/{postId}/comments; the
 * server stamps createdAt, and firestore.rules (repository root) decides what may be written.
 *
 * Paged like comments-service: the newest page (a limit() query), older pages with startAfter() the oldest
 * document shown, and the count of all of them from a count aggregation (getCountFromServer), taken again each
 * time the live listener is attached; while live, new documents add to it. The listener on the newest page is
 * held only while the subscription is live.
 *
 * This module pulls in the Firebase SDK, so it is only ever loaded with a dynamic import (loadCommentsClient).
 */

/** Comments per page, as comments-service's default. */
export const firestorePageSize = 50;

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

/**
 * The text rules comments-service applies (packages/contracts' text-rules), with its words: a name loses its
 * zero-width characters, and a name or comment with control characters or direction overrides is refused before
 * anything is written. firestore.rules refuses the same characters, but only with a bare "permission denied".
 */
function checkedComment(comment: NewComment): NewComment {
  const name = checkName(comment.name, 'Your name');
  if (!name.ok) throw new CommentPostError({ kind: 'characters', field: 'name', problem: name.problem });
  if (name.value.trim() === '') throw new CommentPostError({ kind: 'blankName' });
  const text = checkText(comment.text, 'Your comment');
  if (!text.ok) throw new CommentPostError({ kind: 'characters', field: 'text', problem: text.problem });
  return { name: name.value, text: text.value };
}

function postProblemFor(error: unknown): CommentPostProblem {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'permission-denied') return { kind: 'checkLimits' };
  if (code === 'resource-exhausted') return { kind: 'busy' };
  return { kind: 'notSaved' };
}

export function createFirestoreCommentsClient(config: FirebaseWebConfig): CommentsClient {
  const app = getApps().length > 0 ? getApp() : initializeApp(config);
  const db = getFirestore(app);
  const commentsOf = (postId: string) => collection(db, 'posts', postId, 'comments');
  const newestPage = (postId: string) =>
    query(commentsOf(postId), orderBy('createdAt', 'desc'), limit(firestorePageSize));

  return {
    subscribe(postId, onView, onError): CommentsSubscription {
      const known = new Map<string, Comment>();
      let total = 0;
      let oldestShown: QueryDocumentSnapshot | undefined;
      let hasOlder = false;
      let loaded = false;
      let live = false;
      let closed = false;
      let stopListening: (() => void) | undefined;

      const publish = () => {
        if (closed || !loaded) return;
        onView({ comments: [...known.values()].sort(compareNewestFirst), total, hasOlder });
      };
      const report = (error: unknown) => {
        if (!closed) onError(error instanceof Error ? error : new Error(String(error)));
      };
      const recount = () =>
        getCountFromServer(commentsOf(postId)).then((snapshot) => {
          // The aggregation does not see a comment still being written from this browser: never count down.
          total = Math.max(total, snapshot.data().count);
          publish();
        }, report);

      const listen = () => {
        let first = true;
        stopListening = onSnapshot(
          newestPage(postId),
          (snapshot) => {
            for (const change of snapshot.docChanges()) {
              // "removed" is a comment leaving the newest page as another arrives: it stays shown.
              if (change.type === 'removed') continue;
              const isNew = !known.has(change.doc.id);
              known.set(change.doc.id, commentFrom(change.doc));
              if (isNew && !first && change.type === 'added') total += 1;
            }
            first = false;
            publish();
          },
          report,
        );
        void recount();
      };

      // The newest page and the count show at once, live or not.
      void Promise.all([getDocs(newestPage(postId)), getCountFromServer(commentsOf(postId))]).then(([page, count]) => {
        if (closed) return;
        for (const doc of page.docs) if (!known.has(doc.id)) known.set(doc.id, commentFrom(doc));
        oldestShown = page.docs.at(-1);
        total = count.data().count;
        hasOlder = total > page.docs.length;
        loaded = true;
        publish();
      }, report);

      return {
        setLive(next) {
          if (closed || next === live) return;
          live = next;
          if (live) listen();
          else {
            stopListening?.();
            stopListening = undefined;
          }
        },
        async loadOlder() {
          if (!oldestShown) return;
          const page = await getDocs(
            query(commentsOf(postId), orderBy('createdAt', 'desc'), startAfter(oldestShown), limit(firestorePageSize)),
          );
          if (closed) return;
          for (const doc of page.docs) if (!known.has(doc.id)) known.set(doc.id, commentFrom(doc));
          oldestShown = page.docs.at(-1) ?? oldestShown;
          hasOlder = page.docs.length === firestorePageSize;
          publish();
        },
        close() {
          closed = true;
          stopListening?.();
          stopListening = undefined;
        },
      };
    },

    async add(postId, comment: NewComment) {
      const { name, text } = checkedComment(comment);
      try {
        await addDoc(commentsOf(postId), { name, text, createdAt: serverTimestamp() });
      } catch (error) {
        throw new CommentPostError(postProblemFor(error));
      }
      // Firestore has no approval step: the operator moderates afterwards in the Firebase console (docs/operations.md).
      return 'published';
    },
  };
}
