import { vacancies } from 'virtual:site-content/vacancies';

export interface JobOpening {
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
export const jobOpenings: JobOpening[] = vacancies.map(({ title, description, location, type, closes, apply }) => ({
  title,
  description,
  location,
  type,
  closes,
  apply,
}));
