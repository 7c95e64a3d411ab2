import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ResultsCheckAnswer, ResultsPreview, ResultsProblem, ResultsPublishedAnswer } from '@school/contracts';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { InputField } from '../../components/form/InputField';
import { Notice } from '../../components/Notice';
import { dateTexts } from '../../content/dates';
import { officeResultsTexts } from '../../content/officeResults';
import { ReportCard } from '../../features/results/ReportCard';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { postJson } from '../../lib/api';
import { classWord } from '../desk/classWord';
import { readResultsFile, resultsRefusal } from './resultsFile';

/** Buttons as tall as a finger needs (44 px and more) at every width. */
const buttonSx = { minHeight: 48, px: 3 } as const;

/** What the last check found, for the exam and the file text it checked (a change of either clears it). */
type Checked =
  | { kind: 'problems'; problems: ResultsProblem[] }
  | { kind: 'preview'; preview: ResultsPreview; exam: string; csv: string };

/**
 * Uploading an exam's results: the exam's name and the CSV file, checked by the office (nothing stored), then every
 * problem in a table or the preview (count per class, three report cards), then Publish, or Replace behind a
 * confirmation when the exam has results. The name and the chosen file stay after a refusal; focus goes to what the
 * check found. `existing`: the exams published now; `onOutcome` says what happened (and whether the list changed).
 */
