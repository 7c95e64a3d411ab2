/**
 * The HTTP contracts of the site's services, written once. The services validate requests and serialise answers with
 * these schemas (Fastify's TypeBox type provider); the site imports only their types (`import type`), so none of
 * this reaches the browser. The dependency-free helpers the pages do run are separate entry points:
 * `@school/contracts/transaction-id`, `@school/contracts/comment-limits`,
 * `@school/contracts/text-rules` (firestore.rules repeats the last two; tests/unit/firestoreRules.test.ts checks
 * it), `@school/contracts/contact-checks`, `@school/contracts/fee-student` and `@school/contracts/grading`.
 */
export * from './comments.js';
export * from './admissionChecks.js';
export * from './commentLimits.js';
export * from './contactChecks.js';
export * from './feeStudent.js';
export * from './fees.js';
export * from './esewaToken.js';
export * from './textRules.js';
export * from './errors.js';
export * from './health.js';
export * from './languages.js';
export * from './office.js';
export * from './payments.js';
export * from './officePayments.js';
export * from './results.js';
export * from './officeResults.js';
export * from './officeContent.js';
export * from './staff.js';
export * from './passkeys.js';
export * from './transactionId.js';
