import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { DuesLookupRequest } from '@school/contracts';
import { paymentTexts } from '../../../content/payment';
import { useLanguage } from '../../../hooks/useLanguage';
import { useTexts } from '../../../hooks/useTexts';
import { Notice } from '../../../components/Notice';
import { feesFailureMessage, lookUpDues, type StudentDues } from './feesApi';
import { DuesLookupForm } from './DuesLookupForm';
import { DuesPayment } from './DuesPayment';

/** The last lookup's answer. `attempt` counts lookups so each answer is a fresh part of the page, focused anew. */
type Shown = { attempt: number } & ({ dues: StudentDues; lookup: DuesLookupRequest } | { message: string });

/**
 * "Pay school fees" on /pay, shown when the school has imported dues (its own chunk, fetched only then): the lookup
 * by student ID and date of birth, then the child's dues and their payment, or a message. Focus moves to the
 * answer's heading or message, so a screen reader and a phone's view both land on it.
 */
export function FeesSection() {
  const words = useTexts(paymentTexts).fees;
  const language = useLanguage();
  const [shown, setShown] = useState<Shown | null>(null);
  const [waiting, setWaiting] = useState(false);
  const asking = useRef(false);
  const attempts = useRef(0);
  const answerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (shown) answerRef.current?.focus();
  }, [shown]);

  async function lookUp(lookup: DuesLookupRequest) {
    if (asking.current) return; // a second press while the first is on its way
    asking.current = true;
    setWaiting(true);
    setShown(null);
    const result = await lookUpDues(lookup);
    asking.current = false;
    setWaiting(false);
    attempts.current += 1;
    const attempt = attempts.current;
    setShown(
      result.ok
        ? { attempt, dues: result.data, lookup }
        : { attempt, message: feesFailureMessage(result, words, language) },
    );
  }

  return (
    <Paper component="section" aria-labelledby="fees-heading" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
      <Typography id="fees-heading" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        {words.heading}
      </Typography>
      <Typography sx={{ mb: 2.5 }}>{words.intro}</Typography>
      <DuesLookupForm onLookUp={(lookup) => void lookUp(lookup)} busy={waiting} />
      {/* Always present, so screen readers announce the progress when it appears. */}
      <Typography role="status" color="text.secondary" sx={{ mt: waiting ? 2 : 0 }}>
        {waiting ? words.lookingUp : ''}
      </Typography>
      {shown && 'message' in shown && (
        <Notice
          key={shown.attempt}
          ref={answerRef as React.Ref<HTMLDivElement>}
          tabIndex={-1}
          severity="error"
          sx={{ mt: 2.5, outline: 'none' }}
        >
          {shown.message}
        </Notice>
      )}
      {shown && 'dues' in shown && (
        <DuesPayment
          key={shown.attempt}
          dues={shown.dues}
          lookup={shown.lookup}
          headingRef={answerRef as React.Ref<HTMLHeadingElement>}
        />
      )}
    </Paper>
  );
}
