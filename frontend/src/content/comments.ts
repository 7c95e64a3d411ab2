import { textProblemMessage, type TextProblem } from '@school/contracts/text-rules';
import { defineTexts } from '../lib/texts';

/** A field of the comment form. */
export type CommentField = 'name' | 'text';

/** Numbers in a message about the comment's limits, as the service writes them ("2,000"). */
const atMost = (count: number) => count.toLocaleString('en-US');

/**
 * The texts of the comments block under an article. A refused or failed post is explained in `failure`'s words,
 * chosen by what went wrong (src/features/comments/postProblems.ts); on an English page, the service's own words
 * when it gave any.
 */
const commentsWords = {
  heading: 'Comments',
  headingWithCount: (count: number) => `Comments (${count})`,
  addComment: 'Add Comment',
  posted: 'Your comment was posted.',
  awaitingApproval: 'Thank you. Your comment will appear here once the school approves it.',
  empty: 'No comments yet. Be the first!',
  unavailable: 'Comments cannot be shown right now. We will keep trying; you can still add yours.',
  loadFailed: 'The comments could not be loaded. Please reload the page to see them.',
  showOlder: 'Show older comments',
  loadingOlder: 'Loading older comments...',
  olderFailed: 'Older comments could not be loaded. Please try again.',
  /** The name shown for a comment whose name is empty. */
  anonymous: 'Anonymous',
  dialog: {
    title: 'Add Comment',
    close: 'Close',
    name: 'Full Name',
    text: 'Write your comment...',
    post: 'Post Comment',
    posting: 'Posting...',
    postFailed: 'Your comment could not be posted.',
    tryAgain: 'Please try again in a moment.',
    /** Beside the greyed-out Post button: what it is waiting for. */
    waitingFor: {
      both: 'Write your name and your comment to post.',
      name: 'Write your name to post.',
      text: 'Write your comment to post.',
      shorter: 'Shorten what is marked above to post.',
    },
    /** Under a field near or past its limit: a live count, or how much to cut. */
    length: {
      count: (count: number, max: number) => `${atMost(count)} / ${atMost(max)}`,
      tooMany: (over: number, max: number) =>
        `${atMost(over)} ${over === 1 ? 'character' : 'characters'} too many (at most ${atMost(max)})`,
    },
  },
  /** Why a comment was not posted, each with what the reader can do (after dialog.postFailed). */
  failure: {
    /** No answer at all: offline, or the server is down. */
    unreachable: "The school's server could not be reached. Please check your connection and try again.",
    rateLimited: 'You are posting comments too quickly. Please wait a minute and try again.',
    tooLarge: 'That comment is too long to send.',
    unavailable: 'The comments service is not available right now. Please try again in a moment.',
    unknownPost: 'There is no blog post with that address, so it takes no comments.',
    blankName: 'Please enter your name.',
    blankText: 'Please write your comment.',
    tooLong: (field: CommentField, max: number) =>
      field === 'name'
        ? `Your name can be at most ${max} characters.`
        : `Your comment can be at most ${atMost(max)} characters.`,
    /** Control characters, or hidden ones that turn the text's direction (packages/contracts' text rules). */
    characters: (field: CommentField, problem: TextProblem) =>
      textProblemMessage(problem, field === 'name' ? 'Your name' : 'Your comment', field),
    /** Any other refusal, by its HTTP status. */
    refused: (status: number) => `The server refused the comment (error ${status}). Please check it and try again.`,
    /** Firestore refused the write (its rules): most likely a limit. */
    checkLimits: (nameMax: number, textMax: number) =>
      `The comment was refused. Please check that your name is at most ${atMost(nameMax)} and your comment at most ${atMost(textMax)} characters.`,
    busy: 'Too many comments are being posted right now. Please try again in a minute.',
    notSaved: 'The comment could not be saved. Please check your connection and try again.',
  },
};

export type CommentsWords = typeof commentsWords;

export const commentsTexts = defineTexts(commentsWords, {
  ne: () => import('./ne/comments').then((module) => module.commentsWords),
});
