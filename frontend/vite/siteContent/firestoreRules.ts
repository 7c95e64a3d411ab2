/**
 * Firestore's rules with the posts that take comments filled in. firestore.rules at the top of the repository is the
 * template: its isKnownPost list is empty, and the build writes the published copy (content/firestore.rules of the
 * built site) with the content folder's posts, so the rules and comments-service take the same posts.
 */
const knownPostList = /(function isKnownPost\(postId\) \{\s*return postId in )\[[^\]]*\](;)/;

export function firestoreRulesFor(template: string, posts: readonly string[]): string {
  if (!knownPostList.test(template))
    throw new Error('firestore.rules has no "function isKnownPost(postId) { return postId in [...]; }" to fill in');
  // Post names are small letters, digits and hyphens (the content folder's file names): safe in quotes.
  const list = `[${posts.map((post) => `'${post}'`).join(', ')}]`;
  return template.replace(knownPostList, `$1${list}$2`);
}
