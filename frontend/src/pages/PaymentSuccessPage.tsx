import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../components/PageMeta';
import { pathInLanguage, paths } from '../lib/paths';
import { currentTransaction, currentTransactionKey } from '../features/payment/currentTransaction';
import { esewaDataFrom, esewaDataParameter, transactionIdFromData } from '../features/payment/esewaData';
import { khaltiPidxParameter, khaltiReturnFrom } from '../features/payment/khaltiReturn';
import { reportPaymentStatus, type WalletReturn } from '../features/payment/paymentApi';
import { retryWhileUnavailable, successViewFor, type SuccessView } from '../features/payment/paymentOutcomes';
import { PaymentOutcomeLayout, SchoolOfficeContact, Working } from '../features/payment/PaymentOutcomeLayout';
import { PaymentCompleted } from '../features/payment/PaymentCompleted';
import { FirstHeading, FirstView, NothingToShowWithout } from '../features/payment/UntilLooked';
import { paymentTexts } from '../content/payment';
import { useReportOnMount } from '../features/payment/useReportOnMount';
import { Notice } from '../components/Notice';
import { LookButton } from '../components/LookButton';
import { useLanguage } from '../hooks/useLanguage';
import { useTexts } from '../hooks/useTexts';

/** The report is sent once per visit; a reload sends it again and the server answers the same (idempotent). */
function findPayment(): { transactionId?: string; returned?: WalletReturn } {
  const khalti = khaltiReturnFrom(window.location.search);
  if (khalti) return { transactionId: currentTransaction() ?? khalti.transactionId, returned: { pidx: khalti.pidx } };
  const data = esewaDataFrom(window.location.search);
  return {
    transactionId: currentTransaction() ?? (data ? transactionIdFromData(data) : undefined),
    returned: data === undefined ? undefined : { data },
  };
}

/**
 * /payment-success: where eSewa sends the parent after paying, and Khalti after paying or cancelling (it has one
 * return address: a cancel goes on to the failure page). Shows what payment-service verified with the wallet.
 */
export function Component() {
  const words = useTexts(paymentTexts);
  const texts = words.success;
  const errors = words.errors;
  const language = useLanguage();
  const headings: Record<SuccessView['kind'], string> = {
    checking: texts.checkingHeading,
    unavailable: texts.checkingHeading,
    completed: texts.completedHeading,
    'not-completed': texts.otherHeading,
    'no-transaction': words.noTransaction.heading,
    error: texts.errorHeading,
  };
  const view = useReportOnMount<SuccessView>({ kind: 'checking' }, (show) => {
    const khalti = khaltiReturnFrom(window.location.search);
    if (khalti && !khalti.completed) {
      // Cancelled or failed at Khalti: the failure page records it, with Khalti's parameters.
      window.location.replace(`${pathInLanguage(paths.paymentFailure, language)}${window.location.search}`);
      return undefined;
    }
    const { transactionId, returned } = findPayment();
    if (!transactionId) return Promise.resolve({ kind: 'no-transaction' });
    // An English page shows the service's note as it is; another language its own words.
    const own = { preferOwnWords: language !== 'en', words: texts };
    // While the service restarts (nginx's 503), say so plainly and ask again: the report is safe to repeat.
    return retryWhileUnavailable(() => reportPaymentStatus(transactionId, 'SUCCESS', returned, own), show).then(
      successViewFor,
    );
  });

  // "Checking" and "no payment" are both in the page until the app has looked (UntilLooked), then the one found.
  const firstView = view.kind === 'checking' || view.kind === 'no-transaction';
  const found = view.kind === 'checking' ? undefined : false;

  return (
    <PaymentOutcomeLayout
      heading={firstView ? <FirstHeading found={found} looking={texts.checkingHeading} /> : headings[view.kind]}
      outcomeKey={view.kind}
    >
      <PageMeta title={texts.title} description={texts.description} noIndex />
      <NothingToShowWithout
        sessionKey={currentTransactionKey}
        addressParameters={[esewaDataParameter, khaltiPidxParameter]}
      />
      {firstView && <FirstView found={found} working={texts.checking} />}
      {view.kind === 'unavailable' && <Working text={errors.serviceUnavailable(view.retryInSeconds)} />}
      {view.kind === 'completed' && (
        <PaymentCompleted receipt={view.receipt} receiptToken={view.receiptToken} actions={<Actions />} />
      )}
      {view.kind === 'not-completed' && (
        <Stack spacing={2}>
          <Notice severity={view.status === 'PENDING' ? 'info' : 'warning'}>
            <strong>{errors.paymentStatus(words.statusNames[view.status] ?? view.status)}</strong>
          </Notice>
          {texts.statusHelp[view.status] && <Typography>{texts.statusHelp[view.status]}</Typography>}
          {view.message && <Typography color="text.secondary">{view.message}</Typography>}
          {view.status !== 'PENDING' && <SchoolOfficeContact />}
          <Actions payAgain={view.status !== 'PENDING'} />
        </Stack>
      )}
      {view.kind === 'error' && (
        <Stack spacing={2}>
          <Notice severity="error">{errors.verifyFailed}</Notice>
          <SchoolOfficeContact />
          <Actions />
        </Stack>
      )}
    </PaymentOutcomeLayout>
  );
}

function Actions({ payAgain = false }: { payAgain?: boolean }) {
  const texts = useTexts(paymentTexts).success;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} className="no-print">
      {payAgain && (
        <LookButton to={paths.pay} variant="contained">
          {texts.payAgain}
        </LookButton>
      )}
      <LookButton to={paths.home} variant={payAgain ? 'outlined' : 'contained'}>
        {texts.home}
      </LookButton>
    </Stack>
  );
}
