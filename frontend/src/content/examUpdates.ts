import { exams } from 'virtual:site-content/exams';
import { school } from './school';

export interface ExamUpdate {
  subject: string;
  /** ISO date. */
  date: string;
  /** The note's paragraphs, as HTML. */
  note: string[];
}

export const examInfoMeta = {
  title: `Exam Info | ${school.name}`,
  description: `Upcoming examinations and exam notices for students of ${school.name}.`,
};

export const examInfoIntro = {
  heading: 'Exam Info',
  text: 'Dates and notices for upcoming examinations. Results are published on the Exam Result page.',
};

/** From site-content/exams/, earliest first. */
export const examUpdates: ExamUpdate[] = exams.map(({ subject, date, note }) => ({ subject, date, note }));
