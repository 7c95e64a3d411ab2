/**
 * The school office's payments (payment-service, roles admin and accounts): the ledger of wallet payments with its
 * filters and totals, one payment with its history of states and its receipt, and the accountant's CSV.
 * Money is integer paisa; times are ISO 8601 UTC (the console shows them in Nepal time).
 */
import { Type, type Static } from 'typebox';
import { TransactionStatus, transactionStatuses } from './payments.js';
import { pageNumber } from './staff.js';

/** One page of the ledger holds this many payments. */
export const paymentLedgerPageSize = 50;

const adDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/**
 * The ledger's filters, all optional: status; from/to, A.D. days in Nepal time (inclusive) on when the payment
 * started; class (exact); q, a search in the student's and parent's names and the transaction id.
 */
export const PaymentLedgerFilters = {
  status: Type.Optional(Type.Enum(transactionStatuses)),
  from: Type.Optional(adDay),
  to: Type.Optional(adDay),
  class: Type.Optional(Type.String({ maxLength: 40 })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
};

/** GET /api/office/payments */
export const PaymentLedgerQuery = Type.Object(
  { ...PaymentLedgerFilters, page: Type.Optional(pageNumber) },
  { additionalProperties: false },
);
export type PaymentLedgerQuery = Static<typeof PaymentLedgerQuery>;

/** GET /api/office/payments/export: the same filters, every matching payment. */
export const PaymentExportQuery = Type.Object(PaymentLedgerFilters, { additionalProperties: false });
export type PaymentExportQuery = Static<typeof PaymentExportQuery>;

export const PaymentLedgerItem = Type.Object({
  id: Type.String(),
  wallet: Type.String(),
  studentName: Type.String(),
  className: Type.Union([Type.String(), Type.Null()]),
  roll: Type.Union([Type.Integer(), Type.Null()]),
  parentName: Type.String(),
  amountPaisa: Type.Integer({ minimum: 0 }),
  status: TransactionStatus,
  createdAt: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
  receiptNumber: Type.Union([Type.String(), Type.Null()]),
});
export type PaymentLedgerItem = Static<typeof PaymentLedgerItem>;

/** How many payments of one status the filtered range holds, and their sum. */
export const PaymentStatusTotal = Type.Object({
  status: TransactionStatus,
  count: Type.Integer({ minimum: 0 }),
  amountPaisa: Type.Integer({ minimum: 0 }),
});
export type PaymentStatusTotal = Static<typeof PaymentStatusTotal>;

/** The page of payments (newest first), the count of all that match, and the totals of all that match. */
export const PaymentLedgerAnswer = Type.Object({
  payments: Type.Array(PaymentLedgerItem),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  totals: Type.Array(PaymentStatusTotal),
});
export type PaymentLedgerAnswer = Static<typeof PaymentLedgerAnswer>;

export const PaymentParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 80 }) });

/** One change of a payment's status, as the store's append-only history keeps it. */
export const PaymentHistoryEntry = Type.Object({
  from: TransactionStatus,
  to: TransactionStatus,
  /** Whose word changed it: callback, status-check, client-failure, reconciler, token-notice. */
  source: Type.String(),
  at: Type.String(),
});
export type PaymentHistoryEntry = Static<typeof PaymentHistoryEntry>;

/** GET /api/office/payments/:id: the payment, its history (oldest first), its receipt when it has one. */
export const PaymentDetailAnswer = Type.Object({
  payment: PaymentLedgerItem,
  esewaRef: Type.Union([Type.String(), Type.Null()]),
  khaltiTransactionId: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
  history: Type.Array(PaymentHistoryEntry),
  /** The receipt's number and its page on the site (`/receipt#TOKEN`), to print it again. */
  receipt: Type.Union([Type.Object({ number: Type.String(), path: Type.String() }), Type.Null()]),
});
export type PaymentDetailAnswer = Static<typeof PaymentDetailAnswer>;
