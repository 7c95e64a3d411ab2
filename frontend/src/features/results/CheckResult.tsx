import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { resultButtons, resultMessages, type ResultRecord } from '../../content/results';
import { sampleResults } from '../../content/resultsSampleData';
import { findResult, type ResultQuery } from './findResult';
import { ReportCard } from './ReportCard';
import { ResultLookupForm } from './ResultLookupForm';

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
        <Alert key={outcome.attempt} severity="error" sx={{ mb: 4 }}>
          {resultMessages.notFound}
        </Alert>
      )}
      {outcome?.record && (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {resultButtons.print}
            </Button>
          </Box>
          <ReportCard key={outcome.attempt} record={outcome.record} />
        </>
      )}
    </>
  );
}
