/**
 * office-service: the exam result lookup (POST /api/results/lookup) and the published exams
 * (GET /api/results/exams). Grades, totals and the percentage in an answer are computed by grading.ts's
 * summarizeReport, never stored.
 */
import { Type, type Static } from 'typebox';
import { schoolClasses, type SchoolClass } from './feeStudent.js';

/** Every class the school teaches (feeStudent.ts holds the list), as the lookup form and the spreadsheet name them. */
export const resultClasses = schoolClasses;
export type ResultClass = SchoolClass;

/** The ratings of the co-scholastic areas (discipline, sports…), best first. */
export const coScholasticRatings = ['Excellent', 'Very good', 'Good', 'Needs improvement'] as const;
export type CoScholasticRating = (typeof coScholasticRatings)[number];

const gradeSchema = Type.Enum(['A+', 'A', 'B+', 'B', 'C', 'D']);

/**
 * POST /api/results/lookup body: the form's five fields. The name matches whatever its case and spacing; `dob` is
 * the child's date of birth in A.D. (YYYY-MM-DD; the form converts a B.S. entry), matched against the record's B.S.
 * date, so that name, class and roll, which a classmate knows, are not enough to open a report card.
 */
export const ResultLookupRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    class: Type.Enum(resultClasses),
    roll: Type.Integer({ minimum: 1, maximum: 9999 }),
    exam: Type.String({ minLength: 1, maxLength: 100 }),
    dob: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  },
  { additionalProperties: false },
);
export type ResultLookupRequest = Static<typeof ResultLookupRequest>;

/** POST /api/results/lookup answer 200: everything the report card shows, with its computed summary. */
export const ResultRecordAnswer = Type.Object({
  name: Type.String(),
  className: Type.Enum(resultClasses),
  roll: Type.Integer(),
  examType: Type.String(),
  mother: Type.String(),
  father: Type.String(),
  /** Date of birth in Bikram Sambat (B.S.): YYYY-MM-DD, as the school recorded it (the request's `dob` is A.D.). */
  dob: Type.String(),
  address: Type.String(),
  subjects: Type.Array(Type.Object({ subject: Type.String(), fullMarks: Type.Number(), marks: Type.Number() })),
  attendance: Type.Object({ presentDays: Type.Integer(), schoolDays: Type.Integer() }),
  coScholastic: Type.Array(
    Type.Object({
      area: Type.String(),
      rating: Type.Enum(coScholasticRatings),
    }),
  ),
  /** summarizeReport's answer for these marks (@school/contracts/grading). */
  summary: Type.Object({
    subjects: Type.Array(
      Type.Object({ subject: Type.String(), fullMarks: Type.Number(), marks: Type.Number(), grade: gradeSchema }),
    ),
    totalMarks: Type.Number(),
    totalFullMarks: Type.Number(),
    percentage: Type.Number(),
    percentageText: Type.String(),
    finalGrade: gradeSchema,
  }),
});
export type ResultRecordAnswer = Static<typeof ResultRecordAnswer>;

/** GET /api/results/exams answer 200: the exams the school has published, newest first. */
export const PublishedExamsAnswer = Type.Object({
  exams: Type.Array(Type.Object({ name: Type.String(), publishedAt: Type.String() })),
});
export type PublishedExamsAnswer = Static<typeof PublishedExamsAnswer>;
