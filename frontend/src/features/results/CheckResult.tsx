import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { resultButtons, resultMessages, type ResultRecord } from '../../content/results';
import { sampleResults } from '../../content/resultsSampleData';
import { findResult, type ResultQuery } from './findResult';
import { ReportCard } from './ReportCard';
import { ResultLookupForm } from './ResultLookupForm';
import { Notice } from '../../components/Notice';
import { LookButton } from '../../components/LookButton';

/** The last lookup: its record, or none found. `attempt` counts lookups so each answer is announced afresh. */
type Outcome = { attempt: number; record: ResultRecord | undefined };

/** The lookup form, then either the report card (with Print) or "No record found". */
export function CheckResult({ records = sampleResults }: { records?: readonly ResultRecord[] }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function search(query: ResultQuery) {
    setOutcome((previous) => ({ attempt: (previous?.attempt ?? 0) + 1, record: findResult(query, records) }));
  }

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
        <ResultLookupForm onSearch={search} />
      </Paper>
      {outcome && !outcome.record && (
        <Notice key={outcome.attempt} severity="error" sx={{ mb: 4 }}>
          {resultMessages.notFound}
        </Notice>
      )}
      {outcome?.record && (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
            <LookButton variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {resultButtons.print}
            </LookButton>
          </Box>
          <ReportCard key={outcome.attempt} record={outcome.record} />
        </>
      )}
    </>
  );
}