export function ResultsUpload({
  existing,
  onOutcome,
}: {
  existing: readonly string[];
  onOutcome: (text: string, severity: 'success' | 'error', listChanged: boolean) => void;
}) {
  const words = useTexts(officeResultsTexts);
  const dateWords = useTexts(dateTexts);
  const language = useLanguage();
  const idBase = useId();
  const [exam, setExam] = useState('');
  const [examProblem, setExamProblem] = useState<string>();
  const [file, setFile] = useState<{ name: string; text: string }>();
  const [fileProblem, setFileProblem] = useState<string>();
  const [checked, setChecked] = useState<Checked>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const examInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const number = (value: number) => dateWords.bs.digits(value);

  // What the check found takes focus, so a keyboard or screen reader lands on it.
  useEffect(() => {
    if (checked) summary.current?.focus();
  }, [checked]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    setChecked(undefined);
    const chosen = event.target.files?.[0];
    if (!chosen) {
      setFile(undefined);
      return;
    }
    const read = await readResultsFile(chosen, words);
    setFile(read.ok ? { name: read.name, text: read.text } : undefined);
    setFileProblem(read.ok ? undefined : read.problem);
  }

  async function check(event?: FormEvent) {
    event?.preventDefault();
    const name = exam.trim();
    const nameProblem = !name ? words.examMissing : name.length > 100 ? words.examTooLong : undefined;
    setExamProblem(nameProblem);
    if (!file && !fileProblem) setFileProblem(words.fileMissing);
    if (nameProblem) {
      examInput.current?.focus();
      return;
    }
    if (!file) {
      fileInput.current?.focus();
      return;
    }
    setBusy(true);
    const answer = await postJson<ResultsCheckAnswer>('/api/office/results/check', { exam: name, csv: file.text });
    setBusy(false);
    if (!answer.ok) {
      onOutcome(resultsRefusal(answer.status, words), 'error', false);
      return;
    }
    setChecked(
      'problems' in answer.data
        ? { kind: 'problems', problems: answer.data.problems }
        : { kind: 'preview', preview: answer.data.preview, exam: name, csv: file.text },
    );
  }

  async function publish(replace: boolean) {
    if (checked?.kind !== 'preview') return;
    setConfirming(false);
    setBusy(true);
    const answer = await postJson<ResultsPublishedAnswer>('/api/office/results/publish', {
      exam: checked.exam,
      csv: checked.csv,
      replace,
    });
    setBusy(false);
    if (answer.ok) {
      const { exam: published, count, replaced } = answer.data;
      onOutcome((replaced ? words.replaced : words.published)(published, count), 'success', true);
      setChecked(undefined);
      setExam('');
      setFile(undefined);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    if (answer.status === 409) {
      // Published meanwhile (by someone else, or the operator): the list shows it, the button becomes Replace.
      onOutcome(words.exists(checked.exam), 'error', true);
      return;
    }
    if (answer.status === 400) {
      // The file was good when checked but is not now (a date of birth checked against today): show why.
      await check();
      return;
    }
    onOutcome(resultsRefusal(answer.status, words), 'error', false);
  }

  const examExists = checked?.kind === 'preview' && existing.includes(checked.exam);

  return (
    <Box component="section" aria-labelledby={`${idBase}-upload`} sx={{ mb: 4 }}>
      <Typography id={`${idBase}-upload`} variant="h3" component="h2" sx={{ mb: 2 }}>
        {words.uploadTitle}
      </Typography>
      <Box component="form" noValidate onSubmit={check} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
        <InputField
          name="exam"
          label={words.examName}
          required
          fullWidth
          autoComplete="off"
          value={exam}
          onChange={(event) => {
            setExam(event.target.value);
            setChecked(undefined);
          }}
          error={Boolean(examProblem)}
          helperText={examProblem ?? words.examHint}
          inputRef={examInput}
          htmlInput={{ 'aria-invalid': Boolean(examProblem), maxLength: 100 }}
        />
        <Box>
          <Typography component="label" htmlFor={`${idBase}-file`} sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
            {words.file}
          </Typography>
          <Box
            component="input"
            id={`${idBase}-file`}
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            required
            aria-invalid={Boolean(fileProblem)}
            aria-describedby={fileProblem ? `${idBase}-file-problem` : undefined}
            onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)}
            sx={{
              display: 'block',
              maxWidth: '100%',
              minHeight: 48,
              font: 'inherit',
              '&::file-selector-button': { minHeight: 44, px: 2, mr: 2, font: 'inherit', cursor: 'pointer' },
            }}
          />
          {file && (
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {words.chosenFile(file.name)}
            </Typography>
          )}
          {fileProblem && (
            <Typography id={`${idBase}-file-problem`} variant="body2" color="error" sx={{ mt: 1 }}>
              {fileProblem}
            </Typography>
          )}
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          sx={{ ...buttonSx, justifySelf: 'start' }}
        >
          {busy ? words.checking : words.check}
        </Button>
      </Box>

      {checked?.kind === 'problems' && (
        <Box sx={{ mt: 3 }}>
          <Notice severity="error" role="alert" tabIndex={-1} ref={summary} sx={{ mb: 2 }}>
            {words.problemsSummary(checked.problems.length)}
          </Notice>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby={`${idBase}-problems`}>
              <caption id={`${idBase}-problems`} style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {words.problemsCaption}
                </Typography>
              </caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {words.line}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {words.column}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {words.problem}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {checked.problems.map((each, index) => (
                  <TableRow key={index}>
                    <TableCell>{number(each.line)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{each.column || words.wholeLine}</TableCell>
                    <TableCell lang="en">{each.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      )}

      {checked?.kind === 'preview' && (
        <Box component="section" aria-labelledby={`${idBase}-preview`} sx={{ mt: 3, display: 'grid', gap: 2 }}>
          <Typography id={`${idBase}-preview`} variant="h3" component="h2">
            {words.previewTitle}
          </Typography>
          <Notice severity="success" role="status" tabIndex={-1} ref={summary}>
            {words.previewSummary(checked.preview.count, checked.exam)}
          </Notice>
          <Table size="small" aria-labelledby={`${idBase}-per-class`} sx={{ maxWidth: 420 }}>
            <caption id={`${idBase}-per-class`} style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {words.perClassCaption}
              </Typography>
            </caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {words.className}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {words.students}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {checked.preview.perClass.map((each) => (
                <TableRow key={each.className}>
                  <TableCell component="th" scope="row">
                    {classWord(each.className, language)}
                  </TableCell>
                  <TableCell align="right">{number(each.count)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box>
            <Button
              variant="contained"
              size="large"
              color={examExists ? 'warning' : 'primary'}
              disabled={busy}
              onClick={() => (examExists ? setConfirming(true) : void publish(false))}
              sx={buttonSx}
            >
              {busy ? words.publishing : examExists ? words.replace : words.publish}
            </Button>
          </Box>
          <Typography variant="h4" component="h3" sx={{ fontSize: '1.125rem', fontWeight: 700, mt: 2 }}>
            {words.samplesTitle}
          </Typography>
          <Box sx={{ display: 'grid', gap: 3 }}>
            {checked.preview.samples.map((card, index) => (
              <ReportCard key={index} record={card} idPrefix={`${idBase}-card-${index}`} takeFocus={false} />
            ))}
          </Box>
        </Box>
      )}

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${idBase}-replace`}>
        <DialogTitle id={`${idBase}-replace`}>
          {checked?.kind === 'preview' ? words.replaceQuestion(checked.exam) : ''}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {checked?.kind === 'preview' ? words.replaceExplained(checked.preview.count) : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} sx={buttonSx}>
            {words.cancel}
          </Button>
          <Button color="warning" variant="contained" onClick={() => void publish(true)} sx={buttonSx}>
            {words.replace}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
