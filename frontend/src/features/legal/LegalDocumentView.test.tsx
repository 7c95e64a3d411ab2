import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { dateTexts } from '../../content/dates';
import { legalTexts, type LegalDocumentName } from '../../content/legal';
import { school } from '../../content/school';
import { LanguageContext } from '../../lib/languageContext';
import type { Language } from '../../lib/paths';
import { textsIn } from '../../lib/texts';
import { LegalDocumentView } from './LegalDocumentView';

/** A policy page as its address shows it, with the language's texts loaded first (as before hydration). */
async function renderDocument(name: LegalDocumentName, language: Language) {
  await Promise.all([textsIn(legalTexts, language), textsIn(dateTexts, language)]);
  render(
    <MemoryRouter>
      <LanguageContext.Provider value={language}>
        <LegalDocumentView name={name} />
      </LanguageContext.Provider>
    </MemoryRouter>,
  );
}

describe('the privacy policy and terms of use', () => {
  it('say in Nepali what they say in English: the same sections and paragraphs, the same contacts', async () => {
    const english = legalTexts.en;
    const nepali = await textsIn(legalTexts, 'ne');
    for (const name of ['privacyPolicy', 'termsOfUse'] as const) {
      const shape = (words: typeof english) =>
        words[name].sections.map((section) =>
          section.paragraphs.map((paragraph) => [
            paragraph.includes(school.email),
            paragraph.includes(school.phone.display),
            paragraph.includes('eSewa'),
          ]),
        );
      expect(shape(nepali), name).toEqual(shape(english));
    }
  });

  it('show the date of the last revision in both calendars, in English', async () => {
    await renderDocument('privacyPolicy', 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(document.title).toBe(`Privacy Policy | ${school.name}`);
    const date = screen.getByText('26 Nov 2026 (10 Mangsir 2083 B.S.)');
    expect(date).toHaveAttribute('datetime', '2026-11-26');
    expect(date.parentElement).toHaveTextContent(/^Last updated 26 Nov/);
  });

  it('and in Nepali: the B.S. date first, in Devanagari digits', async () => {
    await renderDocument('termsOfUse', 'ne');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('प्रयोगका सर्तहरू');
    expect(document.title).toBe(`प्रयोगका सर्तहरू | ${school.name}`);
    const date = screen.getByText('१६ भदौ २०८२ वि.सं. (१ सेप्टेम्बर २०२५)');
    expect(date).toHaveAttribute('datetime', '2025-09-01');
    expect(date.parentElement).toHaveTextContent(/^पछिल्लो परिमार्जन: १६ भदौ/);
  });
});
