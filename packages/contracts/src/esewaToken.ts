/**
 * payment-service: eSewa's token payment, parents paying school fees from inside the eSewa app by the student ID on
 * the fee card. eSewa's server calls ours; the shapes follow eSewa's token-payment documentation
 * (developer.esewa.com.np/pages/Token). Base: /api/esewa/token.
 *
 * - POST /access-token {grant_type: "password", username, password} or {grant_type: "refresh_token", refresh_token}
 *   → 200 EsewaAccessTokenResponse | 401 {message}. Access tokens last 15 minutes; a refresh token lasts 60 minutes
 *   and is used once.
 * - GET  /inquiry/:request_id → what the student owes now: `amount` (rupees, as eSewa writes amounts) and the
 *   child's initial and class, never the full name. Unknown ID or nothing due: response_code 1.
 * - POST /payment {request_id, amount, transaction_code} → the payment, stored COMPLETED with its receipt, when the
 *   amount is exactly what is due; idempotent on transaction_code.
 * - POST /status {request_id, amount, transaction_code} → what became of that payment.
 *
 * The last three take `Authorization: Basic` (the agreed username and password) or `Bearer <access_token>`; anything
 * else is 401 {message}. Every eSewa answer is HTTP 200 with its own response_code: 0 success, 1 not.
 */
import { Type, type Static } from 'typebox';

/** eSewa's reference for a payment: letters, digits, - and _, 1 to 64 characters. */
export const ESEWA_TRANSACTION_CODE_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

/** eSewa's words in the answers (response_message), and ours for the errors. */
export const esewaTokenMessages = {
  success: 'success',
  studentNotFound: 'Student not found',
  nothingDue: 'Nothing is due for this student',
  amountMismatch: 'Amount does not match what is due',
  codeUsed: 'This transaction code was already used',
  paymentNotFound: 'Payment not found',
  refunded: 'The payment was refunded',
  notSetUp: 'eSewa token payment is not set up',
  unauthorized: 'Sign in with the eSewa token payment credentials.',
  badCredentials: 'The username or password is wrong.',
  badRefreshToken: 'The refresh token is unknown or has expired. Sign in again.',
  missingCredentials: 'Give username and password with grant_type "password", or refresh_token with "refresh_token".',
  tooManyFailures: 'Too many failed sign-ins from this address. Please wait a minute.',
  badAmount: 'amount must be an amount in rupees with at most two decimals.',
} as const;

export const esewaGrantTypes = ['password', 'refresh_token'] as const;

/**
 * eSewa's bodies may carry fields we do not use (its access-token call sends a `client_secret`; its notices may name
 * more of the payment): they are ignored, not refused, so that eSewa's own calls are never turned away for a field.
 */
export const EsewaAccessTokenRequest = Type.Object({
  grant_type: Type.Enum(esewaGrantTypes),
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  refresh_token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type EsewaAccessTokenRequest = Static<typeof EsewaAccessTokenRequest>;

export const EsewaAccessTokenResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  /** Seconds; at most 900. */
  expires_in: Type.Integer({ minimum: 1, maximum: 900 }),
  refresh_token: Type.String(),
});
export type EsewaAccessTokenResponse = Static<typeof EsewaAccessTokenResponse>;

/** The student ID as printed on the fee card, read as the parents' lookup reads it. */
export const EsewaRequestId = Type.String({ minLength: 1, maxLength: 40 });

export const EsewaInquiryParams = Type.Object({ request_id: EsewaRequestId });
export type EsewaInquiryParams = Static<typeof EsewaInquiryParams>;

/** 0: success; 1: eSewa shows response_message and goes no further. */
export const EsewaResponseCode = Type.Union([Type.Literal(0), Type.Literal(1)]);

/** An amount in rupees as eSewa writes it: 3500 or 3500.5. */
export const EsewaAmount = Type.Number({ minimum: 0 });

export const EsewaInquiryResponse = Type.Object({
  request_id: Type.String(),
  response_code: EsewaResponseCode,
  response_message: Type.String(),
  /** What is due now: every unpaid due of the student. */
  amount: Type.Optional(EsewaAmount),
  /** What the app shows the payer: the child's initial, the class, and the months the amount pays. */
  properties: Type.Optional(Type.Object({ student: Type.String(), class: Type.String(), dues: Type.String() })),
});
export type EsewaInquiryResponse = Static<typeof EsewaInquiryResponse>;

/** The payment notice and the status request carry the same three fields. */
export const EsewaPaymentRequest = Type.Object(
  {
    request_id: EsewaRequestId,
    /** Rupees, a number or numeric text ("3500", "3,500.00"). */
    amount: Type.Union([
      EsewaAmount,
      Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9][0-9,]*(\\.[0-9]+)?$' }),
    ]),
    transaction_code: Type.String({ pattern: ESEWA_TRANSACTION_CODE_PATTERN }),
  },
  // Other fields eSewa sends are ignored (see EsewaAccessTokenRequest).
);
export type EsewaPaymentRequest = Static<typeof EsewaPaymentRequest>;

export const EsewaPaymentResponse = Type.Object({
  request_id: Type.String(),
  response_code: EsewaResponseCode,
  response_message: Type.String(),
  amount: Type.Optional(EsewaAmount),
  /** The school's receipt number for the payment. */
  reference_code: Type.Optional(Type.String()),
});
export type EsewaPaymentResponse = Static<typeof EsewaPaymentResponse>;

export const EsewaStatusRequest = EsewaPaymentRequest;
export type EsewaStatusRequest = EsewaPaymentRequest;

export const esewaTokenStatuses = ['SUCCESS', 'NOT FOUND', 'REFUNDED'] as const;

export const EsewaStatusResponse = Type.Object({
  request_id: Type.String(),
  response_code: EsewaResponseCode,
  response_message: Type.String(),
  status: Type.Enum(esewaTokenStatuses),
  amount: EsewaAmount,
  reference_code: Type.Optional(Type.String()),
});
export type EsewaStatusResponse = Static<typeof EsewaStatusResponse>;
