import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OfficeExamsAnswer, ResultsDeletedAnswer } from '@school/contracts';
import { useId, useState } from 'react';
import { Notice } from '../../components/Notice';
import { visuallyHiddenSx } from '../../components/visuallyHidden';
import { dateTexts } from '../../content/dates';
import { officeResultsTexts } from '../../content/officeResults';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { postJson } from '../../lib/api';
import { momentInBothCalendars } from '../bothCalendars';
import { classWord } from '../desk/classWord';
import { DeskAnswer } from '../desk/DeskAnswer';
import { ConfirmDialog } from '../desk/ConfirmDialog';
import { ConsoleShell } from '../frame/ConsoleShell';
import { useOfficeAnswer } from '../useOfficeAnswer';
import { resultsRefusal } from './resultsFile';
import { ResultsUpload } from './ResultsUpload';

type Exam = OfficeExamsAnswer['exams'][number];

const buttonSx = { minHeight: 48, px: 3 } as const;

/**
 * The exam results (admin and office): an exam's spreadsheet uploaded, checked, previewed and published (or put in
 * place of the exam's results), and the exams published with their counts per class, each deletable. Every outcome
 * is said in a live region; the list is asked for again after each change.
 */
export default function ResultsPage() {
  const words = useTexts(officeResultsTexts);
  const dateWords = useTexts(dateTexts);
  const language = useLanguage();
  const idBase = useId();
  const { answer, reload } = useOfficeAnswer<OfficeExamsAnswer>('/api/office/results');
  const [outcome, setOutcome] = useState<{ text: string; severity: 'success' | 'error'; said: number }>();
  const [deleting, setDeleting] = useState<Exam>();
  const [busy, setBusy] = useState(false);
  const number = (value: number) => dateWords.bs.digits(value);

  const say = (text: string, severity: 'success' | 'error', listChanged: boolean) => {
    setOutcome((before) => ({ text, severity, said: (before?.said ?? 0) + 1 }));
    if (listChanged) reload();
  };

  async function remove(exam: Exam) {
    setDeleting(undefined);
    setBusy(true);
    const deleted = await postJson<ResultsDeletedAnswer>('/api/office/results/delete', { exam: exam.name });
    setBusy(false);
    if (deleted.ok) say(words.deleted(exam.name), 'success', true);
    else say(resultsRefusal(deleted.status, words), 'error', deleted.status === 404);
  }

  const existing = answer.state === 'loaded' ? answer.data.exams.map((exam) => exam.name) : [];

  return (
    <ConsoleShell title={words.title}>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {words.title}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>{words.intro}</Typography>

      <Box role="status" aria-live="polite" sx={outcome ? { mb: 2 } : visuallyHiddenSx}>
        {outcome && (
          <Notice key={outcome.said} severity={outcome.severity}>
            {outcome.text}
          </Notice>
        )}
      </Box>

      <ResultsUpload existing={existing} onOutcome={say} />

      <Box component="section" aria-labelledby={`${idBase}-list`}>
        <Typography id={`${idBase}-list`} variant="h3" component="h2" sx={{ mb: 2 }}>
          {words.listTitle}
        </Typography>
        <DeskAnswer answer={answer} reload={reload}>
          {({ exams }) =>
            exams.length === 0 ? (
              <Typography>{words.noExams}</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
                {exams.map((exam) => (
                  <Box
                    component="li"
                    key={exam.name}
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1 }}
                  >
                    <Typography
                      component="h3"
                      sx={{ fontWeight: 700, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}
                    >
                      {exam.name}
                    </Typography>
                    <Typography component="p">
                      {words.records(exam.records)}:{' '}
                      {exam.perClass
                        .map((each) => `${classWord(each.className, language)} ${number(each.count)}`)
                        .join(' · ')}
                    </Typography>
                    <Typography component="p" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {words.publishedOn(momentInBothCalendars(exam.publishedAt, dateWords))}{' '}
                      {exam.publishedBy ? words.publishedBy(exam.publishedBy) : words.byOperator}
                    </Typography>
                    <Box>
                      <Button
                        variant="outlined"
                        color="error"
                        disabled={busy}
                        onClick={() => setDeleting(exam)}
                        aria-label={words.deleteOf(exam.name)}
                        sx={buttonSx}
                      >
                        {words.delete}
                      </Button>
                    </Box>
                  </Box>
                ))}
              </Box>
            )
          }
        </DeskAnswer>
      </Box>

      <ConfirmDialog
        open={Boolean(deleting)}
        question={deleting ? words.deleteQuestion(deleting.name) : ''}
        explained={words.deleteExplained}
        cancelWord={words.cancel}
        confirmWord={words.delete}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </ConsoleShell>
  );
}
