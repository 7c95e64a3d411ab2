import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PaymentDetailAnswer } from '@school/contracts';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Notice } from '../../components/Notice';
import { dateTexts } from '../../content/dates';
import { officeLedgerTexts } from '../../content/officeLedger';
import { momentInBothCalendars } from '../bothCalendars';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { pathInLanguage, paths } from '../../lib/paths';
import { ConsoleShell } from '../frame/ConsoleShell';
import { officePaths } from '../officePaths';
import { rupeesText } from './paymentText';
import { useOfficeAnswer } from '../useOfficeAnswer';

const touch = { minHeight: 44 };

/** The receipt's page on the public site in the console's language, keeping the receipt's token (its fragment). */
function receiptPageIn(path: string, language: ReturnType<typeof useLanguage>): string {
  return `${pathInLanguage(paths.receipt, language)}${path.slice(path.indexOf('#'))}`;
}

function PaymentDetails({ answer }: { answer: PaymentDetailAnswer }) {
  const words = useTexts(officeLedgerTexts);
  const dateWords = useTexts(dateTexts);
  const language = useLanguage();
  const { payment } = answer;
  const rows: [string, string][] = [
    [words.transactionId, payment.id],
    [words.student, payment.className ? `${payment.studentName} (${payment.className})` : payment.studentName],
    ...(payment.roll === null ? [] : [[words.roll, String(payment.roll)] as [string, string]]),
    [words.parent, payment.parentName || '—'],
    [words.amount, rupeesText(payment.amountPaisa, language)],
    [words.status, words.statuses[payment.status]],
    [words.wallet, payment.wallet],
    [words.started, momentInBothCalendars(payment.createdAt, dateWords)],
    ...(payment.completedAt
      ? [[words.completed, momentInBothCalendars(payment.completedAt, dateWords)] as [string, string]]
      : []),
    [words.walletReference, answer.esewaRef ?? answer.khaltiTransactionId ?? '—'],
    [words.receipt, payment.receiptNumber ?? '—'],
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, mb: 3 }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {answer.receipt ? (
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          href={receiptPageIn(answer.receipt.path, language)}
          target="_blank"
          rel="noopener"
          sx={{ ...touch, mb: 3 }}
        >
          {words.printReceipt}
        </Button>
      ) : (
        <Typography sx={{ mb: 3 }}>{words.noReceipt}</Typography>
      )}
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {words.history}
      </Typography>
      {answer.history.length === 0 ? (
        <Typography>{words.historyNone}</Typography>
      ) : (
        <Box component="ol" sx={{ pl: 3 }}>
          {answer.history.map((entry) => (
            <li key={`${entry.at}-${entry.to}`}>
              {momentInBothCalendars(entry.at, dateWords)}:{' '}
              {words.change(words.statuses[entry.from], words.statuses[entry.to], entry.source)}
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

/** One payment (admin, accounts): every field, its history of states, and its receipt to print again. */
export default function PaymentPage() {
  const words = useTexts(officeLedgerTexts);
  const language = useLanguage();
  const { id = '' } = useParams();
  const { answer: result, reload: retry } = useOfficeAnswer<PaymentDetailAnswer>(
    `/api/office/payments/${encodeURIComponent(id)}`,
  );
  return (
    <ConsoleShell title={words.paymentTitle}>
      <Link
        component={RouterLink}
        to={pathInLanguage(officePaths.payments, language)}
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, mb: 1 }}
      >
        {words.backToLedger}
      </Link>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {words.paymentTitle}
      </Typography>
      {result.state === 'loading' && <CircularProgress aria-label={words.paymentTitle} size={24} />}
      {result.state === 'failed' && (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Notice severity="error">
            {result.status === 404 ? words.notFound : result.status === 403 ? words.refused : words.loadFailed}
          </Notice>
          {result.status !== 403 && result.status !== 404 && (
            <Button variant="contained" onClick={retry} sx={touch}>
              {words.tryAgain}
            </Button>
          )}
        </Box>
      )}
      {result.state === 'loaded' && <PaymentDetails answer={result.data} />}
    </ConsoleShell>
  );
}
