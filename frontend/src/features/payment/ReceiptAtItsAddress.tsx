import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { LookButton } from '../../components/LookButton';
import { receiptTexts } from '../../content/receipt';
import { useTexts } from '../../hooks/useTexts';
import { paths } from '../../lib/paths';
import { FeeReceipt } from './FeeReceipt';
import { Working } from './PaymentOutcomeLayout';
import { fetchReceipt, type PaymentReceipt } from './receiptApi';

/**
 * On the success page, a completed payment whose receipt has its own address: the receipt itself (its number, the
 * fees and months it paid), and a link to its page, which opens in any browser later. If it cannot be fetched, the
 * wallet's receipt of the payment (`otherwise`) stands in its place: one receipt on the page, never one swapped for
 * another before the parent's eyes.
 */
export function ReceiptAtItsAddress({ token, otherwise }: { token: string; otherwise: ReactNode }) {
  const texts = useTexts(receiptTexts);
  // Undefined while it comes, null when it could not be fetched.
  const [receipt, setReceipt] = useState<PaymentReceipt | null>();

  useEffect(() => {
    let current = true;
    void fetchReceipt(token).then((result) => {
      if (current) setReceipt(result.ok ? result.data : null);
    });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <Stack spacing={2}>
      {receipt === undefined ? (
        <Working text={texts.opening} />
      ) : receipt ? (
        <FeeReceipt receipt={receipt} />
      ) : (
        otherwise
      )}
      <Typography className="no-print">{texts.keepIt}</Typography>
      <div className="no-print">
        {/* The router's basename adds the language's prefix: /ne/receipt#… on a Nepali page. */}
        <LookButton to={`${paths.receipt}#${token}`} variant="outlined" startIcon={<ReceiptLongIcon />}>
          {texts.openIt}
        </LookButton>
      </div>
    </Stack>
  );
}
