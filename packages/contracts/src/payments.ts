/**
 * payment-service: POST /api/esewa/initiate and POST /api/payment-status. Names follow the glossary in
 * docs/development.md ("One name per concept"): `transactionId` is ours (`txn_…`); eSewa's own names appear only where eSewa or the specification fixes them.
 */
import { Type, type Static } from 'typebox';
import { rollNumberRange, schoolClasses } from './feeStudent.js';
import { TRANSACTION_ID_PATTERN } from './transactionId.js';
import { siteLanguages, type SiteLanguage } from './languages.js';
import { KHALTI_MINIMUM_AMOUNT_NPR, wallets } from './wallets.js';

/**
 * Every status a payment can be in. PENDING, COMPLETED, FAILED, EXPIRED and ABANDONED are ours (COMPLETED only on
 * eSewa's word; EXPIRED: never confirmed within the reconciler's window, and final; ABANDONED: eSewa still had no
 * such payment after its checkout session could have ended, left only for COMPLETED on eSewa's signed callback);
 * NOT_FOUND, CANCELED, FULL_REFUND and PARTIAL_REFUND are eSewa's status API answers, stored as they are.
 */
export const transactionStatuses = [
  'PENDING',
  'COMPLETED',
  'FAILED',
  'NOT_FOUND',
  'CANCELED',
  'FULL_REFUND',
  'PARTIAL_REFUND',
  'EXPIRED',
  'ABANDONED',
] as const;
export const TransactionStatus = Type.Enum(transactionStatuses);
export type TransactionStatus = Static<typeof TransactionStatus>;

/**
 * The languages a fee payment can be started in: the language of the page the parent paid from. It only chooses
 * where eSewa sends the parent back (English: /payment-success, Nepali: /ne/payment-success, and the same for
 * /payment-failure); nothing else of the payment depends on it.
 */
export const paymentLanguages = siteLanguages;
export type PaymentLanguage = SiteLanguage;

/** The names' raw limit is generous; the service holds the trimmed name to 100 characters with its own message. */
const rawNameMaxLength = 400;

export const InitiatePaymentRequest = Type.Object(
  {
    studentName: Type.String({ maxLength: rawNameMaxLength }),
    /** The student's class: with the name, it tells two children of one name apart (feeStudent.ts). */
    className: Type.Enum(schoolClasses),
    /** The student's roll number in that class, when the parent gave it. */
    roll: Type.Optional(Type.Integer(rollNumberRange)),
    parentName: Type.String({ maxLength: rawNameMaxLength }),
    /** NPR, at least 1, at most two decimals (the service converts it to integer paisa). */
    amount: Type.Number(),
    transactionId: Type.String({ maxLength: 64, pattern: TRANSACTION_ID_PATTERN }),
    /** The page's language, for eSewa's return addresses only (paymentLanguages above); 'en' when left out. */
    language: Type.Optional(Type.Enum(paymentLanguages)),
  },
  { additionalProperties: false },
);
export type InitiatePaymentRequest = Static<typeof InitiatePaymentRequest>;

export const InitiatePaymentResponse = Type.Object({
  /** An HTML form that posts every eSewa ePay v2 field to eSewa; the page submits it. */
  form: Type.String(),
  transactionId: Type.String(),
});
export type InitiatePaymentResponse = Static<typeof InitiatePaymentResponse>;

/** The wallet a payment is made with (wallets.ts). */
export const Wallet = Type.Enum(wallets);
export type Wallet = Static<typeof Wallet>;
export { KHALTI_MINIMUM_AMOUNT_NPR, wallets };

/** POST /api/khalti/initiate: the same body as eSewa's initiate (the free-amount payment). */
export const KhaltiInitiateRequest = InitiatePaymentRequest;
export type KhaltiInitiateRequest = InitiatePaymentRequest;

export const KhaltiInitiateResponse = Type.Object({
  /** Khalti's payment page for this payment; the page sends the browser there. */
  paymentUrl: Type.String(),
  transactionId: Type.String(),
});
export type KhaltiInitiateResponse = Static<typeof KhaltiInitiateResponse>;

/**
 * The page's report of how the parent came back from the wallet. `product_id` is the transactionId; the
 * specification fixes that name. `data` is the base64 `data` parameter eSewa appends to the success address;
 * `pidx` is the one in Khalti's return address (SUCCESS when Khalti's `status` there is Completed, FAILED otherwise).
 * Neither completes anything by itself: the service asks the wallet.
 */
export const PaymentStatusRequest = Type.Object(
  {
    product_id: Type.String({ minLength: 1, maxLength: 64 }),
    status: Type.Enum(['SUCCESS', 'FAILED']),
    data: Type.Optional(Type.String({ maxLength: 4096 })),
    pidx: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type PaymentStatusRequest = Static<typeof PaymentStatusRequest>;

/** What the success page prints for a COMPLETED payment. */
export const Receipt = Type.Object({
  transactionId: Type.String(),
  studentName: Type.String(),
  /** Null for a payment made before the class was asked. */
  className: Type.Union([Type.String(), Type.Null()]),
  /** Null when the parent gave none. */
  roll: Type.Union([Type.Integer(), Type.Null()]),
  parentName: Type.String(),
  /** NPR, e.g. 1500.5 */
  amount: Type.Number(),
  /** The wallet the parent paid with. */
  wallet: Wallet,
  /** eSewa's reference for the payment (`transaction_code` in its callback, `ref_id` in its status API). */
  esewaRef: Type.Union([Type.String(), Type.Null()]),
  /** Khalti's `transaction_id` for the payment (its lookup's), for a Khalti payment. */
  khaltiTransactionId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  completedAt: Type.Union([Type.String(), Type.Null()]),
});
export type Receipt = Static<typeof Receipt>;

export const PaymentStatusResponse = Type.Object({
  status: TransactionStatus,
  /** Only for a COMPLETED payment. */
  receipt: Type.Optional(Receipt),
  /** Only for a COMPLETED payment: its receipt's own address (GET /api/receipts/:token, the /receipt page). */
  receiptToken: Type.Optional(Type.String()),
  /** Why the answer is not final yet (eSewa could not be reached), in plain words. */
  message: Type.Optional(Type.String()),
});
export type PaymentStatusResponse = Static<typeof PaymentStatusResponse>;
