/**
 * The exam result lookup: its options, its texts, the grade scale and the shape of a result record.
 * The sample records themselves are in resultsSampleData.ts.
 */
import type { SubjectMarks } from '@school/contracts/grading';

export type { SubjectMarks };
import { school } from './school';

export const examTypes = [
  'First Terminal 2082',
  'Second Terminal 2082',
  'Third Terminal 2082',
  'Fourth Terminal 2082',
  'Final Results',
] as const;
export type ExamType = (typeof examTypes)[number];

/** Every class the school teaches (Pre-Primary to Grade 6). */
export const resultClasses = [
  'Nursery',
  'LKG',
  'UKG',
  'Grade 1',
  'Grade 2',
  'Grade 3',
  'Grade 4',
  'Grade 5',
  'Grade 6',
] as const;
export type ResultClass = (typeof resultClasses)[number];

export type CoScholasticRating = 'Excellent' | 'Very good' | 'Good' | 'Needs improvement';

/** One student's result in one exam. Totals, percentage and grades are computed (@school/contracts/grading). */
export interface ResultRecord {
  name: string;
  className: ResultClass;
  roll: number;
  examType: ExamType;
  mother: string;
  father: string;
  /** Date of birth in Bikram Sambat (B.S.), as Nepali schools record it: YYYY-MM-DD. */
  dob: string;
  address: string;
  subjects: SubjectMarks[];
  attendance: { presentDays: number; schoolDays: number };
  coScholastic: { area: string; rating: CoScholasticRating }[];
}

export const resultPage = {
  title: `Exam Result | ${school.name}`,
  description: `Check a student's exam result at ${school.name} and print the report card.`,
  heading: 'Exam Result',
  intro: "Enter the student's details exactly as on the admit card to see the report card.",
  demoNotice: 'These results are sample records for demonstration. For example, try:',
} as const;

export const resultLabels = {
  name: 'Student name',
  className: 'Class',
  roll: 'Roll number',
  examType: 'Exam',
} as const;

export const resultPlaceholders = {
  className: 'Choose a class',
  examType: 'Choose an exam',
} as const;

export const resultButtons = {
  check: 'Check Result',
  print: 'Print',
} as const;

export const resultMessages = {
  nameRequired: "Please enter the student's name",
  classRequired: 'Please choose a class',
  rollRequired: 'Please enter the roll number',
  rollInvalid: 'Roll number must be a whole number, e.g. 7',
  examTypeRequired: 'Please choose an exam',
  notFound: 'No record found. Please check your details.',
} as const;

export const reportCardTexts = {
  title: 'Report Card',
  studentDetails: 'Student details',
  name: 'Name',
  className: 'Class',
  roll: 'Roll no.',
  dob: 'Date of birth',
  dobSuffix: 'B.S.',
  father: "Father's name",
  mother: "Mother's name",
  address: 'Address',
  subjects: 'Subjects',
  subject: 'Subject',
  fullMarks: 'Full marks',
  marks: 'Marks obtained',
  grade: 'Grade',
  total: 'Total',
  summary: 'Result summary',
  totalMarks: 'Total marks',
  percentage: 'Percentage',
  finalGrade: 'Final grade',
  attendance: 'Attendance',
  attendanceValue: (present: number, total: number) => `${present} of ${total} days`,
  coScholastic: 'Co-scholastic areas',
  area: 'Area',
  rating: 'Rating',
  scale: 'Grade scale',
} as const;
