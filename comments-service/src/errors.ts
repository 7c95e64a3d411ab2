/**
 * comments-service's words for the errors the service kit answers as {"message"}: each says what a visitor
 * can do about it.
 */
import type { ErrorMessages } from '@school/service-kit';
import { describeSchemaError } from './comments/validation.js';

export const messages = {
  rateLimited: 'You are posting comments too quickly. Please wait a minute and try again.',
  unknownPost: 'There is no blog post with that address, so it takes no comments.',
  unknownComment: 'There is no comment with that number. It may have been removed.',
  notFound: 'There is nothing at this address.',
  notJson: 'Send the comment as JSON (Content-Type: application/json).',
  tooLarge: 'That request is too large. A comment can be at most 2,000 characters.',
  badJson: 'Send the comment as a JSON object with a "name" and a "text".',
  streamsFromAddress:
    'Too many live comment streams are open from your network. The page checks for new comments now and then instead; please try again later.',
  streamsFull:
    'The live comments are full right now. The page checks for new comments now and then instead; please try again later.',
  blankName: 'Please enter your name.',
  awaitingApproval: 'Thank you. Your comment will appear once the school approves it.',
  streamMethod: 'The live comments stream answers only GET and HEAD.',
} as const;

export const errorMessages: ErrorMessages = {
  rateLimited: messages.rateLimited,
  notFound: messages.notFound,
  // The first problem only: a comment has two fields, and one clear message helps more than a list.
  describeValidation: (issues) => describeSchemaError(issues[0]),
  byCode: {
    FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.notJson,
    FST_ERR_CTP_BODY_TOO_LARGE: messages.tooLarge,
    FST_ERR_CTP_INVALID_JSON_BODY: messages.badJson,
    FST_ERR_CTP_EMPTY_JSON_BODY: messages.badJson,
  },
};
