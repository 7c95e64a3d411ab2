import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { resultClasses, resultTexts, type ResultClass } from '../../content/results';
import { useTexts } from '../../hooks/useTexts';
import { SelectField } from '../../components/form/SelectField';
import { useCheckedForm } from '../../components/form/useCheckedForm';
import { checkResultQuery, emptyResultQuery, toResultQuery } from './resultQueryChecks';
import type { ResultQuery } from './resultsApi';
import type { PublishedExams } from './usePublishedExams';
import { InputField } from '../../components/form/InputField';
import { Notice } from '../../components/Notice';
import { LookButton } from '../../components/LookButton';
import { gridColumnsSx, gridSpanSx } from '../../components/gridColumns';

interface ResultLookupFormProps {
  onSearch: (query: ResultQuery) => void;
  /** The published exams, and a way to ask for them again (each time the Exam field is chosen). */
  exams: PublishedExams & { refresh: () => void };
  /** A lookup is on its way: the form says so to assistive technology (the page shows the progress). */
  busy: boolean;
}

/**
 * The four details that find a result: name, class, roll number and exam, all required. What was typed stays
 * whatever the answer. The exam options are the school's published exams; an exam chosen before it was withdrawn
 * stays chosen (the lookup then says it is not published).
 */
export function ResultLookupForm({ onSearch, exams, busy }: ResultLookupFormProps) {
  const words = useTexts(resultTexts);
  const form = useCheckedForm({
    idPrefix: 'result',
    initialValues: emptyResultQuery,
    check: (entered) => checkResultQuery(entered, words.messages),
  });
  const { values, errors, setValue, textFieldProps, fieldId } = form;

  const examOptions =
    values.examType && !exams.exams.includes(values.examType) ? [...exams.exams, values.examType] : exams.exams;
  const noExams = exams.state === 'loaded' && examOptions.length === 0;
  const examHint =
    exams.state === 'loading'
      ? words.examListHints.loading
      : exams.state === 'failed'
        ? words.examListHints.failed
        : noExams
          ? words.examListHints.none
          : undefined;
  const className = (name: string) => words.classNames[name as ResultClass] ?? name;

  return (
    <Box
      component="form"
      noValidate
      aria-label={words.form.label}
      aria-busy={busy}
      onSubmit={form.onSubmit((valid) => onSearch(toResultQuery(valid)))}
    >
      {form.showSummary && (
        <Notice severity="error" sx={{ mb: 2 }}>
          {words.form.summary}
        </Notice>
      )}
      <Box sx={gridColumnsSx(2.5)}>
        <Box sx={gridSpanSx({ xs: 12, md: 6 })}>
          <InputField {...textFieldProps('name')} label={words.labels.name} required fullWidth autoComplete="off" />
        </Box>
        <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 3 })}>
          <SelectField
            id={fieldId('className')}
            name="className"
            label={words.labels.className}
            value={values.className}
            onChange={(value) => setValue('className', value)}
            options={resultClasses}
            optionLabel={className}
            placeholder={words.placeholders.className}
            error={errors.className}
            required
          />
        </Box>
        <Box sx={gridSpanSx({ xs: 12, sm: 6, md: 3 })}>
          <InputField
            {...textFieldProps('roll')}
            label={words.labels.roll}
            required
            fullWidth
            autoComplete="off"
            htmlInput={{ inputMode: 'numeric' }}
          />
        </Box>
        <Box sx={gridSpanSx({ xs: 12, md: 6 })}>
          <SelectField
            id={fieldId('examType')}
            name="examType"
            label={words.labels.examType}
            value={values.examType}
            onChange={(value) => setValue('examType', value)}
            onFocus={exams.refresh}
            options={examOptions}
            optionLabel={words.examName}
            placeholder={noExams ? words.placeholders.noExams : words.placeholders.examType}
            error={errors.examType}
            hint={examHint}
            required
          />
        </Box>
        <Box sx={[gridSpanSx({ xs: 12, md: 6 }), { display: 'flex', alignItems: 'flex-start' }]}>
          <LookButton type="submit" variant="contained" size="large" startIcon={<SearchIcon />} sx={{ minHeight: 56 }}>
            {words.buttons.check}
          </LookButton>
        </Box>
      </Box>
    </Box>
  );
}
