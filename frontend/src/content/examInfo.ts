import { defineTexts } from '../lib/texts';
import { school } from './school';

/** The words of the Exam Info page (/examinfo) around the exam updates (whose own words are content/examUpdates.ts's). */
const examInfoWords = {
  title: `Exam Info | ${school.name}`,
  description: `Upcoming examinations and exam notices for students of ${school.name}.`,
  heading: 'Exam Info',
  text: 'Dates and notices for upcoming examinations. Results are published on the Exam Result page.',
  upcomingHeading: 'Upcoming exams',
  pastHeading: 'Past exams',
  noUpcoming: 'No exam is coming up at the moment. New dates are published here as soon as the school sets them.',
};

export type ExamInfoWords = typeof examInfoWords;

export const examInfoTexts = defineTexts(examInfoWords, {
  ne: () => import('./ne/examInfo').then((module) => module.examInfoWords),
});
