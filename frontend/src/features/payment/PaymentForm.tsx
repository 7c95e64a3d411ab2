import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { paths } from '../../lib/paths';
import { rememberCurrentTransaction } from './currentTransaction';
import { buildEsewaForm, removeLeftoverEsewaForms, submitEsewaForm } from './esewaForm';
import { initiateFailureMessage, initiateKhaltiPayment, initiatePayment } from './paymentApi';
import { checkPaymentForm, parseAmount, type PaymentFormErrors, type PaymentFormValues } from './paymentChecks';
import { paymentTexts } from '../../content/payment';
import { newTransactionId } from '@school/contracts/transaction-id';
import { KHALTI_MINIMUM_AMOUNT_NPR } from '@school/contracts/wallets';
import { isSchoolClass, schoolClasses } from '@school/contracts/fee-student';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { InputField } from '../../components/form/InputField';
import { SelectField } from '../../components/form/SelectField';
import { useEnteredBeforeStart, withEntered } from '../../hooks/useEnteredBeforeStart';
import { Notice } from '../../components/Notice';
import { LookButton } from '../../components/LookButton';

const fields = ['studentName', 'className', 'roll', 'parentName', 'amount'] as const;
type Field = (typeof fields)[number];

const fieldId = (field: Field) => `pay-${field}`;
const fieldIds = Object.fromEntries(fields.map((field) => [field, fieldId(field)])) as Record<Field, string>;

/** idle → processing (asking the server) → redirecting (the browser is being handed to the wallet). */
type Phase = 'idle' | 'processing' | 'redirecting';

type Wallet = 'esewa' | 'khalti';

/** The wallet whose button submitted the form; eSewa's is the form's first (Enter in a field). */
function walletOf(event: FormEvent): Wallet {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter?.getAttribute('value') === 'khalti' ? 'khalti' : 'esewa';
}

/**
 * The fee form, with a button per wallet. eSewa: a valid submit asks payment-service for the signed eSewa form and
 * submits it. Khalti: payment-service starts the payment with Khalti and answers its payment page, where the
 * browser goes. Either way the parent confirms on the wallet's page. Khalti takes Rs 10 or more: for a smaller
 * amount its button is not shown, and a line says why. What was typed stays in the fields whatever goes wrong.
 */
