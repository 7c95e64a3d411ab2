/**
 * Moderation of the comments kept in Cloud Firestore (COMMENTS_BACKEND=firestore), through the Admin SDK, whose
 * access the rules do not bind: `make comments` lists, hides, unhides and approves there as it does in SQLite.
 *
 * A comment document (posts/{postId}/comments/{id}) carries `state`, as a row of the SQLite store does: 'published',
 * 'hidden' or 'pending'. firestore.rules let readers read only published ones, so a hide leaves every open page
 * through its live listener. The school's moderation setting is the document settings/comments {moderation}, which
 * the rules read to decide the state a new comment must have. Each action is kept in moderationEvents (never
 * readable from a browser), with ids and states only.
 */
import type { CommentState } from '@school/contracts';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { stateAfter, type ModerationAction } from './store.js';

/** COMMENTS_MODERATION's values: shown at once and hidden afterwards, or approved before they show. */
export type ModerationMode = 'after' | 'before';

export interface FirestoreComment {
  id: string;
  postId: string;
  name: string;
  text: string;
  createdAt: string;
  state: CommentState;
}

/** A stored state, as a reader meets it: a document without one (written before states existed) is not shown. */
function stateOf(value: unknown): CommentState {
  return value === 'published' || value === 'pending' || value === 'hidden' ? value : 'hidden';
}

export class FirestoreModeration {
  private constructor(
    private readonly app: App,
    private readonly db: Firestore,
  ) {}

  /**
   * The project's Firestore: credentials are the Admin SDK's own (GOOGLE_APPLICATION_CREDENTIALS, the operator's
   * service-account key), or none against an emulator (FIRESTORE_EMULATOR_HOST, which the SDK reads itself).
   */
  static open(projectId: string): FirestoreModeration {
    // Against an emulator nothing may leave this machine: the auth library would otherwise ask Google Cloud's metadata
    // server (169.254.169.254) whether it runs there, before each call.
    if (process.env.FIRESTORE_EMULATOR_HOST) process.env.METADATA_SERVER_DETECTION = 'none';
    const app = initializeApp({ projectId }, `moderation-${Date.now()}-${Math.random()}`);
    return new FirestoreModeration(app, getFirestore(app));
  }

  async recent(count: number): Promise<FirestoreComment[]> {
    const snapshot = await this.db.collectionGroup('comments').orderBy('createdAt', 'desc').limit(count).get();
    return snapshot.docs.map((doc) => {
      const data = doc.data();
      const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toDate().toISOString() : '';
      return {
        id: doc.id,
        postId: doc.ref.parent.parent?.id ?? '',
        name: typeof data.name === 'string' ? data.name : '',
        text: typeof data.text === 'string' ? data.text : '',
        createdAt,
        state: stateOf(data.state),
      };
    });
  }

  /** A comment by its document id, under whichever post holds it. */
  private async find(commentId: string): Promise<DocumentReference | undefined> {
    // listDocuments also names posts that have no document of their own, only comments beneath.
    for (const post of await this.db.collection('posts').listDocuments()) {
      const comment = post.collection('comments').doc(commentId);
      if ((await comment.get()).exists) return comment;
    }
    return undefined;
  }

  async moderate(
    commentId: string,
    action: ModerationAction,
    now: Date = new Date(),
  ): Promise<{ postId: string; before: CommentState; changed: boolean } | undefined> {
    const comment = await this.find(commentId);
    if (!comment) return undefined;
    const postId = comment.parent.parent?.id ?? '';
    return this.db.runTransaction(async (transaction) => {
      const before = stateOf((await transaction.get(comment)).get('state'));
      const state = stateAfter[action];
      if (before === state) return { postId, before, changed: false };
      transaction.update(comment, { state });
      transaction.create(this.db.collection('moderationEvents').doc(), {
        comment: comment.path,
        action,
        state,
        at: Timestamp.fromDate(now),
      });
      return { postId, before, changed: true };
    });
  }

  async mode(): Promise<ModerationMode> {
    const settings = await this.db.doc('settings/comments').get();
    return settings.get('moderation') === 'before' ? 'before' : 'after';
  }

  async setMode(mode: ModerationMode): Promise<void> {
    await this.db.doc('settings/comments').set({ moderation: mode, changedAt: FieldValue.serverTimestamp() });
  }

  close(): Promise<void> {
    return deleteApp(this.app);
  }
}
