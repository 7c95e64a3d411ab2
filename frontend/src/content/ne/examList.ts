import { exams as words } from 'virtual:site-content/ne/exams';
import { examUpdates as english, type ExamUpdate } from '../examUpdates';

/** Each exam's Nepali words (exams/<slug>.ne.md) over it; an exam without them stays English, and says so. */
export const examUpdates: ExamUpdate[] = english.map((exam) => {
  const nepali = Object.hasOwn(words, exam.slug) ? words[exam.slug] : undefined;
  return nepali ? { ...exam, language: 'ne', subject: nepali.subject, note: nepali.note } : exam;
});
