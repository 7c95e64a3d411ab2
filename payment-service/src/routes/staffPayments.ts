/**
 * The school office's payments (roles admin and accounts; the staff guard of service-kit checks the session):
 *
 * - GET /api/office/payments?status&from&to&class&q&page → the ledger, newest first, 50 a page, with the count and
 *   the totals (count and paisa per status) of every payment the filters match
 * - GET /api/office/payments/export?status&from&to&class&q → the same payments as `make transactions --bom`'s CSV
 * - GET /api/office/payments/:id → one payment, its history of states, its receipt (number and page) if it has one
 *
 * The filters can name a child: these routes log their pattern, never their address.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  pageOf,
  PaymentDetailAnswer,
  PaymentExportQuery,
  PaymentLedgerAnswer,
  PaymentLedgerQuery,
  paymentLedgerPageSize,
  PaymentParams,
  type StaffRole,
} from '@school/contracts';
import type { PaymentLedger } from '../office/paymentLedger.js';
import { transactionsToCsv } from '../transactions/csv.js';
import type { Transaction, TransactionStore } from '../transactions/store.js';

export interface StaffPaymentsOptions {
  store: TransactionStore;
  ledger: PaymentLedger;
}

const accountants: readonly StaffRole[] = ['admin', 'accounts'];

export const unknownPayment = 'There is no payment with this id.';
const fromAfterTo = 'The first day of the range is after its last day.';

export const staffPaymentsRoutes: FastifyPluginAsyncTypebox<StaffPaymentsOptions> = async (app, { store, ledger }) => {
  app.get(
    '/api/office/payments',
    {
      config: { staff: accountants, logRoutePattern: true },
      schema: { querystring: PaymentLedgerQuery, response: { 200: PaymentLedgerAnswer, 400: ErrorResponse } },
    },
    async (request, reply) => {
      const { page: pageText, ...filter } = request.query;
      if (filter.from && filter.to && filter.from > filter.to) return reply.code(400).send({ message: fromAfterTo });
      const page = pageOf(pageText);
      const { payments, total } = ledger.page(filter, page, paymentLedgerPageSize);
      return { payments, total, page, pageSize: paymentLedgerPageSize, totals: ledger.totals(filter) };
    },
  );

  app.get(
    '/api/office/payments/export',
    {
      config: { staff: accountants, logRoutePattern: true },
      schema: { querystring: PaymentExportQuery },
    },
    async (request, reply) => {
      const filter = request.query;
      if (filter.from && filter.to && filter.from > filter.to) return reply.code(400).send({ message: fromAfterTo });
      const payments = ledger
        .ids(filter)
        .map((id) => store.findById(id))
        .filter((payment): payment is Transaction => payment !== undefined);
      request.log.info(
        { count: payments.length, staffRole: request.staffMember?.role },
        'payments exported from the office',
      );
      const filename = `payments-${filter.from ?? 'all'}-${filter.to ?? 'all'}.csv`;
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          // The byte-order mark (`make transactions --bom`): the office's Excel then reads Nepali names right.
          .send(`\uFEFF${transactionsToCsv(payments, store.ledgerLinks())}`)
      );
    },
  );

  app.get(
    '/api/office/payments/:id',
    {
      config: { staff: accountants },
      schema: { params: PaymentParams, response: { 200: PaymentDetailAnswer, 404: ErrorResponse } },
    },
    async (request, reply) => {
      const payment = store.findById(request.params.id);
      if (!payment) return reply.code(404).send({ message: unknownPayment });
      const receiptNumber = ledger.receiptNumberOf(payment.id);
      const token = store.receiptTokenOf(payment.id);
      return {
        payment: {
          id: payment.id,
          wallet: payment.wallet,
          studentName: payment.studentName,
          className: payment.className,
          roll: payment.roll,
          parentName: payment.parentName,
          amountPaisa: payment.amountPaisa,
          status: payment.status,
          createdAt: payment.createdAt,
          completedAt: payment.completedAt,
          receiptNumber,
        },
        esewaRef: payment.esewaRef,
        khaltiTransactionId: payment.khaltiTransactionId,
        updatedAt: payment.updatedAt,
        history: store.history(payment.id).map((entry) => ({
          from: entry.fromStatus,
          to: entry.toStatus,
          source: entry.source,
          at: entry.at,
        })),
        receipt: token && receiptNumber ? { number: receiptNumber, path: `/receipt#${token}` } : null,
      };
    },
  );
};
