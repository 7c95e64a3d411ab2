import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import type { DuesLookupRequest } from '@school/contracts';
import { newTransactionId } from '@school/contracts/transaction-id';
import { KHALTI_MINIMUM_AMOUNT_NPR } from '@school/contracts/wallets';
import { formatRupees } from '@school/contracts/nepali-numbers';
import { isSchoolClass } from '@school/contracts/fee-student';
import { paymentTexts } from '../../../content/payment';
import { dateTexts } from '../../../content/dates';
import { useLanguage } from '../../../hooks/useLanguage';
import { useTexts } from '../../../hooks/useTexts';
import { InputField } from '../../../components/form/InputField';
import { SelectField } from '../../../components/form/SelectField';
import { Notice } from '../../../components/Notice';
import { LookButton } from '../../../components/LookButton';
import { rememberCurrentTransaction } from '../currentTransaction';
import { buildEsewaForm, removeLeftoverEsewaForms, submitEsewaForm } from '../esewaForm';
import { feesFailureMessage, initiateDuesPayment, type StudentDues } from './feesApi';
import { duesThrough, monthsOf, totalPaisaOf } from './duesMonths';
import { checkDuesPayment, type DuesPaymentValues } from './duesPaymentChecks';

type Wallet = 'esewa' | 'khalti';
/** idle → processing (asking the server) → redirecting (the browser is being handed to the wallet). */
type Phase = 'idle' | 'processing' | 'redirecting';

const optionalFields = ['parentName', 'email'] as const;
const fieldId = (field: keyof DuesPaymentValues) => `fees-${field}`;

/** The wallet whose button submitted the form; eSewa's is the form's first (Enter in a field). */
function walletOf(event: FormEvent): Wallet {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter?.getAttribute('value') === 'khalti' ? 'khalti' : 'esewa';
}

