/**
 * The exam result lookup: its options, its texts and the shape of a result record. The records themselves are
 * never part of the site: office-service answers one at a time (POST /api/results/lookup), and the exams come
 * from GET /api/results/exams.
 */
import type { CoScholasticRating, ResultRecordAnswer } from '@school/contracts';
import { schoolClasses, type SchoolClass } from '@school/contracts/fee-student';
import { defineTexts } from '../lib/texts';
import { birthDateWords, type BirthDateWords } from './birthDate';
import { formMessages } from './contact';
import { needsJavaScript } from './needsJavaScript';
import { school } from './school';

/** Every class the school teaches (Pre-Primary to Grade 6), the list the fee form and the services use too. */
export const resultClasses = schoolClasses;
export type ResultClass = SchoolClass;

/** One student's result in one exam, as the API answers it: the marks, and their summary computed by the service. */
export type ResultRecord = ResultRecordAnswer;

/**
 * The words of the result page and its report card. What the records hold (a subject's, an exam's or a
 * co-scholastic area's name) is shown as the school wrote it, unless the language knows a name for it: the maps
 * and examName below, keyed by the English name in lower case (English knows none, and shows each as it came).
 */
export interface ResultWords {
  page: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    /** Shown without JavaScript in place of the form. */
    needsJavaScript: string;
  };
  form: {
    /** The form's accessible name. */
    label: string;
    /** Above the form when a field needs attention. */
    summary: string;
  };
  labels: { name: string; className: string; roll: string; examType: string };
  /** The date-of-birth field's words (content/birthDate.ts), with this form's own. */
  birthDate: BirthDateWords;
  placeholders: { className: string; examType: string; noExams: string };
  /** The hint under the Exam field while its options are not there (they come from the school's server). */
  examListHints: { loading: string; none: string; failed: string };
  buttons: { check: string; print: string };
  messages: {
    nameRequired: string;
    classRequired: string;
    rollRequired: string;
    rollInvalid: string;
    examTypeRequired: string;
    dobRequired: string;
    dobInvalid: string;
    dobInFuture: string;
    /**
     * No record for these details (404). In English the server's own words, which an English page shows as they
     * come; this is shown if an answer ever comes without them.
     */
    notFound: string;
    /** The exam has nothing published (404): in English the server's own words, by which the page knows this case. */
    notPublished: string;
    /** The server refused the details as sent (400): on a page that does not show the server's own words. */
    rejected: string;
    checking: string;
    rateLimited: string;
    /**
     * 429 for a child whose results were asked for with several wrong dates of birth today: in English the server's
     * own words, by which the page knows this case.
     */
    tooManyWrongDates: string;
    unavailable: string;
    offline: string;
    failed: string;
  };
  reportCard: {
    title: string;
    studentDetails: string;
    name: string;
    className: string;
    roll: string;
    dob: string;
    father: string;
    mother: string;
    address: string;
    subjects: string;
    subject: string;
    fullMarks: string;
    marks: string;
    grade: string;
    total: string;
    summary: string;
    totalMarks: string;
    percentage: string;
    finalGrade: string;
    attendance: string;
    /** The days present, of the school days: both written already in the language's digits. */
    attendanceValue: (present: string, total: string) => string;
    coScholastic: string;
    area: string;
    rating: string;
    scale: string;
    /** One step of the grade scale, its minimum written already: "A+ 90% and above". */
    gradeFrom: (grade: string, minPercentage: string) => string;
    /** The lowest step, below the next one's minimum: "D below 50%". */
    gradeBelow: (grade: string, percentage: string) => string;
  };
  /** The class names as the page shows them (the value sent stays the English name). */
  classNames: Readonly<Record<ResultClass, string>>;
  /** An exam's name as the page shows it; a name the language does not know is shown as it came. */
  examName: (name: string) => string;
  /** The school's standard subjects, keyed by their English name in lower case. */
  subjectNames: Readonly<Record<string, string>>;
  /** The co-scholastic areas, keyed by their English name in lower case. */
  areaNames: Readonly<Record<string, string>>;
  ratings: Readonly<Record<CoScholasticRating, string>>;
}

const resultWords: ResultWords = {
  page: {
    title: `Exam Result | ${school.name}`,
    description: `Check a student's exam result at ${school.name} and print the report card.`,
    heading: 'Exam Result',
    intro: "Enter the student's details exactly as on the admit card to see the report card.",
    needsJavaScript: needsJavaScript.form,
  },
  form: {
    label: 'Find a result',
    summary: formMessages.summary,
  },
  labels: {
    name: 'Student name',
    className: 'Class',
    roll: 'Roll number',
    examType: 'Exam',
  },
  birthDate: {
    ...birthDateWords,
    calendarUnavailable:
      'The B.S. date could not be converted: your device seems to be offline. Please check your internet connection and press Check Result again, or choose A.D. and enter the date in A.D.',
  },
  placeholders: {
    className: 'Choose a class',
    examType: 'Choose an exam',
    noExams: 'No results published yet',
  },
  examListHints: {
    loading: 'Loading the published exams…',
    none: 'The school has not published any exam results yet.',
    failed: 'The list of exams could not be loaded. Choose this field again to try once more.',
  },
  buttons: {
    check: 'Check Result',
    print: 'Print',
  },
  messages: {
    nameRequired: "Please enter the student's name",
    classRequired: 'Please choose a class',
    rollRequired: 'Please enter the roll number',
    rollInvalid: 'Roll number must be a whole number, e.g. 7',
    examTypeRequired: 'Please choose an exam',
    dobRequired: "Please enter the student's date of birth",
    dobInvalid: 'Enter a real date, e.g. 2016-08-28',
    dobInFuture: 'A date of birth cannot be in the future',
    notFound: 'No record found. Please check your details.',
    notPublished: 'The results of this exam are not published yet. Please check again later.',
    rejected: 'The details could not be read. Please check them and try again.',
    checking: 'Looking up the result…',
    rateLimited:
      'Too many results were looked up from this connection in a short time. Please wait a minute, then press Check Result again.',
    tooManyWrongDates:
      "This student's results have been asked for with several wrong dates of birth today, so they are locked until tomorrow. Please try again tomorrow, or ask the school office.",
    unavailable:
      "The school's results service is not available right now. Please try again in a few minutes; your details stay in the form.",
    offline:
      "The result could not be looked up: there is no connection to the school's website. Check your internet connection and try again.",
    failed: 'Something went wrong while looking up the result. Please try again.',
  },
  reportCard: {
    title: 'Report Card',
    studentDetails: 'Student details',
    name: 'Name',
    className: 'Class',
    roll: 'Roll no.',
    dob: 'Date of birth',
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
    attendanceValue: (present, total) => `${present} of ${total} days`,
    coScholastic: 'Co-scholastic areas',
    area: 'Area',
    rating: 'Rating',
    scale: 'Grade scale',
    gradeFrom: (grade, minPercentage) => `${grade} ${minPercentage}% and above`,
    gradeBelow: (grade, percentage) => `${grade} below ${percentage}%`,
  },
  classNames: Object.fromEntries(resultClasses.map((name) => [name, name])) as Record<ResultClass, string>,
  examName: (name) => name,
  subjectNames: {},
  areaNames: {},
  ratings: {
    Excellent: 'Excellent',
    'Very good': 'Very good',
    Good: 'Good',
    'Needs improvement': 'Needs improvement',
  },
};

export const resultTexts = defineTexts(resultWords, {
  ne: () => import('./ne/results').then((module) => module.resultWords),
});
