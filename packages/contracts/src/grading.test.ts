import { describe, expect, it } from 'vitest';
import { formatPercentage, gradeForPercentage, percentageOf, summarizeReport } from './grading.js';

describe('gradeForPercentage', () => {
  it.each([
    [100, 'A+'],
    [90, 'A+'],
    [89.5, 'A'], // exact percentage, not rounded up: the scale says 90 and above
    [89, 'A'],
    [80, 'A'],
    [79.99, 'B+'],
    [70, 'B+'],
    [60, 'B'],
    [59.5, 'C'],
    [50, 'C'],
    [49.99, 'D'],
    [49, 'D'],
    [0, 'D'],
  ])('%d %% is %s', (percentage, grade) => {
    expect(gradeForPercentage(percentage)).toBe(grade);
  });
});

describe('percentageOf and formatPercentage', () => {
  it('computes exactly where the result is whole', () => {
    expect(percentageOf(450, 500)).toBe(90);
    expect(percentageOf(119, 200)).toBe(59.5);
    expect(percentageOf(0, 0)).toBe(0);
  });

  it('prints two decimals, cut rather than rounded up', () => {
    expect(formatPercentage(22499, 25000)).toBe('89.99'); // 89.996
    expect(formatPercentage(544, 650)).toBe('83.69'); // 83.6923…
    expect(formatPercentage(2, 3)).toBe('66.66'); // 66.666…
    expect(formatPercentage(29, 100)).toBe('29.00'); // 0.29 * 100 is 28.999… in floating point
    expect(formatPercentage(650, 650)).toBe('100.00');
  });
});

describe('summarizeReport', () => {
  const subjects = [
    { subject: 'English', fullMarks: 100, marks: 90 },
    { subject: 'Nepali', fullMarks: 100, marks: 49 },
    { subject: 'Computer', fullMarks: 50, marks: 29.5 },
  ];

  it('grades each subject on its own full marks', () => {
    const grades = summarizeReport({ subjects }).subjects.map((subject) => subject.grade);
    // 90 % A+, 49 % D, 29.5 of 50 = 59 % C
    expect(grades).toEqual(['A+', 'D', 'C']);
  });

  it('totals marks and full marks and grades the overall percentage', () => {
    const summary = summarizeReport({ subjects });
    expect(summary.totalMarks).toBe(168.5);
    expect(summary.totalFullMarks).toBe(250);
    expect(summary.percentage).toBeCloseTo(67.4, 10);
    expect(summary.percentageText).toBe('67.40');
    expect(summary.finalGrade).toBe('B');
  });

  it('gives 89.5 % overall an A, not an A+', () => {
    const summary = summarizeReport({ subjects: [{ subject: 'Maths', fullMarks: 200, marks: 179 }] });
    expect(summary.percentageText).toBe('89.50');
    expect(summary.finalGrade).toBe('A');
  });
});
