/**
 * payment-service: a parent's side of the fees the school set (`make fees ARGS="import dues.csv"`), and receipts.
 *
 * - GET  /api/fees/offered → {offered}: whether the school has imported any dues. Without them the pay page keeps
 *   the free-amount form alone.
 * - POST /api/fees/lookup {studentId, dob} → 200 StudentDues | 404 {message: feesMessages.notFound} | 429.
 *   An unknown id and a wrong date of birth get the same 404 and the same words. Rate-limited per client address
 *   (IPv6 by /64), and wrong dates of birth per student (10 a day).
 * - POST /api/esewa/initiate-dues and POST /api/khalti/initiate-dues {studentId, dob, throughMonth, transactionId,
 *   parentName?, email?, language?} → the free-amount routes' answers ({form, transactionId} and {paymentUrl,
 *   transactionId}). The server checks the id and date of birth again and computes the amount: every unpaid due from
 *   the oldest month up to `throughMonth`. No amount is taken from the browser (an `amount` field is refused).
 * - GET  /api/receipts/:token → 200 PaymentReceipt | 404. The token is the receipt's own address: at least 128
 *   random bits, derived from nothing else. The success page gets it in POST /api/payment-status's answer.
 *
 * Money is integer paisa. Months are B.S., `YYYY-MM`.
 */
import { Type, type Static } from 'typebox';
import { schoolClasses } from './feeStudent.js';
import { siteLanguages } from './languages.js';
import { TRANSACTION_ID_PATTERN } from './transactionId.js';

/** As on the fee card: letters, digits and - . / _; the service trims it and reads Nepali digits as ASCII. */
export const StudentId = Type.String({ minLength: 1, maxLength: 40 });
/** The child's date of birth in A.D. (YYYY-MM-DD); the page converts a B.S. entry, as results' form does. */
export const BirthDateAd = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** A B.S. month, `YYYY-MM`. */
export const FeeMonth = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' });

export const feesMessages = {
  /** The one answer for an unknown student id and for a wrong date of birth: it names nobody. */
  notFound: 'No student found with that student ID and date of birth. Please check the fee card.',
  nothingDue: 'Nothing is due for this student up to that month.',
  /** The dues changed between the lookup and the payment (a payment completed, the school imported again). */
  duesChanged: 'What is due has changed. Please look up the dues again.',
} as const;

export const FeesOfferedResponse = Type.Object({ offered: Type.Boolean() });
export type FeesOfferedResponse = Static<typeof FeesOfferedResponse>;

export const DuesLookupRequest = Type.Object(
  { studentId: StudentId, dob: BirthDateAd },
  { additionalProperties: false },
);
export type DuesLookupRequest = Static<typeof DuesLookupRequest>;

export const UnpaidDue = Type.Object({
  item: Type.String(),
  month: FeeMonth,
  amountPaisa: Type.Integer({ minimum: 1 }),
  /** The due is inside a payment that may still complete: the page warns before a second payment. */
  inOpenPayment: Type.Boolean(),
});
export type UnpaidDue = Static<typeof UnpaidDue>;

/** What a parent sees: the child's first name and class, and nothing else about the child. */
export const StudentDues = Type.Object({
  studentId: Type.String(),
  firstName: Type.String(),
  className: Type.Enum(schoolClasses),
  /** Unpaid dues, oldest month first, then by item. */
  dues: Type.Array(UnpaidDue),
  totalPaisa: Type.Integer({ minimum: 0 }),
});
export type StudentDues = Static<typeof StudentDues>;

export const DuesPaymentRequest = Type.Object(
  {
    studentId: StudentId,
    dob: BirthDateAd,
    /** Pay every unpaid due from the oldest month up to and including this one. */
    throughMonth: FeeMonth,
    transactionId: Type.String({ maxLength: 64, pattern: TRANSACTION_ID_PATTERN }),
    /** Who pays, for the receipt; optional. */
    parentName: Type.Optional(Type.String({ maxLength: 400 })),
    /** Where the receipt is mailed; optional. */
    email: Type.Optional(Type.String({ maxLength: 254 })),
    language: Type.Optional(Type.Enum(siteLanguages)),
  },
  { additionalProperties: false },
);
export type DuesPaymentRequest = Static<typeof DuesPaymentRequest>;

/** How a receipt's money came: a wallet, or at the office. */
export const paymentMethods = ['esewa', 'khalti', 'cash', 'bank', 'cheque'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** The ways the office takes money (`make fees ARGS="record …"`). */
export const officePaymentMethods = ['cash', 'bank', 'cheque'] as const;
export type OfficePaymentMethod = (typeof officePaymentMethods)[number];

/** A receipt token: 32 random bytes, base64url (43 characters, 256 bits). */
export const RECEIPT_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const PaymentReceipt = Type.Object({
  /** Without gaps per fiscal year (Shrawan to Asar): `2082/83-000123`. */
  number: Type.String(),
  /** When the money was confirmed (ISO 8601 UTC); the page shows it in Nepal time and B.S. */
  issuedAt: Type.String(),
  /** Null for a free-amount payment (no student record). */
  studentId: Type.Union([Type.String(), Type.Null()]),
  studentName: Type.String(),
  className: Type.Union([Type.String(), Type.Null()]),
  roll: Type.Union([Type.Integer(), Type.Null()]),
  /** Who paid, when given. */
  payerName: Type.Union([Type.String(), Type.Null()]),
  /** The dues it paid, by month then item; empty for a free-amount payment. */
  items: Type.Array(Type.Object({ item: Type.String(), month: FeeMonth, amountPaisa: Type.Integer() })),
  /** The part kept as the student's credit (its dues were already paid when the money came). */
  creditPaisa: Type.Integer({ minimum: 0 }),
  amountPaisa: Type.Integer({ minimum: 1 }),
  method: Type.Enum(paymentMethods),
  /** The wallet's reference (eSewa's ref_id, Khalti's transaction_id) or the office's (cheque number, deposit slip). */
  reference: Type.Union([Type.String(), Type.Null()]),
  /** The school's PAN (setting SCHOOL_PAN); null when not set. */
  schoolPan: Type.Union([Type.String(), Type.Null()]),
});
export type PaymentReceipt = Static<typeof PaymentReceipt>;

/**
 * office-service: POST /internal/receipt-mail {token, to, language?} → 202 {queued}. payment-service asks the office
 * outbox to mail a receipt to the address the parent gave. The call carries no receipt: office-service reads it from
 * payment-service by its token, so a caller can only have a real receipt mailed, and one receipt is mailed once
 * (`queued: false` when it already was). `/internal/` is on the services' own network only: nginx never routes it.
 */
export const ReceiptMailRequest = Type.Object(
  {
    token: Type.String({ pattern: RECEIPT_TOKEN_PATTERN }),
    to: Type.String({ minLength: 3, maxLength: 254 }),
    language: Type.Optional(Type.Enum(siteLanguages)),
  },
  { additionalProperties: false },
);
export type ReceiptMailRequest = Static<typeof ReceiptMailRequest>;

export const ReceiptMailAnswer = Type.Object({ queued: Type.Boolean() });
export type ReceiptMailAnswer = Static<typeof ReceiptMailAnswer>;
