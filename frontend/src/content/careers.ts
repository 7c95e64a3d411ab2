/** The careers page's own words, around the vacancies (their texts are the content folder's: jobOpenings.ts). */
import { defineTexts } from '../lib/texts';
import type { JobOpening } from './jobOpenings';
import { school } from './school';

const careersWords = {
  meta: {
    title: `Careers | ${school.name}`,
    description: `Teaching and staff vacancies at ${school.name}, Dhanusha. All current vacancies are closed; check back for future openings.`,
  },
  intro: {
    heading: 'Careers',
    text: 'Join a friendly team that cares about children. These are our recent openings.',
  },
  /** Shown in place of the list when there is no vacancy. */
  none: 'There are no vacancies right now. Please check back for future openings.',
  apply: 'Apply',
  /** Apply's name for screen readers: which job. */
  applyFor: (title: string) => `Apply: ${title}`,
  close: 'Close',
  /** A vacancy past its last day, on the list itself: its badge, and the day it closed (in both calendars). */
  closed: 'Closed',
  closedOn: (date: string) => `Closed on ${date}`,
  /** An open vacancy's last day to apply. */
  closesOn: (date: string) => `Apply by ${date}`,
  vacancyClosed: 'Vacancy is closed. Thank you for your interest. Please check back for future openings.',
  /** A vacancy's type, as its badge says it. */
  types: { 'Full-time': 'Full-time', 'Part-time': 'Part-time' } as Record<JobOpening['type'], string>,
};

export type CareersWords = typeof careersWords;

export const careersTexts = defineTexts(careersWords, {
  ne: () => import('./ne/careers').then((module) => module.careersWords),
});
