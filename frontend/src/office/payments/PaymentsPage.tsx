import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PaymentLedgerAnswer } from '@school/contracts';
import { classNamesInNepali } from '@school/contracts/class-names-ne';
import { schoolClasses } from '@school/contracts/fee-student';
import type { FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Notice } from '../../components/Notice';
import { dateTexts } from '../../content/dates';
import { officeLedgerTexts } from '../../content/officeLedger';
import { momentInBothCalendars } from '../bothCalendars';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { pathInLanguage } from '../../lib/paths';
import { ConsoleShell } from '../frame/ConsoleShell';
import { officePaths } from '../officePaths';
import {
  exportApiPath,
  filtersOf,
  ledgerStatuses,
  ledgerApiPath,
  pageOfSearch,
  searchOf,
  type LedgerFilters,
} from './ledgerQuery';
import { rupeesText } from './paymentText';
import { useOfficeAnswer } from '../useOfficeAnswer';

const touch = { minHeight: 44 };

/** The filters' form; its fields start from the address's filters, and Show puts the new ones in the address. */
function LedgerFiltersForm({ filters, onApply }: { filters: LedgerFilters; onApply: (f: LedgerFilters) => void }) {
  const words = useTexts(officeLedgerTexts);
  const language = useLanguage();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply(filtersOf(new URLSearchParams([...form.entries()].map(([key, value]) => [key, String(value)]))));
  }
  return (
    <Box
      component="form"
      role="search"
      aria-label={words.filters}
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 3 }}
    >
      <TextField
        select
        name="status"
        label={words.status}
        defaultValue={filters.status ?? ''}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{words.anyStatus}</option>
        {ledgerStatuses.map((status) => (
          <option key={status} value={status}>
            {words.statuses[status]}
          </option>
        ))}
      </TextField>
      <TextField
        type="date"
        name="from"
        label={words.from}
        defaultValue={filters.from ?? ''}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        name="to"
        label={words.to}
        defaultValue={filters.to ?? ''}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        name="class"
        label={words.className}
        defaultValue={filters.class ?? ''}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">—</option>
        {schoolClasses.map((name) => (
          <option key={name} value={name}>
            {language === 'ne' ? classNamesInNepali[name] : name}
          </option>
        ))}
      </TextField>
      <TextField
        name="q"
        label={words.search}
        defaultValue={filters.q ?? ''}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button type="submit" variant="contained" sx={touch}>
          {words.apply}
        </Button>
        <Button type="button" onClick={() => onApply({})} sx={touch}>
          {words.clear}
        </Button>
      </Box>
    </Box>
  );
}

function LedgerTable({ answer }: { answer: PaymentLedgerAnswer }) {
  const words = useTexts(officeLedgerTexts);
  const dateWords = useTexts(dateTexts);
  const language = useLanguage();
  return (
    <TableContainer sx={{ mb: 2 }}>
      <Table size="small" aria-label={words.ledger}>
        <TableHead>
          <TableRow>
            <TableCell>{words.started}</TableCell>
            <TableCell>{words.student}</TableCell>
            <TableCell align="right">{words.amount}</TableCell>
            <TableCell>{words.status}</TableCell>
            <TableCell>{words.receipt}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell>{momentInBothCalendars(payment.createdAt, dateWords)}</TableCell>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={pathInLanguage(`${officePaths.payments}/${encodeURIComponent(payment.id)}`, language)}
                  sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                >
                  {payment.studentName}
                </Link>
                {payment.className && ` (${payment.className})`}
              </TableCell>
              <TableCell align="right">{rupeesText(payment.amountPaisa, language)}</TableCell>
              <TableCell>{words.statuses[payment.status]}</TableCell>
              <TableCell>{payment.receiptNumber ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The payments' ledger (admin, accounts): filters in the address, the totals for them, a page of payments, CSV. */
export default function PaymentsPage() {
  const words = useTexts(officeLedgerTexts);
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const page = pageOfSearch(search);
  const { answer: result, reload: retry } = useOfficeAnswer<PaymentLedgerAnswer>(ledgerApiPath(filters, page));
  const pages = result.state === 'loaded' ? Math.max(1, Math.ceil(result.data.total / result.data.pageSize)) : 1;
  const pageLink = (to: number) => `?${searchOf(filters, to).toString()}`;

  return (
    <ConsoleShell title={words.paymentsTitle}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {words.paymentsTitle}
      </Typography>
      <LedgerFiltersForm key={search.toString()} filters={filters} onApply={(next) => setSearch(searchOf(next))} />
      <Button variant="outlined" href={exportApiPath(filters)} download sx={{ ...touch, mb: 3 }}>
        {words.exportCsv}
      </Button>
      {result.state === 'loading' && <CircularProgress aria-label={words.ledger} size={24} />}
      {result.state === 'failed' && (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Notice severity="error">{result.status === 403 ? words.refused : words.loadFailed}</Notice>
          {result.status !== 403 && (
            <Button variant="contained" onClick={retry} sx={touch}>
              {words.tryAgain}
            </Button>
          )}
        </Box>
      )}
      {result.state === 'loaded' && (
        <>
          <Typography variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {words.totals}
          </Typography>
          {result.data.totals.length === 0 ? (
            <Typography sx={{ mb: 3 }}>{words.totalsNone}</Typography>
          ) : (
            <Box component="ul" aria-label={words.totals} sx={{ mt: 0, mb: 3, pl: 3 }}>
              {result.data.totals.map((total) => (
                <li key={total.status}>
                  <strong>{words.statuses[total.status]}</strong>:{' '}
                  {words.totalLine(total.count, rupeesText(total.amountPaisa, language))}
                </li>
              ))}
            </Box>
          )}
          {result.data.payments.length > 0 && <LedgerTable answer={result.data} />}
          <Box
            component="nav"
            aria-label={words.ledger}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography role="status">{words.pageOf(result.data.page, pages, result.data.total)}</Typography>
            {page > 1 && (
              <Button component={RouterLink} to={pageLink(page - 1)} sx={touch}>
                {words.previous}
              </Button>
            )}
            {page < pages && (
              <Button component={RouterLink} to={pageLink(page + 1)} sx={touch}>
                {words.next}
              </Button>
            )}
          </Box>
        </>
      )}
    </ConsoleShell>
  );
}
