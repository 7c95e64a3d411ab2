import { exams, judgedOn } from 'virtual:site-content/exams';
import { school } from './school';

export interface ExamUpdate {
  slug: string;
  subject: string;
  /** ISO date. */
  date: string;
  /** Its B.S. date, "2082-06-01" (none outside the calendar table). */
  dateBs?: string;
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
  upcomingHeading: 'Upcoming exams',
  pastHeading: 'Past exams',
  noUpcoming: 'No exam is coming up at the moment. New dates are published here as soon as the school sets them.',
};

/** The day the build judged past and upcoming by, for the pre-rendered page (see ExamInfoPage). */
export const examsJudgedOn = judgedOn;

/** From site-content/exams/, earliest first. */
export const examUpdates: ExamUpdate[] = exams.map(({ slug, subject, date, dateBs, note }) => ({
  slug,
  subject,
  date,
  dateBs,
  note,
}));
