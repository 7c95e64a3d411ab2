import type { ContentLanguage } from 'virtual:site-content/types';
import { vacancies } from 'virtual:site-content/vacancies';
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
  /** How to apply, shown by Apply while the vacancy is open. */
  apply: string;
}

/** From site-content/vacancies/, closing soonest first. */
export const jobOpenings: JobOpening[] = vacancies.map(
  ({ slug, language, title, description, location, type, closes, apply }) => ({
    slug,
    language,
    title,
    description,
    location,
    type,
    closes,
    apply,
  }),
);

/** The vacancies in the page's language: in Nepali, each one's Nepali version, or the English one where it has none. */
export const jobOpeningsTexts = defineTexts(jobOpenings, {
  ne: () => import('./ne/vacancyList').then((module) => module.jobOpenings),
});
