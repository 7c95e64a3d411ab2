import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { paymentTexts } from '../../content/payment';
import type { Receipt } from './paymentApi';
import { PaymentReceipt } from './PaymentReceipt';
import { Notice } from '../../components/Notice';
import { useTexts } from '../../hooks/useTexts';
import { ReceiptAtItsAddress } from './ReceiptAtItsAddress';

/**
 * A payment the wallet completed: the same words and receipt on whichever result page the parent came back to (the
 * failure page too, when the wallet had completed the payment after all). With `receiptToken` (a service that keeps
 * receipts), the school's receipt with its items and number, and a link to its own page; without, the wallet's.
 */
export function PaymentCompleted({
  receipt,
  receiptToken,
  actions,
}: {
  receipt: Receipt;
  receiptToken?: string;
  actions: ReactNode;
}) {
  const words = useTexts(paymentTexts);
  const walletReceipt = <PaymentReceipt receipt={receipt} />;
  return (
    <Stack spacing={3}>
      <Notice severity="success">
        {receipt.wallet === 'khalti' ? words.success.completedWithKhalti : words.success.completed}
      </Notice>
      {receiptToken ? <ReceiptAtItsAddress token={receiptToken} otherwise={walletReceipt} /> : walletReceipt}
      {actions}
    </Stack>
  );
}
