import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { PageColumn } from '../components/PageColumn';
import { PageMeta } from '../components/PageMeta';
import { PaymentForm } from '../features/payment/PaymentForm';
import { paymentTexts } from '../content/payment';
import { NeedsJavaScript } from '../components/NeedsJavaScript';
import { needsJavaScriptTexts } from '../content/needsJavaScript';
import { useTexts } from '../hooks/useTexts';
import { feesSectionView, useFeesOffered } from '../features/payment/fees/useFeesOffered';

/**
 * /pay: the school fee form; a valid submit hands the parent to eSewa to confirm the payment. When the school has
 * imported dues, "Pay school fees" comes first (added under the intro once the service says so, so nothing above it
 * moves) and the free-amount form follows as "Another payment".
 */
export function Component() {
  const words = useTexts(paymentTexts);
  const texts = words.pay;
  const needsJavaScript = useTexts(needsJavaScriptTexts);
  const offered = useFeesOffered();
  const FeesSection = feesSectionView.useLoaded()?.FeesSection;
  const withFees = offered && FeesSection !== undefined;
  return (
    <PageColumn width="reading" sx={{ py: { xs: 4, md: 7 } }}>
      {/* The form's narrow column (600 px), from the grid's left edge. */}
      <Box sx={{ maxWidth: 600 }}>
        <PageMeta title={texts.title} description={texts.description} />
        <Typography variant="h1" sx={{ mb: 1.5, textWrap: 'balance' }}>
          {texts.heading}
        </Typography>
        <Typography sx={{ mb: 3, fontSize: '1.125rem' }}>{texts.intro}</Typography>
        {withFees && <FeesSection />}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="payment-form-heading" variant="h2" sx={{ fontSize: '1.375rem', mb: 2.5 }}>
            {withFees ? words.fees.anotherPayment : texts.formHeading}
          </Typography>
          <NeedsJavaScript text={needsJavaScript.payment} />
          <PaymentForm labelledBy="payment-form-heading" />
        </Paper>
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start', color: 'text.secondary' }}>
          <LockOutlinedIcon fontSize="small" aria-hidden="true" sx={{ mt: '2px' }} />
          <Typography variant="body2">{texts.secureNote}</Typography>
        </Stack>
      </Box>
    </PageColumn>
  );
}
