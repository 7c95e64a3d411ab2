import { exams, judgedOn } from 'virtual:site-content/exams';

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
