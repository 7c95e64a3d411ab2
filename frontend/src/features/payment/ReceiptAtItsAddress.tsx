import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { LookButton } from '../../components/LookButton';
import { receiptTexts } from '../../content/receipt';
import { useTexts } from '../../hooks/useTexts';
import { paths } from '../../lib/paths';
import { FeeReceipt } from './FeeReceipt';
import { fetchReceipt, type PaymentReceipt } from './receiptApi';

/**
 * On the success page, a completed payment whose receipt has its own address: the receipt itself (its number, the
 * fees and months it paid), and a link to its page, which opens in any browser later. Until the receipt has come,
 * or if it cannot be fetched, `meanwhile` (the wallet's receipt of the payment) stands in its place.
 */
export function ReceiptAtItsAddress({ token, meanwhile }: { token: string; meanwhile: ReactNode }) {
  const texts = useTexts(receiptTexts);
  const [receipt, setReceipt] = useState<PaymentReceipt>();

  useEffect(() => {
    let current = true;
    void fetchReceipt(token).then((result) => {
      if (current && result.ok) setReceipt(result.data);
    });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <Stack spacing={2}>
      {receipt ? <FeeReceipt receipt={receipt} /> : meanwhile}
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
