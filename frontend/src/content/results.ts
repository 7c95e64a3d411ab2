/**
 * The exam result lookup: its options, its texts and the shape of a result record. The records themselves are
 * never part of the site: office-service answers one at a time (POST /api/results/lookup), and the exams come
 * from GET /api/results/exams.
 */
import type { ResultRecordAnswer } from '@school/contracts';
import { schoolClasses, type SchoolClass } from '@school/contracts/fee-student';
import { school } from './school';

/** Every class the school teaches (Pre-Primary to Grade 6), the list the fee form and the services use too. */
export const resultClasses = schoolClasses;
export type ResultClass = SchoolClass;

/** One student's result in one exam, as the API answers it: the marks, and their summary computed by the service. */
export type ResultRecord = ResultRecordAnswer;

export const resultPage = {
  title: `Exam Result | ${school.name}`,
  description: `Check a student's exam result at ${school.name} and print the report card.`,
  heading: 'Exam Result',
  intro: "Enter the student's details exactly as on the admit card to see the report card.",
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
  noExams: 'No results published yet',
} as const;

/** The hint under the Exam field while its options are not there (they come from the school's server). */
export const examListHints = {
  loading: 'Loading the published exams…',
  none: 'The school has not published any exam results yet.',
  failed: 'The list of exams could not be loaded. Choose this field again to try once more.',
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
  /** The server's words for no match; shown if an answer ever comes without them. */
  notFound: 'No record found. Please check your details.',
  checking: 'Looking up the result…',
  rateLimited:
    'Too many results were looked up from this connection in a short time. Please wait a minute, then press Check Result again.',
  unavailable:
    "The school's results service is not available right now. Please try again in a few minutes; your details stay in the form.",
  offline:
    "The result could not be looked up: there is no connection to the school's website. Check your internet connection and try again.",
  failed: 'Something went wrong while looking up the result. Please try again.',
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
