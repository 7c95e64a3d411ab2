/**
 * The HTTP contracts of the site's services, written once. The services validate requests and serialise answers with
 * these schemas (Fastify's TypeBox type provider); the site imports only their types (`import type`), so none of
 * this reaches the browser. The two dependency-free helpers the pages do run are separate entry points:
 * `@school/contracts/transaction-id` and `@school/contracts/comment-limits`.
 */
export * from './comments.js';
export * from './commentLimits.js';
export * from './errors.js';
export * from './health.js';
export * from './payments.js';
export * from './transactionId.js';
