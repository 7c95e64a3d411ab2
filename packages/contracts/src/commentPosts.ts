/**
 * The blog's posts that take comments. Post content is fixed in the site itself; this list only says which
 * post ids comments-service accepts, so nobody can fill the database under made-up ids. firestore.rules repeats it
 * for the Firestore backend (tests/unit/firestoreRules.test.ts fails until both agree). No dependencies.
 */
export const knownPostIds = ['peace-rally'] as const;

export type PostId = (typeof knownPostIds)[number];

export function isKnownPostId(postId: string): postId is PostId {
  return (knownPostIds as readonly string[]).includes(postId);
}
