import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { paymentTexts } from '../../content/payment';
import type { Receipt } from './paymentApi';
import { PaymentReceipt } from './PaymentReceipt';
import { Notice } from '../../components/Notice';
import { useTexts } from '../../hooks/useTexts';

/**
 * A payment the wallet completed: the same words and receipt on whichever result page the parent came back to (the
 * failure page too, when the wallet had completed the payment after all).
 */
export function PaymentCompleted({ receipt, actions }: { receipt: Receipt; actions: ReactNode }) {
  const words = useTexts(paymentTexts);
  return (
    <Stack spacing={3}>
      <Notice severity="success">
        {receipt.wallet === 'khalti' ? words.success.completedWithKhalti : words.success.completed}
      </Notice>
      <PaymentReceipt receipt={receipt} />
      {actions}
    </Stack>
  );
}
