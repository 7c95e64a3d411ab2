import { school } from './school';

export interface ExamUpdate {
  subject: string;
  /** ISO date. */
  date: string;
  note: string;
}

export const examInfoMeta = {
  title: `Exam Info | ${school.name}`,
  description: `Upcoming examinations and exam notices for students of ${school.name}.`,
};

export const examInfoIntro = {
  heading: 'Exam Info',
  text: 'Dates and notices for upcoming examinations. Results are published on the Exam Result page.',
};

export const examUpdates: ExamUpdate[] = [
  {
    subject: 'First Terminal Examination',
    date: '2025-09-10',
    note: 'Exams begin at 10:00 AM for all classes. Students should arrive by 9:30 AM in full uniform with their admit card, pencils and an eraser. The routine is given to every student by the class teacher.',
  },
];
