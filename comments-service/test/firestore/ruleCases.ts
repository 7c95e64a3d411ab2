/**
 * The comments' rules as one table, run against both backends (rules.firestore.test.ts): Cloud Firestore's emulator
 * with the rules the build wrote, and comments-service's HTTP API. A rule changed on one side alone fails here.
 */
export type RuleAttempt =
  /** A new comment, as a reader's browser sends it, changed as the case says. */
  | {
      kind: 'create';
      postId?: string;
      name?: string;
      text?: string;
      /** One field more than name, text (and, on Firestore, createdAt and state). */
      extraField?: boolean;
      /** The client's own time instead of the server's. */
      createdAt?: 'an hour ago' | 'in an hour';
    }
  /** A stored comment's text changed, or the comment deleted, by a browser. */
  | { kind: 'update' }
  | { kind: 'delete' }
  /** A reader asks for a comment the school hid, or one awaiting approval (COMMENTS_MODERATION=before). */
  | { kind: 'read'; comment: 'hidden' | 'pending' };

export interface RuleCase {
  title: string;
  attempt: RuleAttempt;
  outcome: 'allowed' | 'refused';
}

export const ruleCases: readonly RuleCase[] = [
  { title: 'a valid comment', attempt: { kind: 'create' }, outcome: 'allowed' },
  {
    title: 'line breaks and a tab in the text',
    attempt: { kind: 'create', text: 'First line\nsecond line\r\nthird\tline' },
    outcome: 'allowed',
  },
  { title: 'an extra field', attempt: { kind: 'create', extraField: true }, outcome: 'refused' },
  { title: 'a backdated createdAt', attempt: { kind: 'create', createdAt: 'an hour ago' }, outcome: 'refused' },
  { title: 'a future createdAt', attempt: { kind: 'create', createdAt: 'in an hour' }, outcome: 'refused' },
  { title: 'a post that takes no comments', attempt: { kind: 'create', postId: 'no-such-post' }, outcome: 'refused' },
  { title: 'a text of 2,001 characters', attempt: { kind: 'create', text: 'x'.repeat(2001) }, outcome: 'refused' },
  { title: 'a text of 2,000 characters', attempt: { kind: 'create', text: 'x'.repeat(2000) }, outcome: 'allowed' },
  { title: 'a control character in the text', attempt: { kind: 'create', text: 'ring\u0007bell' }, outcome: 'refused' },
  {
    title: 'a direction override in the name',
    attempt: { kind: 'create', name: '\u202eatiS' },
    outcome: 'refused',
  },
  { title: 'an update of a stored comment', attempt: { kind: 'update' }, outcome: 'refused' },
  { title: 'a delete of a stored comment', attempt: { kind: 'delete' }, outcome: 'refused' },
  { title: 'reading a comment the school hid', attempt: { kind: 'read', comment: 'hidden' }, outcome: 'refused' },
  {
    title: 'reading a comment awaiting approval',
    attempt: { kind: 'read', comment: 'pending' },
    outcome: 'refused',
  },
];

/** The comment every case starts from. */
export const validComment = { name: 'Sita Sharma', text: 'Peace to every family.' };

/** A backend the table runs against: each attempt answers whether the backend allowed it. */
export interface RulesBackend {
  attempt(attempt: RuleAttempt): Promise<'allowed' | 'refused'>;
}
