/** The blog post a comments address names: /api/comments/:postId… */
import { HttpError } from '@school/service-kit';
import { messages } from '../errors.js';
import { isKnownPostId, type PostId } from '../posts.js';

export interface PostParams {
  postId: string;
}

export const postParamsSchema = {
  type: 'object',
  required: ['postId'],
  properties: { postId: { type: 'string' } },
} as const;

/** The post, or a 404 for one the blog does not have (nobody fills the database under made-up ids). */
export function knownPost(params: PostParams): PostId {
  if (!isKnownPostId(params.postId)) throw new HttpError(404, messages.unknownPost);
  return params.postId;
}
