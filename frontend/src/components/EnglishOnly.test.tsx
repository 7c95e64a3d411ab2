import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishOnlyTexts } from '../content/englishOnly';
import { LanguageContext } from '../lib/languageContext';
import type { Language } from '../lib/paths';
import { EnglishOnlyNote, entryLang, InEntryLanguage } from './EnglishOnly';
import { useLanguage } from '../hooks/useLanguage';

/** What the part inside reads as the page's language (dates and labels follow it). */
function LanguageShown() {
  return <span data-testid="inside">{useLanguage()}</span>;
}

function Entry({ page, entry }: { page: Language; entry: { language: 'en' | 'ne' } }) {
  return (
    <LanguageContext value={page}>
      <article>
        <EnglishOnlyNote entry={entry} kind="news" />
        <InEntryLanguage entry={entry}>
          <h2>{entry.language === 'ne' ? 'शान्ति पदयात्रा' : 'A Peace Rally'}</h2>
          <LanguageShown />
        </InEntryLanguage>
      </article>
    </LanguageContext>
  );
}

describe('an entry shown on a page in another language than its own', () => {
  // As before hydration: the page's texts are in.
  beforeAll(() => englishOnlyTexts.load('ne'));

  it('on a Nepali page, is its English text in lang="en", after a line in Nepali saying so', () => {
    render(<Entry page="ne" entry={{ language: 'en' }} />);
    const note = screen.getByText('यो समाचार अहिले अङ्ग्रेजीमा मात्र उपलब्ध छ।');
    expect(note).toHaveAttribute('lang', 'ne');
    const heading = screen.getByRole('heading', { name: 'A Peace Rally' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    // Before it, and everything inside written in English.
    expect(note.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('inside')).toHaveTextContent('en');
  });

  it('in its own language, is as it is: no note, no element of its own', () => {
    const { container } = render(<Entry page="ne" entry={{ language: 'ne' }} />);
    expect(container.querySelector('[lang]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'शान्ति पदयात्रा' }).parentElement?.tagName).toBe('ARTICLE');
    expect(screen.getByTestId('inside')).toHaveTextContent('ne');
  });

  it('on an English page, every entry is English: nothing shows', () => {
    const { container } = render(<Entry page="en" entry={{ language: 'en' }} />);
    expect(container.querySelector('article')?.children).toHaveLength(2);
    expect(entryLang({ language: 'en' }, 'en')).toBeUndefined();
    expect(entryLang({ language: 'en' }, 'ne')).toBe('en');
  });
});
