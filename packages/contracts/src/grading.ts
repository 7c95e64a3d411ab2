/**
 * Grades, totals and percentages of a report card, computed from the marks alone: one dependency-free module, the
 * same for the page that shows a report card and for the service that answers a result lookup.
 *
 * Rounding rule: a grade is read from the exact percentage, never from a rounded one. 89.5 % is therefore
 * an A, not an A+: the scale says "90 and above". The percentage printed on the card is cut (not rounded)
 * to two decimals, so the card can never show 90.00 % beside an A.
 */

export type Grade = 'A+' | 'A' | 'B+' | 'B' | 'C' | 'D';

/** The report grade scale, highest first: a percentage earns the first grade whose minimum it reaches. */
export const gradeScale: readonly { minPercentage: number; grade: Grade }[] = [
  { minPercentage: 90, grade: 'A+' },
  { minPercentage: 80, grade: 'A' },
  { minPercentage: 70, grade: 'B+' },
  { minPercentage: 60, grade: 'B' },
  { minPercentage: 50, grade: 'C' },
  { minPercentage: 0, grade: 'D' },
];

/** One subject's marks: half marks are allowed. Grades are computed from these, never stored. */
export interface SubjectMarks {
  subject: string;
  fullMarks: number;
  marks: number;
}

/** The grade a percentage earns on the school's scale (90 and above A+, 80 A, 70 B+, 60 B, 50 C, below 50 D). */
export function gradeForPercentage(percentage: number): Grade {
  const band = gradeScale.find((step) => percentage >= step.minPercentage);
  return band?.grade ?? 'D';
}

/** Exact percentage of `marks` out of `fullMarks`. */
export function percentageOf(marks: number, fullMarks: number): number {
  if (fullMarks <= 0) return 0;
  // Multiply before dividing: 45000 / 500 is exactly 90, where 450 / 500 * 100 may not be.
  return (marks * 100) / fullMarks;
}

/** A percentage as printed: cut to two decimals, never rounded up, e.g. 89.996 → "89.99". */
export function formatPercentage(marks: number, fullMarks: number): string {
  if (fullMarks <= 0) return '0.00';
  // Whole hundredths from integers where possible (marks may be halves), so floating point cannot push 28.99 to 28.98.
  const hundredths = Math.floor((marks * 10000) / fullMarks);
  return (hundredths / 100).toFixed(2);
}

export interface GradedSubject {
  subject: string;
  fullMarks: number;
  marks: number;
  grade: Grade;
}

export interface ReportSummary {
  subjects: GradedSubject[];
  totalMarks: number;
  totalFullMarks: number;
  /** Exact percentage, the one grades are read from. */
  percentage: number;
  /** The percentage as printed on the card (two decimals, cut). */
  percentageText: string;
  finalGrade: Grade;
}

/** Everything a report card computes from one record's marks. */
export function summarizeReport(record: { subjects: readonly SubjectMarks[] }): ReportSummary {
  const subjects = record.subjects.map((subject) => ({
    ...subject,
    grade: gradeForPercentage(percentageOf(subject.marks, subject.fullMarks)),
  }));
  const totalMarks = subjects.reduce((sum, subject) => sum + subject.marks, 0);
  const totalFullMarks = subjects.reduce((sum, subject) => sum + subject.fullMarks, 0);
  const percentage = percentageOf(totalMarks, totalFullMarks);
  return {
    subjects,
    totalMarks,
    totalFullMarks,
    percentage,
    percentageText: formatPercentage(totalMarks, totalFullMarks),
    finalGrade: gradeForPercentage(percentage),
  };
}
