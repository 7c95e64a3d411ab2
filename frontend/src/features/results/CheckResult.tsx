import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { resultTexts, type ResultRecord } from '../../content/results';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { lookUpResult, lookupOutcome, type ResultQuery } from './resultsApi';
import { usePublishedExams } from './usePublishedExams';
import { ReportCard } from './ReportCard';
import { ResultLookupForm } from './ResultLookupForm';
import { Notice } from '../../components/Notice';
import { LookButton } from '../../components/LookButton';

/** The last lookup's answer: a record, or a message. `attempt` counts lookups so each answer is announced afresh. */
type Shown = { attempt: number } & ({ record: ResultRecord } | { message: string });

/**
 * The lookup form, then the report card (with Print) or a message: the server's ("No record found…", "not
 * published yet"; on a page in another language, the same in its own words), or why the lookup cannot be made now
 * (too many, the service down, offline). The form keeps what was typed in every case. While the server is asked,
 * the page says so.
 */
export function CheckResult() {
  const words = useTexts(resultTexts);
  const language = useLanguage();
  const exams = usePublishedExams();
  const [shown, setShown] = useState<Shown | null>(null);
  const [waiting, setWaiting] = useState(false);
  const asking = useRef(false);
  const attempts = useRef(0);

  async function search(query: ResultQuery) {
    if (asking.current) return; // a second press while the first is on its way
    asking.current = true;
    setWaiting(true);
    setShown(null);
    const outcome = lookupOutcome(await lookUpResult(query), words.messages, language);
    asking.current = false;
    setWaiting(false);
    attempts.current += 1;
    const attempt = attempts.current;
    setShown(outcome.kind === 'found' ? { attempt, record: outcome.record } : { attempt, message: outcome.message });
    // "Not published yet": the exam may have been withdrawn since the list came; the list follows.
    if (outcome.kind === 'answered') exams.refresh();
  }

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
        <ResultLookupForm onSearch={(query) => void search(query)} exams={exams} busy={waiting} />
        {/* Always present, so screen readers announce the progress when it appears. */}
        <Typography role="status" color="text.secondary" sx={{ mt: waiting ? 2 : 0 }}>
          {waiting ? words.messages.checking : ''}
        </Typography>
      </Paper>
      {shown && 'message' in shown && (
        <Notice key={shown.attempt} severity="error" sx={{ mb: 4 }}>
          {shown.message}
        </Notice>
      )}
      {shown && 'record' in shown && (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
            <LookButton variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {words.buttons.print}
            </LookButton>
          </Box>
          <ReportCard key={shown.attempt} record={shown.record} />
        </>
      )}
    </>
  );
}
