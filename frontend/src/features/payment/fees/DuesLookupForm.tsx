import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { DuesLookupRequest } from '@school/contracts';
import { paymentTexts } from '../../../content/payment';
import { useTexts } from '../../../hooks/useTexts';
import { useCheckedForm } from '../../../components/form/useCheckedForm';
import { InputField } from '../../../components/form/InputField';
import { BirthDateField } from '../../../components/form/birthDate/BirthDateField';
import { loadBsCalendar, loadedBsCalendar } from '../../../components/form/birthDate/bsCalendar';
import { Notice } from '../../../components/Notice';
import { LookButton } from '../../../components/LookButton';
import { localIsoDate } from '../../../lib/dates';
import { checkDuesLookup, emptyDuesLookup, toDuesLookup } from './duesLookupChecks';

interface DuesLookupFormProps {
  onLookUp: (request: DuesLookupRequest) => void;
  /** A lookup is on its way: the form says so to assistive technology (the section shows the progress). */
  busy: boolean;
}

/**
 * The two details that find a child's dues: the student ID as on the fee card and the date of birth, in B.S. or
 * A.D. (the results form's field: a B.S. entry is sent in A.D., and a lookup waits for the calendar's conversion).
 * What was typed stays whatever the answer.
 */
export function DuesLookupForm({ onLookUp, busy }: DuesLookupFormProps) {
  const words = useTexts(paymentTexts).fees;
  const form = useCheckedForm({
    idPrefix: 'fees',
    initialValues: emptyDuesLookup,
    check: (entered) => checkDuesLookup(entered, words, localIsoDate(new Date()), loadedBsCalendar()),
  });
  // The calendar could not be fetched for a B.S. date (the device went offline after the page loaded).
  const [calendarFailed, setCalendarFailed] = useState(false);
  const { values } = form;

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="fees-heading"
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
        form.onSubmit((valid) => onLookUp(toDuesLookup(valid, loadedBsCalendar())))(event);
      }}
    >
      {form.showSummary && (
        <Notice severity="error" sx={{ mb: 2 }}>
          {words.summary}
        </Notice>
      )}
      {calendarFailed && (
        <Notice severity="error" sx={{ mb: 2 }}>
          {words.birthDate.calendarUnavailable}
        </Notice>
      )}
      <Stack spacing={2.5}>
        <InputField
          {...form.textFieldProps('studentId', words.studentIdHint)}
          label={words.studentId}
          required
          fullWidth
          autoComplete="off"
        />
        <BirthDateField form={form} words={words.birthDate} />
        <Box>
          <LookButton type="submit" variant="contained" size="large" startIcon={<SearchIcon />} sx={{ minHeight: 48 }}>
            {words.lookUp}
          </LookButton>
        </Box>
      </Stack>
    </Box>
  );
}
