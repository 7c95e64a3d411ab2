/** The blog post a comments address names: /api/comments/:postId… */
import type { PostParams } from '@school/contracts';
import { HttpError } from '@school/service-kit';
import { messages } from '../errors.js';
import { isKnownPostId, type PostId } from '@school/contracts/comment-posts';

/** The post, or a 404 for one the blog does not have (nobody fills the database under made-up ids). */
export function knownPost(params: PostParams): PostId {
  if (!isKnownPostId(params.postId)) throw new HttpError(404, messages.unknownPost);
  return params.postId;
}
