import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { dateTexts } from '../../content/dates';
import { officePublishingTexts } from '../../content/officePublishing';
import { LanguageContext } from '../../lib/languageContext';
import type { Language } from '../../lib/paths';
import { BothCalendarsDateField } from './BothCalendarsDateField';

/** The field in a form of its own; the value it holds (what the form would store) is shown for the test to read. */
function Form({ start = '' }: { start?: string }) {
  const [date, setDate] = useState(start);
  return (
    <>
      <BothCalendarsDateField label="Date of the notice" value={date} onChange={setDate} />
      <output data-testid="stored">{date}</output>
    </>
  );
}

function renderIn(language: Language, node = <Form />) {
  return render(
    <LanguageContext value={language}>
      <Suspense fallback="loading">{node}</Suspense>
    </LanguageContext>,
  );
}

const stored = () => screen.getByTestId('stored');

describe('BothCalendarsDateField', () => {
  beforeAll(async () => {
    await officePublishingTexts.load('ne');
    await dateTexts.load('ne');
  });

  it('takes a B.S. date typed as year-month-day: its value is the A.D. date, shown in both calendars', async () => {
    const user = userEvent.setup();
    renderIn('en');
    expect(screen.getByRole('radio', { name: 'B.S.' })).toBeChecked();
    const field = screen.getByRole('textbox', { name: 'Date of the notice (B.S.)' });

    await user.type(field, '2082-08-12');
    expect(stored()).toHaveTextContent('2025-11-28');
    expect(field).toHaveAccessibleDescription(/12 Mangsir 2082 B\.S\. \(28 Nov 2025\)/);
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says why a B.S. date is not a date once the clerk leaves the field, and stores none', async () => {
    const user = userEvent.setup();
    renderIn('en');
    const field = screen.getByRole('textbox', { name: 'Date of the notice (B.S.)' });

    await user.type(field, '2082-08-45');
    // Half typed, no message yet.
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Mangsir 2082 has 29 days, so 2082-08-45 B.S. is not a date.');
    expect(stored()).toBeEmptyDOMElement();

    await user.clear(field);
    await user.type(field, 'Mangsir 12');
    await user.tab();
    expect(field).toHaveAccessibleDescription('Write a B.S. date as year-month-day, for example 2082-05-12.');
  });

  it('takes an A.D. date when A.D. is chosen, and keeps the day when the calendar is switched', async () => {
    const user = userEvent.setup();
    renderIn('en', <Form start="2025-11-28" />);
    expect(screen.getByRole('textbox', { name: 'Date of the notice (B.S.)' })).toHaveValue('2082-08-12');

    await user.click(screen.getByRole('radio', { name: 'A.D.' }));
    const adField = screen.getByLabelText('Date of the notice (A.D.)');
    expect(adField).toHaveAttribute('type', 'date');
    expect(adField).toHaveValue('2025-11-28');

    await user.clear(adField);
    await user.type(adField, '2026-04-14');
    expect(stored()).toHaveTextContent('2026-04-14');
    expect(adField).toHaveAccessibleDescription(/1 Baisakh 2083 B\.S\. \(14 Apr 2026\)/);

    await user.click(screen.getByRole('radio', { name: 'B.S.' }));
    expect(screen.getByRole('textbox', { name: 'Date of the notice (B.S.)' })).toHaveValue('2083-01-01');
    expect(stored()).toHaveTextContent('2026-04-14');
  });

  it('speaks Nepali on a Nepali page: B.S. in Devanagari digits, the refusal in Nepali', async () => {
    const user = userEvent.setup();
    renderIn('ne');
    const field = await screen.findByRole('textbox', { name: 'Date of the notice (वि.सं.)' });
    await user.type(field, '२०८२-०८-१२');
    expect(stored()).toHaveTextContent('2025-11-28');
    expect(field).toHaveAccessibleDescription(/१२ मंसिर २०८२ वि\.सं\. \(२८ नोभेम्बर २०२५\)/);

    await user.clear(field);
    await user.type(field, 'मंसिर');
    await user.tab();
    expect(field).toHaveAccessibleDescription('वि.सं. मिति साल-महिना-गते गरी लेख्नुहोस्, जस्तै २०८२-०५-१२।');
  });
});