export function PaymentForm({ labelledBy }: { labelledBy: string }) {
  const words = useTexts(paymentTexts);
  const texts = words.pay;
  const language = useLanguage();
  const [values, setValues] = useState<PaymentFormValues>({
    studentName: '',
    className: '',
    roll: '',
    parentName: '',
    amount: '',
  });
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [problem, setProblem] = useState<{ message: string; focus: boolean } | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [wallet, setWallet] = useState<Wallet>('esewa');
  /** The id of the last attempt and the details it was for: a retry of the same details reuses it (idempotent). */
  const attempt = useRef<{ id: string; details: string } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  // What a parent typed before the app started (a slow phone) becomes the form's state.
  useEnteredBeforeStart(fieldIds, (entered) => setValues((current) => withEntered(current, entered)));

  // Back from eSewa, the browser may restore this page as it was left: "Processing..." with a form inside.
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
    if (problem?.focus) problemRef.current?.focus();
  }, [problem]);

  const setValue = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fail = (message: string) => {
    setPhase('idle');
    setProblem({ message, focus: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    const check = checkPaymentForm(values, words.validation);
    if (!check.ok) {
      setErrors(check.errors);
      setProblem({ message: words.validation.summary, focus: false });
      const firstInvalid = fields.find((field) => check.errors[field]);
      if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    setErrors({});
    setProblem(null);
    setPhase('processing');

    const chosen = walletOf(event);
    setWallet(chosen);
    // The wallet is part of the details: a payment started with one is never retried with the other.
    const details = JSON.stringify({ ...check.request, wallet: chosen });
    const transactionId = attempt.current?.details === details ? attempt.current.id : newTransactionId();
    attempt.current = { id: transactionId, details };

    // The page's language: the wallet sends the parent back to the result page in it.
    const result =
      chosen === 'khalti'
        ? await initiateKhaltiPayment(check.request, transactionId, language)
        : await initiatePayment(check.request, transactionId, language);
    if (!result.ok) {
      // Only a request that may not have reached the server is retried with the same id.
      if (result.status !== 0 && result.status < 500) attempt.current = null;
      // An English page shows the server's words; another language its own, by the kind of failure.
      fail(initiateFailureMessage(result, words.initiateFailures, { preferOwnWords: language !== 'en' }));
      return;
    }
    if ('paymentUrl' in result.data) {
      const paymentUrl = result.data.paymentUrl;
      if (typeof paymentUrl !== 'string' || !/^https?:\/\//.test(paymentUrl)) {
        fail(words.errors.formMissing);
        return;
      }
      rememberCurrentTransaction(result.data.transactionId ?? transactionId);
      setPhase('redirecting');
      window.location.assign(paymentUrl);
      return;
    }
    const form = typeof result.data.form === 'string' ? buildEsewaForm(result.data.form) : undefined;
    if (!form) {
      fail(words.errors.formMissing);
      return;
    }
    rememberCurrentTransaction(result.data.transactionId ?? transactionId);
    setPhase('redirecting');
    submitEsewaForm(form);
  };

  const busy = phase !== 'idle';
  const typedAmount = parseAmount(values.amount);
  const khaltiTooSmall = typedAmount !== undefined && typedAmount < KHALTI_MINIMUM_AMOUNT_NPR;
  const hints: Partial<Record<Field, string>> = { amount: texts.amountHint, roll: texts.rollHint };
  const fieldProps = (field: Exclude<Field, 'className'>) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? hints[field],
    // Only the roll number may be left empty.
    required: field !== 'roll',
    fullWidth: true,
  });

  return (
    <Box component="form" noValidate aria-labelledby={labelledBy} aria-busy={busy} onSubmit={onSubmit}>
      {problem && (
        <Notice ref={problemRef} tabIndex={-1} severity="error" role="alert" sx={{ mb: 2.5, outline: 'none' }}>
          {problem.message}
        </Notice>
      )}
      <Stack spacing={2.5}>
        <InputField {...fieldProps('studentName')} label={texts.studentName} autoComplete="off" />
        {/* The class tells two children of one name apart; the roll number helps the office further. */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ '& > *': { flex: 1 } }}>
          <SelectField
            id={fieldId('className')}
            name="className"
            label={texts.className}
            value={values.className}
            onChange={(value) => setValue('className', value)}
            options={schoolClasses}
            optionLabel={(option) => (isSchoolClass(option) ? words.classNames[option] : option)}
            placeholder={texts.classPlaceholder}
            error={errors.className}
            required
          />
          <InputField
            {...fieldProps('roll')}
            label={texts.roll}
            autoComplete="off"
            htmlInput={{ inputMode: 'numeric' }}
          />
        </Stack>
        <InputField {...fieldProps('parentName')} label={texts.parentName} autoComplete="name" />
        <InputField
          {...fieldProps('amount')}
          label={texts.amount}
          autoComplete="off"
          htmlInput={{ inputMode: 'decimal' }}
          startAdornment={
            <InputAdornment position="start" aria-hidden="true">
              {texts.currencySign}
            </InputAdornment>
          }
        />
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ pt: 0.5 }}>
          <LookButton to={paths.home} variant="outlined" size="large">
            {texts.cancel}
          </LookButton>
          <LookButton
            type="submit"
            name="wallet"
            value="esewa"
            variant="contained"
            size="large"
            disabled={busy}
            sx={{ minWidth: { sm: 200 } }}
          >
            {busy && wallet === 'esewa' ? texts.processing : texts.submit}
          </LookButton>
          {!khaltiTooSmall && (
            <LookButton
              type="submit"
              name="wallet"
              value="khalti"
              variant="contained"
              size="large"
              disabled={busy}
              sx={{ minWidth: { sm: 200 } }}
            >
              {busy && wallet === 'khalti' ? texts.processing : texts.khaltiSubmit}
            </LookButton>
          )}
        </Stack>
        {khaltiTooSmall && <Typography color="text.secondary">{texts.khaltiMinimum}</Typography>}
      </Stack>
      {/* Always present, so screen readers announce the text when it appears. */}
      <Typography role="status" color="text.secondary" sx={{ mt: phase === 'redirecting' ? 2 : 0 }}>
        {phase === 'redirecting' ? (wallet === 'khalti' ? texts.khaltiRedirecting : texts.redirecting) : ''}
      </Typography>
    </Box>
  );
}
