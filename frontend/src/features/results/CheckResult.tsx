import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { resultTexts, type ResultRecord } from '../../content/results';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { lookUpResult, lookupOutcome, type ResultQuery } from './resultsApi';
import { usePublishedExams } from './usePublishedExams';
import { ResultLookupForm } from './ResultLookupForm';
import { Notice } from '../../components/Notice';
import { laterModule } from '../../lib/laterModule';

/** The report card with its Print button, fetched while a lookup is on its way (not with the page). */
const foundResultView = laterModule(() => import('./FoundResult'));

/** The last lookup's answer: a record, or a message. `attempt` counts lookups so each answer is announced afresh. */
type Shown = { attempt: number } & ({ record: ResultRecord } | { message: string });

/**
 * The lookup form, then the report card (with Print) or a message: the server's ("No record found…", "not
 * published yet"; on a page in another language, the same in its own words), or why the lookup cannot be made now
 * (too many, the service down, offline). The form keeps what was typed in every case. While the server is asked,
 * the page says so, and fetches the report card's code alongside; a record found while that code cannot arrive
 * (offline) is said as offline, and the next Check Result tries again.
 */
export function CheckResult() {
  const words = useTexts(resultTexts);
  const language = useLanguage();
  const exams = usePublishedExams();
  const [shown, setShown] = useState<Shown | null>(null);
  const [waiting, setWaiting] = useState(false);
  const asking = useRef(false);
  const attempts = useRef(0);
  const FoundResult = foundResultView.useLoaded()?.FoundResult;

  async function search(query: ResultQuery) {
    if (asking.current) return; // a second press while the first is on its way
    asking.current = true;
    setWaiting(true);
    setShown(null);
    const view = foundResultView.load().catch(() => undefined);
    const outcome = lookupOutcome(await lookUpResult(query), words.messages, language);
    const viewArrived = outcome.kind !== 'found' || (await view) !== undefined;
    asking.current = false;
    setWaiting(false);
    attempts.current += 1;
    const attempt = attempts.current;
    if (!viewArrived) setShown({ attempt, message: words.messages.offline });
    else
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
      {shown && 'record' in shown && FoundResult && <FoundResult key={shown.attempt} record={shown.record} />}
    </>
  );
}