interface DuesPaymentProps {
  dues: StudentDues;
  /** The details the dues were found with: the payment's start checks them again. */
  lookup: DuesLookupRequest;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * One child's unpaid dues, oldest first, and their payment: all of them, or from the oldest month up to one the
 * parent chooses (the total follows the choice; the amount is never sent, the service computes it). A chosen due
 * inside a payment that may still complete is warned about before the parent leaves for the wallet. The wallets'
 * hand-over is the free-amount form's (PaymentForm).
 */
export function DuesPayment({ dues, lookup, headingRef }: DuesPaymentProps) {
  const words = useTexts(paymentTexts);
  const texts = words.fees;
  const dateWords = useTexts(dateTexts);
  const language = useLanguage();
  const months = monthsOf(dues.dues);
  const [values, setValues] = useState<DuesPaymentValues>({
    throughMonth: months.at(-1) ?? '',
    parentName: '',
    email: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof DuesPaymentValues, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [wallet, setWallet] = useState<Wallet>('esewa');
  /** The id of the last attempt and the details it was for: a retry of the same details reuses it (idempotent). */
  const attempt = useRef<{ id: string; details: string } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  // Back from the wallet, the browser may restore this page as it was left: "Processing..." with a form inside.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      removeLeftoverEsewaForms();
      attempt.current = null;
      setPhase('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const monthName = (month: string) => {
    const [year = 0, number = 0] = month.split('-').map(Number);
    return `${dateWords.bs.monthNames[number - 1] ?? month} ${dateWords.bs.digits(year)}`;
  };
  const itemName = (item: string) => texts.itemNames[item] ?? item;
  const rupees = (paisa: number) => formatRupees(paisa, language, words.pay.currencySign);
  const className = isSchoolClass(dues.className) ? words.classNames[dues.className] : dues.className;

  const chosen = duesThrough(dues.dues, values.throughMonth);
  const chosenPaisa = totalPaisaOf(chosen);
  const inOpenPayment = chosen.some((due) => due.inOpenPayment);
  const khaltiTooSmall = chosenPaisa < KHALTI_MINIMUM_AMOUNT_NPR * 100;

  const setValue = (field: keyof DuesPaymentValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    const found = checkDuesPayment(values, { ...texts, nameTooLong: words.validation.nameTooLong });
    const firstInvalid = optionalFields.find((field) => found[field]);
    if (firstInvalid) {
      setErrors(found);
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    setErrors({});
    setProblem(null);
    setPhase('processing');
    const chosenWallet = walletOf(event);
    setWallet(chosenWallet);

    const parentName = values.parentName.trim();
    const email = values.email.trim();
    const request = {
      ...lookup,
      throughMonth: values.throughMonth,
      ...(parentName ? { parentName } : {}),
      ...(email ? { email } : {}),
    };
    // The wallet is part of the details: a payment started with one is never retried with the other.
    const details = JSON.stringify({ ...request, wallet: chosenWallet });
    const transactionId = attempt.current?.details === details ? attempt.current.id : newTransactionId();
    attempt.current = { id: transactionId, details };

    const result = await initiateDuesPayment(chosenWallet, { ...request, transactionId }, language);
    if (!result.ok) {
      // Only a request that may not have reached the server is retried with the same id.
      if (result.status !== 0 && result.status < 500) attempt.current = null;
      setPhase('idle');
      setProblem(feesFailureMessage(result, texts, language));
      return;
    }
    const started = result.data.transactionId ?? transactionId;
    if ('paymentUrl' in result.data) {
      const paymentUrl = result.data.paymentUrl;
      if (typeof paymentUrl !== 'string' || !/^https?:\/\//.test(paymentUrl)) {
        setPhase('idle');
        setProblem(words.errors.formMissing);
        return;
      }
      rememberCurrentTransaction(started);
      setPhase('redirecting');
      window.location.assign(paymentUrl);
      return;
    }
    const form = typeof result.data.form === 'string' ? buildEsewaForm(result.data.form) : undefined;
    if (!form) {
      setPhase('idle');
      setProblem(words.errors.formMissing);
      return;
    }
    rememberCurrentTransaction(started);
    setPhase('redirecting');
    submitEsewaForm(form);
  };

  const busy = phase !== 'idle';
  const heading = (
    <Typography id="fees-dues-heading" ref={headingRef} tabIndex={-1} variant="h3" sx={headingSx}>
      {texts.duesHeading(dues.firstName, className)}
    </Typography>
  );
  if (dues.dues.length === 0) {
    return (
      <Box sx={{ mt: 3 }}>
        {heading}
        <Typography>{texts.nothingDue}</Typography>
      </Box>
    );
  }

  return (
    <Box sx={{ mt: 3 }}>
      {heading}
      <Table size="small" aria-labelledby="fees-dues-heading" sx={{ mb: 2.5 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {texts.month}
            </TableCell>
            <TableCell component="th" scope="col">
              {texts.item}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {texts.amount}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {dues.dues.map((due) => (
            <TableRow key={`${due.month}-${due.item}`}>
              <TableCell>{monthName(due.month)}</TableCell>
              <TableCell>{itemName(due.item)}</TableCell>
              <TableCell align="right">{rupees(due.amountPaisa)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 700 }}>
              {texts.total}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {rupees(dues.totalPaisa)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>

      <Box component="form" noValidate aria-labelledby="fees-dues-heading" aria-busy={busy} onSubmit={onSubmit}>
        {problem && (
          <Notice ref={problemRef} tabIndex={-1} severity="error" role="alert" sx={{ mb: 2.5, outline: 'none' }}>
            {problem}
          </Notice>
        )}
        <Stack spacing={2.5}>
          <SelectField
            id={fieldId('throughMonth')}
            name="throughMonth"
            label={texts.throughMonth}
            value={values.throughMonth}
            onChange={(value) => setValue('throughMonth', value)}
            options={months}
            optionLabel={(month) => (month === months.at(-1) ? texts.throughAll(monthName(month)) : monthName(month))}
            placeholder={texts.throughMonth}
            hint={texts.throughMonthHint}
            required
          />
          <Typography id="fees-to-pay" aria-live="polite" sx={{ fontSize: '1.125rem' }}>
            {texts.toPay}: <strong>{rupees(chosenPaisa)}</strong>
          </Typography>
          <InputField
            id={fieldId('parentName')}
            name="parentName"
            label={texts.payerName}
            value={values.parentName}
            onChange={(event) => setValue('parentName', event.target.value)}
            error={Boolean(errors.parentName)}
            helperText={errors.parentName}
            fullWidth
            autoComplete="name"
          />
          <InputField
            id={fieldId('email')}
            name="email"
            type="email"
            label={texts.email}
            value={values.email}
            onChange={(event) => setValue('email', event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email ?? texts.emailHint}
            fullWidth
            autoComplete="email"
          />
          {inOpenPayment && (
            <Notice severity="warning" role="note">
              <Typography id="fees-open-payment" component="span" sx={{ display: 'block' }}>
                <strong>{texts.openPaymentHeading}.</strong> {texts.openPayment}
              </Typography>
            </Notice>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <LookButton
              type="submit"
              name="wallet"
              value="esewa"
              variant="contained"
              size="large"
              disabled={busy}
              aria-describedby={inOpenPayment ? 'fees-to-pay fees-open-payment' : 'fees-to-pay'}
              sx={{ minWidth: { sm: 200 } }}
            >
              {busy && wallet === 'esewa' ? words.pay.processing : words.pay.submit}
            </LookButton>
            {!khaltiTooSmall && (
              <LookButton
                type="submit"
                name="wallet"
                value="khalti"
                variant="contained"
                size="large"
                disabled={busy}
                aria-describedby={inOpenPayment ? 'fees-to-pay fees-open-payment' : 'fees-to-pay'}
                sx={{ minWidth: { sm: 200 } }}
              >
                {busy && wallet === 'khalti' ? words.pay.processing : words.pay.khaltiSubmit}
              </LookButton>
            )}
          </Stack>
          {khaltiTooSmall && <Typography color="text.secondary">{words.pay.khaltiMinimum}</Typography>}
        </Stack>
        {/* Always present, so screen readers announce the text when it appears. */}
        <Typography role="status" color="text.secondary" sx={{ mt: phase === 'redirecting' ? 2 : 0 }}>
          {phase === 'redirecting' ? (wallet === 'khalti' ? words.pay.khaltiRedirecting : words.pay.redirecting) : ''}
        </Typography>
      </Box>
    </Box>
  );
}

const headingSx = { fontSize: '1.25rem', mb: 1.5, outline: 'none' } as const;
