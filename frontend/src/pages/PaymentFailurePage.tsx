import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../components/PageMeta';
import { paths } from '../lib/paths';
import { currentTransaction, currentTransactionKey } from '../features/payment/currentTransaction';
import { khaltiPidxParameter, khaltiReturnFrom } from '../features/payment/khaltiReturn';
import { reportPaymentStatus } from '../features/payment/paymentApi';
import { failureViewFor, retryWhileUnavailable, type FailureView } from '../features/payment/paymentOutcomes';
import { PaymentCompleted } from '../features/payment/PaymentCompleted';
import { FirstHeading, FirstView, NothingToShowWithout } from '../features/payment/UntilLooked';
import { PaymentOutcomeLayout, SchoolOfficeContact, Working } from '../features/payment/PaymentOutcomeLayout';
import { paymentTexts } from '../content/payment';
import { useReportOnMount } from '../features/payment/useReportOnMount';
import { Notice } from '../components/Notice';
import { LookButton } from '../components/LookButton';
import { useTexts } from '../hooks/useTexts';

/**
 * /payment-failure: where eSewa sends the parent after a cancel or a failed payment (and the success page a Khalti
 * return that is not Completed). Reports FAILED, which the server applies only to a payment still pending (never to
 * one the wallet completed: that one is shown as paid).
 */
export function Component() {
  const words = useTexts(paymentTexts);
  const texts = words.failure;
  const errors = words.errors;
  const view = useReportOnMount<FailureView>({ kind: 'notifying' }, (show) => {
    const khalti = khaltiReturnFrom(window.location.search);
    const transactionId = currentTransaction() ?? khalti?.transactionId;
    if (!transactionId) return Promise.resolve({ kind: 'no-transaction' });
    const returned = khalti ? { pidx: khalti.pidx } : undefined;
    // While the service restarts (nginx's 503), say so plainly and ask again: the report is safe to repeat.
    return retryWhileUnavailable(() => reportPaymentStatus(transactionId, 'FAILED', returned), show).then(
      failureViewFor,
    );
  });

  // "Recording" and "no payment" are both in the page until the app has looked (UntilLooked), then the one found.
  const firstView = view.kind === 'notifying' || view.kind === 'no-transaction';
  const found = view.kind === 'notifying' ? undefined : false;

  return (
    <PaymentOutcomeLayout
      heading={
        firstView ? (
          <FirstHeading found={found} looking={texts.heading} />
        ) : view.kind === 'completed' ? (
          words.success.completedHeading
        ) : (
          texts.heading
        )
      }
      outcomeKey={view.kind}
    >
      <PageMeta title={texts.title} description={texts.description} noIndex />
      <NothingToShowWithout sessionKey={currentTransactionKey} addressParameters={[khaltiPidxParameter]} />
      {firstView ? (
        <FirstView found={found} working={texts.notifying} />
      ) : view.kind === 'completed' ? (
        // eSewa completed the payment after all: the fee is paid, whatever page the parent came back to.
        <PaymentCompleted
          receipt={view.receipt}
          receiptToken={view.receiptToken}
          actions={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} className="no-print">
              <LookButton to={paths.home} variant="contained">
                {texts.home}
              </LookButton>
            </Stack>
          }
        />
      ) : view.kind === 'unavailable' ? (
        <Working text={errors.serviceUnavailable(view.retryInSeconds)} />
      ) : (
        <Stack spacing={2}>
          {view.kind === 'marked-failed' && (
            <>
              <Notice severity="info">{errors.markedFailed}</Notice>
              <Typography>{texts.noCharge}</Typography>
            </>
          )}
          {view.kind === 'not-updated' && (
            <>
              <Notice severity="warning">{errors.updateFailed}</Notice>
              {view.status && (
                <Typography>{errors.paymentStatus(words.statusNames[view.status] ?? view.status)}</Typography>
              )}
              <SchoolOfficeContact />
            </>
          )}
          {view.kind === 'notify-error' && (
            <>
              <Notice severity="error">{errors.notifyFailed}</Notice>
              <SchoolOfficeContact />
            </>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
            <LookButton to={paths.pay} variant="contained">
              {texts.tryAgain}
            </LookButton>
            <LookButton to={paths.home} variant="outlined">
              {texts.home}
            </LookButton>
          </Stack>
        </Stack>
      )}
    </PaymentOutcomeLayout>
  );
}
