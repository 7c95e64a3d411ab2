import { commentLimits, commentPageSize } from '@school/contracts';
import type { SchemaIssue } from '@school/service-kit';

/**
 * The plain-words message for each way a new comment can be wrong (its schema is the contracts package's
 * NewCommentRequest, whose limits the site's comment form and firestore.rules share).
 */

const fieldMessages = {
  name: {
    missing: 'Please enter your name.',
    type: 'Your name must be text.',
    tooLong: `Your name can be at most ${commentLimits.nameMaxLength} characters.`,
  },
  text: {
    missing: 'Please write your comment.',
    type: 'Your comment must be text.',
    tooLong: `Your comment can be at most ${commentLimits.textMaxLength.toLocaleString('en-US')} characters.`,
  },
} as const;

const wholeBodyMessage = 'Send the comment as a JSON object with a "name" and a "text".';

function fieldOf(error: SchemaIssue): keyof typeof fieldMessages | undefined {
  const field = error.keyword === 'required' ? error.params.missingProperty : error.instancePath.replace(/^\//, '');
  return field === 'name' || field === 'text' ? field : undefined;
}

/** The list's and the stream's query values (GET /api/comments/:postId?cursor=&limit=, …/stream?lastEventId=). */
const queryMessages: Readonly<Record<string, string>> = {
  '/limit': `The page size (limit) must be a whole number from 1 to ${commentPageSize.max}.`,
  '/cursor': 'The cursor must be one the comment list gave out (its nextCursor).',
  '/lastEventId': 'lastEventId must be the id of a comment.',
};

/** One message for the first thing wrong with a comment body (or with the list's query). */
export function describeSchemaError(error: SchemaIssue | undefined): string {
  if (!error) return wholeBodyMessage;
  const queryMessage = queryMessages[error.instancePath];
  if (queryMessage) return queryMessage;
  if (error.keyword === 'additionalProperties') {
    // The field's name is not repeated: an error never echoes the request.
    return 'Send only a "name" and a "text": other fields are not accepted.';
  }
  const field = fieldOf(error);
  if (!field) return wholeBodyMessage;
  const messages = fieldMessages[field];
  switch (error.keyword) {
    case 'required':
    case 'pattern':
      return messages.missing;
    case 'type':
      return messages.type;
    case 'maxLength':
      return messages.tooLong;
    default:
      return wholeBodyMessage;
  }
}
