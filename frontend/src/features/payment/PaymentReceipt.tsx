import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { school } from '../../content/school';
import type { Receipt } from './paymentApi';
import { paymentTexts } from '../../content/payment';
import { LookButton } from '../../components/LookButton';
import { formatMomentInBothCalendars } from '../../lib/momentDates';

const texts = paymentTexts.receipt;

export function formatRupees(amount: number): string {
  return `Rs. ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}

/** When eSewa completed the payment, in the reader's own time zone and the site's date style, with the B.S. date. */
function formatPaidOn(iso: string | null): string {
  return iso ? formatMomentInBothCalendars(new Date(iso)) : '';
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
  const rows: [string, string][] = [
    [texts.student, receipt.studentName],
    // A payment made before the class was asked has none; a roll number only when the parent gave one.
    ...(receipt.className === null ? [] : [[texts.className, receipt.className] as [string, string]]),
    ...(receipt.roll === null ? [] : [[texts.roll, String(receipt.roll)] as [string, string]]),
    [texts.parent, receipt.parentName],
    [texts.amount, formatRupees(receipt.amount)],
    [texts.esewaRef, receipt.esewaRef ?? ''],
    [texts.transactionId, receipt.transactionId],
    [texts.paidOn, formatPaidOn(receipt.completedAt)],
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
        {texts.paidWith}
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
