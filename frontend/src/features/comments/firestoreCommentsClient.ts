import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
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
 * server stamps createdAt, and firestore.rules (repository root) decides what may be written and read.
 *
 * A comment has a state, as in comments-service: 'published', 'hidden' (by the school) or 'pending' (awaiting
 * approval). The rules refuse readers anything but a published one, and rules are not filters: every query here
 * asks for state == 'published' itself. A new comment is written 'published', or 'pending' when the school's
 * setting (settings/comments, written by `make comments ARGS="moderation before"`) says comments wait for approval.
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

/** Where the browser SDK connects instead of Google: a local emulator (tests and `make start` only). */
export interface FirestoreTarget {
  emulatorHost: string | null;
}

/**
 * Which changes of the newest page's listener are a comment that left the site (hidden by the school): every
 * "removed" one, but for those that only slid off the end of a full page as newer ones arrived, which stay shown.
 */
export function hiddenIds(snapshot: QuerySnapshot, pageSize: number): string[] {
  const oldestKept = snapshot.docs.at(-1);
  const oldestTime = oldestKept ? createdAtOf(oldestKept).getTime() : Number.NEGATIVE_INFINITY;
  return snapshot
    .docChanges()
    .filter(
      ({ type, doc }) => type === 'removed' && (snapshot.size < pageSize || createdAtOf(doc).getTime() >= oldestTime),
    )
    .map(({ doc }) => doc.id);
}

function createdAtOf(snapshot: QueryDocumentSnapshot): Date {
  const createdAt: unknown = snapshot.data({ serverTimestamps: 'estimate' }).createdAt;
  return createdAt instanceof Timestamp ? createdAt.toDate() : new Date();
}

function commentFrom(snapshot: QueryDocumentSnapshot): Comment {
  // A comment written from this browser shows before the server has stamped it: use the SDK's estimate.
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  return {
    id: snapshot.id,
    name: typeof data.name === 'string' ? data.name : '',
    text: typeof data.text === 'string' ? data.text : '',
    createdAt: createdAtOf(snapshot),
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

export function createFirestoreCommentsClient(
  config: FirebaseWebConfig,
  target: FirestoreTarget = { emulatorHost: null },
): CommentsClient {
  const existing = getApps().length > 0;
  const app = existing ? getApp() : initializeApp(config);
  const db = getFirestore(app);
  if (target.emulatorHost && !existing) {
    const [host = '127.0.0.1', port = '8080'] = target.emulatorHost.split(':');
    connectFirestoreEmulator(db, host, Number(port));
  }
  // What readers may read: published comments only (the rules refuse the rest, and a query that could meet them).
  const commentsOf = (postId: string) =>
    query(collection(db, 'posts', postId, 'comments'), where('state', '==', 'published'));
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
            // A comment the school hid leaves the view and the count; one that only slid off the page stays.
            for (const id of hiddenIds(snapshot, firestorePageSize)) {
              if (known.delete(id)) total = Math.max(0, total - 1);
            }
            for (const change of snapshot.docChanges()) {
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
        for (const found of page.docs) if (!known.has(found.id)) known.set(found.id, commentFrom(found));
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
          for (const found of page.docs) if (!known.has(found.id)) known.set(found.id, commentFrom(found));
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
        // The school's setting decides the state the rules accept; read at each post, so a change applies at once.
        const settings = await getDoc(doc(db, 'settings', 'comments'));
        const state = settings.get('moderation') === 'before' ? 'pending' : 'published';
        await addDoc(collection(db, 'posts', postId, 'comments'), { name, text, createdAt: serverTimestamp(), state });
        return state;
      } catch (error) {
        throw new CommentPostError(postProblemFor(error));
      }
    },
  };
}
