import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { useState } from 'react';
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
import { BirthDateField } from '../../components/form/birthDate/BirthDateField';
import { loadBsCalendar, loadedBsCalendar } from '../../components/form/birthDate/bsCalendar';
import { localIsoDate } from '../../lib/dates';

interface ResultLookupFormProps {
  onSearch: (query: ResultQuery) => void;
  /** The published exams, and a way to ask for them again (each time the Exam field is chosen). */
  exams: PublishedExams & { refresh: () => void };
  /** A lookup is on its way: the form says so to assistive technology (the page shows the progress). */
  busy: boolean;
}

/**
 * The five details that find a result: name, class, roll number, exam and date of birth (in B.S. or A.D.), all
 * required: name, class and roll alone a classmate knows. What was typed stays whatever the answer. The exam options
 * are the school's published exams; an exam chosen before it was withdrawn stays chosen (the lookup then says it is
 * not published). A date typed in B.S. is sent in A.D.: a search waits for the calendar's conversion.
 */
export function ResultLookupForm({ onSearch, exams, busy }: ResultLookupFormProps) {
  const words = useTexts(resultTexts);
  const form = useCheckedForm({
    idPrefix: 'result',
    initialValues: emptyResultQuery,
    check: (entered) => checkResultQuery(entered, words, localIsoDate(new Date()), loadedBsCalendar()),
  });
  // The calendar could not be fetched for a B.S. date (the device went offline after the page loaded).
  const [calendarFailed, setCalendarFailed] = useState(false);
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
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        setCalendarFailed(false);
        if (values.dobCalendar === 'bs' && values.dobBs.trim() && !loadedBsCalendar()) {
          event.preventDefault();
          const formElement = event.currentTarget;
          loadBsCalendar().then(
            () => formElement.requestSubmit(),
            () => setCalendarFailed(true),
          );
          return;
        }
        form.onSubmit((valid) => onSearch(toResultQuery(valid, loadedBsCalendar())))(event);
      }}
    >
      {form.showSummary && (
        <Notice severity="error" sx={{ mb: 2 }}>
          {words.form.summary}
        </Notice>
      )}
      {calendarFailed && (
        <Notice severity="error" sx={{ mb: 2 }}>
          {words.birthDate.calendarUnavailable}
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
        <Box sx={gridSpanSx({ xs: 12, md: 6 })}>
          <BirthDateField form={form} words={words.birthDate} />
        </Box>
        <Box sx={[gridSpanSx({ xs: 12 }), { display: 'flex', alignItems: 'flex-start' }]}>
          <LookButton type="submit" variant="contained" size="large" startIcon={<SearchIcon />} sx={{ minHeight: 56 }}>
            {words.buttons.check}
          </LookButton>
        </Box>
      </Box>
    </Box>
  );
}
