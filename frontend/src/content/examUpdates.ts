import type { ContentLanguage } from 'virtual:site-content/types';
import { exams, judgedOn } from 'virtual:site-content/exams';
import { defineTexts } from '../lib/texts';

export interface ExamUpdate {
  slug: string;
  /** English, or Nepali where the exam has a Nepali version (exams/<slug>.ne.md). */
  language: ContentLanguage;
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
export const examUpdates: ExamUpdate[] = exams.map(({ slug, language, subject, date, dateBs, note }) => ({
  slug,
  language,
  subject,
  date,
  dateBs,
  note,
}));

/** The exams in the page's language: in Nepali, each exam's Nepali version, or the English one where it has none. */
export const examUpdatesTexts = defineTexts(examUpdates, {
  ne: () => import('./ne/examList').then((module) => module.examUpdates),
});
