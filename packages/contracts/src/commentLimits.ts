/**
 * How long a commenter's name and a comment may be, in characters (Unicode code points). comments-service
 * refuses longer ones, the site's comment form counts down to them, and firestore.rules repeats them for the
 * Firestore backend (tests/unit/firestoreRules.test.ts fails until both agree). No dependencies: the site's pages
 * import it.
 */
export const commentLimits = { nameMaxLength: 80, textMaxLength: 2000 } as const;
