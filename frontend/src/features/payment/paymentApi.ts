/** The two payment-service calls the pages make; the bodies and answers are the contracts package's. */
import type {
  InitiatePaymentRequest,
  InitiatePaymentResponse,
  PaymentStatusRequest,
  PaymentStatusResponse,
} from '@school/contracts';
import { postJson } from '../../lib/api';
import type { PaymentRequest } from './paymentChecks';

export type { PaymentStatusResponse, Receipt } from '@school/contracts';

export function initiatePayment(request: PaymentRequest, transactionId: string) {
  const body: InitiatePaymentRequest = { ...request, transactionId };
  return postJson<InitiatePaymentResponse>('/api/esewa/initiate', body);
}

export function reportPaymentStatus(transactionId: string, status: PaymentStatusRequest['status'], data?: string) {
  // `product_id` is the specification's name for our transactionId in this one request.
  const body: PaymentStatusRequest = { product_id: transactionId, status, ...(data === undefined ? {} : { data }) };
  return postJson<PaymentStatusResponse>('/api/payment-status', body);
}
