import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { officePublishingTexts } from '../../content/officePublishing';
import { LanguageContext } from '../../lib/languageContext';
import type { Language } from '../../lib/paths';
import { NepaliTextField } from './NepaliTextField';

/** The field in a form of its own, holding its value as a publishing form will. */
function Form({ start = '' }: { start?: string }) {
  const [title, setTitle] = useState(start);
  return <NepaliTextField label="Title in Nepali" value={title} onChange={setTitle} />;
}

function renderIn(language: Language, node = <Form />) {
  return render(
    <LanguageContext value={language}>
      <Suspense fallback="loading">{node}</Suspense>
    </LanguageContext>,
  );
}

const note = 'This looks like Preeti typing. Convert it to Nepali (Unicode)?';

describe('NepaliTextField', () => {
  beforeAll(async () => {
    await officePublishingTexts.load('ne');
  });

  it('offers to convert a line typed in Preeti, converts it, and gives the focus back to the field', async () => {
    const user = userEvent.setup();
    renderIn('en');
    const field = screen.getByRole('textbox', { name: 'Title in Nepali' });
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(field);
    await user.paste('ljBfno ;~rfng ;ldlt');
    expect(screen.getByRole('status')).toHaveTextContent(note);

    // By keyboard: from the field, Tab reaches the button.
    await user.tab();
    const convert = screen.getByRole('button', { name: 'Convert to Nepali' });
    expect(convert).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(field).toHaveValue('विद्यालय सञ्चालन समिति');
    expect(field).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Converted to Nepali (Unicode).');
    expect(screen.queryByRole('button', { name: 'Convert to Nepali' })).not.toBeInTheDocument();
  });

  it('undoes the conversion, and offers it again', async () => {
    const user = userEvent.setup();
    renderIn('en', <Form start="g]kfn" />);
    await user.click(screen.getByRole('button', { name: 'Convert to Nepali' }));
    const field = screen.getByRole('textbox', { name: 'Title in Nepali' });
    expect(field).toHaveValue('नेपाल');

    await user.click(screen.getByRole('button', { name: 'Undo the conversion' }));
    expect(field).toHaveValue('g]kfn');
    expect(field).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(`The conversion was undone. ${note}`);
    expect(screen.getByRole('button', { name: 'Convert to Nepali' })).toBeInTheDocument();
  });

  it('drops Undo once the clerk types on after a conversion', async () => {
    const user = userEvent.setup();
    renderIn('en', <Form start="g]kfn" />);
    await user.click(screen.getByRole('button', { name: 'Convert to Nepali' }));
    await user.keyboard(' सरकार');
    expect(screen.getByRole('textbox', { name: 'Title in Nepali' })).toHaveValue('नेपाल सरकार');
    expect(screen.queryByRole('button', { name: 'Undo the conversion' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says nothing under English or Unicode Nepali', async () => {
    const user = userEvent.setup();
    renderIn('en');
    const field = screen.getByRole('textbox', { name: 'Title in Nepali' });
    await user.click(field);
    await user.paste('The school is open on Sunday.');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.clear(field);
    await user.paste('विद्यालय खुल्यो');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('makes its offer in Nepali on a Nepali page, with a button as tall as a finger needs', async () => {
    renderIn('ne', <Form start="g]kfn" />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'यो प्रीति फन्टमा टाइप गरिएको जस्तो देखिन्छ। यसलाई नेपाली (युनिकोड) मा बदल्ने?',
    );
    const convert = screen.getByRole('button', { name: 'नेपालीमा बदल्नुहोस्' });
    expect(convert).toHaveAccessibleDescription(/प्रीति फन्टमा/);
    expect(getComputedStyle(convert).minHeight).toBe('48px');
  });
});
