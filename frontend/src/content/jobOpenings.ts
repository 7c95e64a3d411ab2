import type { ContentLanguage } from 'virtual:site-content/types';
import { judgedOn, vacancies } from 'virtual:site-content/vacancies';
import { defineTexts } from '../lib/texts';

export interface JobOpening {
  /** Its file's name in site-content/vacancies/. */
  slug: string;
  /** English, or Nepali where the vacancy has a Nepali version (vacancies/<slug>.ne.md). */
  language: ContentLanguage;
  title: string;
  /** Paragraphs, as HTML. */
  description: string[];
  location: string;
  type: 'Full-time' | 'Part-time';
  /** ISO date: the last day to apply. */
  closes: string;
  /** Its B.S. date, "2082-05-12" (none outside the calendar table). */
  closesBs?: string;
  /** How to apply, shown by Apply while the vacancy is open. */
  apply: string;
}

/** From site-content/vacancies/, closing soonest first. */
export const jobOpenings: JobOpening[] = vacancies.map(
  ({ slug, language, title, description, location, type, closes, closesBs, apply }) => ({
    slug,
    language,
    title,
    description,
    location,
    type,
    closes,
    closesBs,
    apply,
  }),
);

/** The day the build judged closed and open by, for the pre-rendered page (see CareerPage). */
export const vacanciesJudgedOn = judgedOn;

/** The vacancies in the page's language: in Nepali, each one's Nepali version, or the English one where it has none. */
export const jobOpeningsTexts = defineTexts(jobOpenings, {
  ne: () => import('./ne/vacancyList').then((module) => module.jobOpenings),
});
