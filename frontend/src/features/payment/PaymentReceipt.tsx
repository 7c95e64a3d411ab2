import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { formatDigits, formatRupees } from '@school/contracts/nepali-numbers';
import { isSchoolClass } from '@school/contracts/fee-student';
import { school } from '../../content/school';
import type { Receipt } from './paymentApi';
import { paymentTexts } from '../../content/payment';
import { dateTexts } from '../../content/dates';
import { LookButton } from '../../components/LookButton';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import type { DateWords } from '../../lib/dates';
import { formatMomentInBothCalendars } from '../../lib/momentDates';

/**
 * When the wallet completed the payment, in the reader's own time zone and the site's date style, with the B.S. date,
 * in the page's language.
 */
function formatPaidOn(iso: string | null, dateWords: DateWords): string {
  return iso ? formatMomentInBothCalendars(new Date(iso), dateWords) : '';
}

/** The receipt's amount (NPR, at most two decimals) as whole paisa, the unit the rupee formatter writes. */
export function paisaOf(amount: number): number {
  return Math.round(amount * 100);
}

/** When printing, only the receipt is shown: everything else on the page is hidden. */
const printOnlyTheReceipt = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.payment-receipt, .payment-receipt *': { visibility: 'visible' },
        '.payment-receipt': { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%', boxShadow: 'none' },
        '.payment-receipt .no-print': { display: 'none' },
      },
    }}
  />
);

/** The receipt of a completed payment, printable on its own. */
export function PaymentReceipt({ receipt }: { receipt: Receipt }) {
  const words = useTexts(paymentTexts);
  const dateWords = useTexts(dateTexts);
  const language = useLanguage();
  const texts = words.receipt;
  const className = receipt.className;
  const rows: [string, string][] = [
    [texts.student, receipt.studentName],
    // A payment made before the class was asked has none; a roll number only when the parent gave one.
    ...(className === null
      ? []
      : [[texts.className, isSchoolClass(className) ? words.classNames[className] : className] as [string, string]]),
    ...(receipt.roll === null ? [] : [[texts.roll, formatDigits(receipt.roll, language)] as [string, string]]),
    [texts.parent, receipt.parentName],
    [texts.amount, formatRupees(paisaOf(receipt.amount), language, words.pay.currencySign)],
    // The wallet's own reference, which the school's accountant matches against the wallet's settlement.
    receipt.wallet === 'khalti'
      ? [texts.khaltiRef, receipt.khaltiTransactionId ?? '']
      : [texts.esewaRef, receipt.esewaRef ?? ''],
    [texts.transactionId, receipt.transactionId],
    [texts.paidOn, formatPaidOn(receipt.completedAt, dateWords)],
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="receipt-heading"
      className="payment-receipt"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      {printOnlyTheReceipt}
      <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{school.name}</Typography>
      <Typography id="receipt-heading" variant="h2" sx={{ fontSize: '1.375rem', mt: 0.5, mb: 2 }}>
        {texts.heading}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {receipt.wallet === 'khalti' ? texts.paidWithKhalti : texts.paidWith}
      </Typography>
      <LookButton
        className="no-print"
        variant="outlined"
        startIcon={<PrintIcon />}
        onClick={() => window.print()}
        sx={{ mt: 2 }}
      >
        {texts.print}
      </LookButton>
    </Paper>
  );
}
