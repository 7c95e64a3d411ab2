import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { paymentTexts } from '../../content/payment';
import type { Receipt } from './paymentApi';
import { PaymentReceipt } from './PaymentReceipt';

/**
 * A payment eSewa completed: the same words and receipt on whichever result page the parent came back to (the
 * failure page too, when eSewa had completed the payment after all).
 */
export function PaymentCompleted({ receipt, actions }: { receipt: Receipt; actions: ReactNode }) {
  return (
    <Stack spacing={3}>
      <Alert severity="success">{paymentTexts.success.completed}</Alert>
      <PaymentReceipt receipt={receipt} />
      {actions}
    </Stack>
  );
}
