import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '../lib/languageContext';
import { preloadTexts } from '../lib/texts';
import { Component as ExamInfoPage } from './ExamInfoPage';

describe('the Exam Info page', () => {
  it('in English: its headings, and each exam’s date in both calendars', () => {
    render(<ExamInfoPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Exam Info');
    expect(screen.getByRole('heading', { name: 'Upcoming exams' })).toBeInTheDocument();
    expect(screen.getByText('10 Sep 2025 (25 Bhadra 2082 B.S.)')).toBeInTheDocument();
  });

  it('in Nepali: its words, and the dates B.S. first, in Devanagari digits', async () => {
    await preloadTexts('ne');
    render(
      <LanguageContext.Provider value="ne">
        <ExamInfoPage />
      </LanguageContext.Provider>,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('परीक्षा सूचना');
    expect(screen.getByRole('heading', { name: 'आगामी परीक्षाहरू' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सम्पन्न भएका परीक्षाहरू' })).toBeInTheDocument();
    expect(screen.getByText('२५ भदौ २०८२ वि.सं. (१० सेप्टेम्बर २०२५)')).toBeInTheDocument();
  });
});
