import type { TransactionStatus } from '@school/contracts';
import type { CommentState } from '@school/contracts';
import { defineTexts } from '../lib/texts';

/**
 * The words of the console's payments pages (src/office/payments/) and comments page (src/office/comments/), in
 * English; ne/officeLedger.ts has every key (the type says so).
 */
const officeLedgerWords = {
  paymentsTitle: 'Payments',
  filters: 'Filters',
  status: 'Status',
  anyStatus: 'Any status',
  from: 'From (A.D.)',
  to: 'To (A.D.)',
  className: 'Class',
  search: 'Name or transaction id',
  apply: 'Show',
  clear: 'Clear filters',
  exportCsv: 'Export CSV',
  totals: 'Totals for these filters',
  totalsNone: 'No payments match these filters.',
  /** "3 payments, Rs. 4,500.00" */
  totalLine: (count: number, amount: string) => `${count} ${count === 1 ? 'payment' : 'payments'}, ${amount}`,
  ledger: 'Ledger',
  started: 'Started',
  student: 'Student',
  amount: 'Amount',
  receipt: 'Receipt',
  open: 'Open',
  /** "Page 2 of 5 (230 payments)" */
  pageOf: (page: number, pages: number, total: number) => `Page ${page} of ${pages} (${total} payments)`,
  previous: 'Previous page',
  next: 'Next page',
  statuses: {
    PENDING: 'Pending',
    COMPLETED: 'Completed',
    FAILED: 'Failed',
    NOT_FOUND: 'Not found at the wallet',
    CANCELED: 'Cancelled',
    FULL_REFUND: 'Refunded',
    PARTIAL_REFUND: 'Partly refunded',
    EXPIRED: 'Expired',
    ABANDONED: 'Abandoned',
  } satisfies Record<TransactionStatus, string>,
  commentsLoadFailed: 'The comments could not be loaded. Check your connection, then try again.',
  loadFailed: 'The payments could not be loaded. Check your connection, then try again.',
  tryAgain: 'Try again',
  refused: 'Your role does not open the payments.',

  paymentTitle: 'Payment',
  backToLedger: 'Back to the ledger',
  transactionId: 'Transaction id',
  wallet: 'Wallet',
  parent: 'Parent',
  roll: 'Roll',
  completed: 'Completed',
  walletReference: 'Wallet reference',
  history: 'History of states',
  historyNone: 'No change of state yet.',
  /** "Pending → Completed (callback)" */
  change: (from: string, to: string, source: string) => `${from} → ${to} (${source})`,
  printReceipt: 'Print receipt',
  noReceipt: 'No receipt: only a completed payment has one.',
  notFound: 'There is no such payment.',

  commentsTitle: 'Comments',
  awaitingApproval: 'Awaiting approval',
  recent: 'Newest comments',
  commentsNone: 'No comments.',
  post: 'Post',
  written: 'Written',
  states: { published: 'Published', hidden: 'Hidden', pending: 'Awaiting approval' } satisfies Record<
    CommentState,
    string
  >,
  hide: 'Hide',
  unhide: 'Show again',
  approve: 'Approve',
  actionFailed: 'That did not work. Please try again.',
  /** Announced after a change: "Comment by Gita: Hidden" */
  changed: (name: string, state: string) => `Comment by ${name}: ${state}`,
};

export type OfficeLedgerWords = typeof officeLedgerWords;

export const officeLedgerTexts = defineTexts(officeLedgerWords, {
  ne: () => import('./ne/officeLedger').then((module) => module.officeLedgerWords),
});
