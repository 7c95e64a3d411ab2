import { bsIsoOfAd } from '@school/contracts/bikram-sambat';
import Box from '@mui/material/Box';
import { useId, useState } from 'react';
import { InputField } from '../../components/form/InputField';
import { RadioChoice } from '../../components/form/RadioChoice';
import { dateTexts } from '../../content/dates';
import { officePublishingTexts } from '../../content/officePublishing';
import { useTexts } from '../../hooks/useTexts';
import { dayInBothCalendars } from '../bothCalendars';
import { readBsDay } from './readBsDay';

export const dateCalendars = ['bs', 'ad'] as const;
export type DateCalendar = (typeof dateCalendars)[number];

export interface BothCalendarsDateFieldProps {
  /** The input's id; a generated one when left out (the radios' ids are made from it). */
  id?: string;
  name?: string;
  /** What the date is ("Date of the notice"); the calendar is added to it: "Date of the notice (B.S.)". */
  label: string;
  /** The date in A.D., YYYY-MM-DD (what the content files store), or '' for none. */
  value: string;
  /** Called with the A.D. date, YYYY-MM-DD, or '' while the entry is not a date. */
  onChange: (adDate: string) => void;
  required?: boolean;
  /** The calendar the field starts in: B.S., as the office writes dates, unless told. */
  initialCalendar?: DateCalendar;
}

/**
 * A date for a publishing form, in the calendar the clerk chooses: B.S. typed as year-month-day ("2082-08-12"), or
 * A.D. with the browser's date picker. Under it, the date in both calendars in words, so the clerk sees the day they
 * meant; its value is always the A.D. date. Every conversion is the calendar module's (@school/contracts/
 * bikram-sambat): a B.S. date it refuses gets its message, never a shifted date.
 */
export function BothCalendarsDateField({
  id: idProp,
  name,
  label,
  value,
  onChange,
  required = false,
  initialCalendar = 'bs',
}: BothCalendarsDateFieldProps) {
  const words = useTexts(officePublishingTexts);
  const dateWords = useTexts(dateTexts);
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const [calendar, setCalendar] = useState<DateCalendar>(initialCalendar);
  const [bsText, setBsText] = useState(() => (value ? (bsIsoOfAd(value) ?? '') : ''));
  // A B.S. entry is judged once the clerk leaves it, not at every keystroke of a date half typed.
  const [left, setLeft] = useState(false);
  // The value the field last gave: another one came from outside (the form loaded an item), and the B.S. entry
  // follows it (React's "adjusting state when a prop changes").
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setBsText(value ? (bsIsoOfAd(value) ?? '') : '');
    setLeft(false);
  }

  function give(adDate: string) {
    setGiven(adDate);
    onChange(adDate);
  }

  function typeBs(text: string) {
    setBsText(text);
    const read = readBsDay(text);
    give('adDate' in read ? read.adDate : '');
  }

  function choose(to: DateCalendar) {
    setCalendar(to);
    setLeft(false);
    // The same day in the other calendar; a B.S. entry that is no date leaves the A.D. field empty.
    if (to === 'bs') setBsText(value ? (bsIsoOfAd(value) ?? '') : '');
  }

  const read = calendar === 'bs' && bsText.trim() ? readBsDay(bsText) : undefined;
  const problem = read && 'refusal' in read && left ? words.refusal(read.refusal, read.range) : undefined;
  const inWords = value ? dayInBothCalendars(value, dateWords) : undefined;
  const hint = calendar === 'bs' ? words.bsHint : words.adHint;

  const common = {
    id,
    name,
    label: words.inCalendar(label, words.calendars[calendar]),
    required,
    fullWidth: true,
    error: Boolean(problem),
    // The date in words in a polite live region of its own, read out as it appears and changes.
    helperText: problem ?? (
      <>
        <span>{hint}</span> <span aria-live="polite">{inWords}</span>
      </>
    ),
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <RadioChoice
        id={`${id}-calendar`}
        name={`${name ?? id}-calendar`}
        legend={words.calendar}
        options={dateCalendars.map((option) => ({ value: option, label: words.calendars[option] }))}
        value={calendar}
        onChange={choose}
      />
      {calendar === 'bs' ? (
        // 'decimal': a phone's numeric pad has no hyphen, its decimal pad has the dot, which the calendar reads too.
        <InputField
          {...common}
          value={bsText}
          onChange={(event) => typeBs(event.target.value)}
          onBlur={() => setLeft(true)}
          autoComplete="off"
          htmlInput={{ inputMode: 'decimal', 'aria-invalid': Boolean(problem) }}
        />
      ) : (
        <InputField {...common} type="date" shrinkLabel value={value} onChange={(event) => give(event.target.value)} />
      )}
    </Box>
  );
}
