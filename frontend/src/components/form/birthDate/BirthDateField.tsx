import Box from '@mui/material/Box';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { BirthDateWords } from '../../../content/birthDate';
import { dateTexts } from '../../../content/dates';
import { useTexts } from '../../../hooks/useTexts';
import { InputField } from '../InputField';
import { KeepTogether } from '../../KeepTogether';
import { RadioChoice } from '../RadioChoice';
import type { CheckedForm } from '../useCheckedForm';
import { useHydrated } from '../../../hooks/useHydrated';
import { localIsoDate } from '../../../lib/dates';
import {
  birthCalendars,
  otherCalendarText,
  switchedBirthDate,
  typedBirthDate,
  type BirthCalendar,
  type BirthDateValues,
} from './birthDate';
import { loadBsCalendar, prefetchBsCalendar, useBsCalendar, type BsCalendar } from './bsCalendar';

/**
 * The student's date of birth, entered in B.S. (a text field, year-month-day) or in A.D. (the browser's date
 * picker), with the calendar chosen above it; under it, the date in the other calendar as the parent types. The
 * conversion (its calendar table) is fetched when the field is first focused or holds a B.S. date. The latest date
 * the picker offers is the viewer's today, read once the page has hydrated (the pre-rendered form, built on another
 * day, offers no limit). Its own component, so that these re-render this field instead of the whole form.
 */
export function BirthDateField<Values extends BirthDateValues>({
  form,
  words,
}: {
  form: CheckedForm<Values>;
  /** The field's words in the page's language (content/birthDate.ts, with the form's own). */
  words: BirthDateWords;
}) {
  const dateWords = useTexts(dateTexts);
  const hydrated = useHydrated();
  const today = useMemo(() => (hydrated ? localIsoDate(new Date()) : undefined), [hydrated]);
  const bs = useBsCalendar();
  // A calendar chosen before the conversion had arrived: the switch waits for it.
  const [chosenEarly, setChosenEarly] = useState<BirthCalendar>();
  const { values, errors, fieldId } = form;
  // The date's own values of the form's (Values has them all, so a change of them is a change of Values).
  const setDate = (changes: Partial<BirthDateValues>) => form.setValues(changes as Partial<Values>);
  const calendar = values.dobCalendar;
  const hasBsText = values.dobBs.trim() !== '';

  // A B.S. date typed before the app started (a slow phone) needs the conversion too.
  useEffect(() => {
    if (hasBsText) prefetchBsCalendar();
  }, [hasBsText]);

  const switchTo = useEffectEvent((to: BirthCalendar, conversion: BsCalendar) => {
    setDate(switchedBirthDate(values, to, conversion));
    setChosenEarly(undefined);
  });
  useEffect(() => {
    if (!chosenEarly) return;
    let mounted = true;
    loadBsCalendar().then(
      (conversion) => mounted && switchTo(chosenEarly, conversion),
      // Not fetched (offline): the radio goes back to the calendar the field is in.
      () => mounted && setChosenEarly(undefined),
    );
    return () => {
      mounted = false;
    };
  }, [chosenEarly]);

  function choose(to: BirthCalendar) {
    if (bs) setDate(switchedBirthDate(values, to, bs));
    else setChosenEarly(to);
  }

  const message = errors.dob;
  const other = bs && !message ? otherCalendarText(values, bs, words, dateWords) : undefined;
  const inputProps = {
    id: fieldId(calendar === 'bs' ? 'dobBs' : 'dob'),
    name: calendar === 'bs' ? 'dobBs' : 'dob',
    label: words.fieldLabel[calendar],
    value: calendar === 'bs' ? values.dobBs : values.dob,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDate(typedBirthDate(values, event.target.value, bs)),
    // A typed date is judged as the parent leaves it, not at every keystroke of a date half written.
    onBlur: () => {
      if ((calendar === 'bs' ? values.dobBs : values.dob).trim()) form.checkField('dob');
    },
    error: Boolean(message),
    // The other calendar's date in a polite live region of its own, read out as it appears and changes; the hint
    // stands in for it until the entry is a date.
    helperText: message ?? (
      <>
        {!other && <KeepTogether>{words.hint[calendar]}</KeepTogether>}
        <span aria-live="polite">{other}</span>
      </>
    ),
  };

  return (
    // Focus anywhere in the field (its calendar or its date) fetches the conversion before it is needed.
    <Box onFocus={prefetchBsCalendar}>
      <RadioChoice
        id={fieldId('dobCalendar')}
        name="dobCalendar"
        legend={words.calendarLabel}
        options={birthCalendars.map((value) => ({ value, label: words.calendars[value] }))}
        value={chosenEarly ?? calendar}
        onChange={choose}
      />
      {calendar === 'bs' ? (
        // 'decimal', not 'numeric': an iPhone's numeric pad has no separator at all, its decimal pad has the dot,
        // which the calendar reads as well as a hyphen (2073.05.12).
        <InputField {...inputProps} required fullWidth autoComplete="off" htmlInput={{ inputMode: 'decimal' }} />
      ) : (
        <InputField {...inputProps} type="date" required fullWidth shrinkLabel htmlInput={{ max: today }} />
      )}
    </Box>
  );
}
