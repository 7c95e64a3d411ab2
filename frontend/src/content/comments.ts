/**
 * The texts of the comments block under an article. The messages that explain a refused or failed post come
 * from the comments clients, which know what went wrong.
 */
export const commentsTexts = {
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
  },
};
