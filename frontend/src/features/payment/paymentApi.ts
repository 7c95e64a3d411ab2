/** The two payment-service calls the pages make (contracts in docs: architecture.md). */
import { postJson } from '../../lib/api';
import type { PaymentRequest } from './paymentChecks';

export interface InitiateAnswer {
  form?: unknown;
  transactionId?: string;
}

export interface Receipt {
  transactionId: string;
  studentName: string;
  parentName: string;
  amount: number;
  esewaRef: string | null;
  completedAt: string | null;
}

export interface PaymentStatusAnswer {
  status: string;
  receipt?: Receipt;
  message?: string;
}

export function initiatePayment(request: PaymentRequest, transactionId: string) {
  return postJson<InitiateAnswer>('/api/esewa/initiate', { ...request, transactionId });
}

export function reportPaymentStatus(transactionId: string, status: 'SUCCESS' | 'FAILED', data?: string) {
  return postJson<PaymentStatusAnswer>('/api/payment-status', {
    product_id: transactionId,
    status,
    ...(data === undefined ? {} : { data }),
  });
}
