/** The blog post a comments address names: /api/comments/:postId… */
import type { PostParams } from '@school/contracts';
import { HttpError } from '@school/service-kit';
import type { PublishedPosts } from '../comments/publishedPosts.js';
import { messages } from '../errors.js';

/** The post, or a 404 for one the published site does not have or that takes no comments. */
export function knownPost(params: PostParams, posts: PublishedPosts): string {
  if (!posts.has(params.postId)) throw new HttpError(404, messages.unknownPost);
  return params.postId;
}
