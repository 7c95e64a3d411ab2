import { describe, expect, it } from 'vitest';
import { feeStudentMessages, isSchoolClass, parseRollNumber, schoolClasses } from './feeStudent.js';

describe("the fee's student details", () => {
  it('know every class of the school, Pre-Primary to Grade 6, youngest first', () => {
    expect(schoolClasses).toEqual([
      'Nursery',
      'LKG',
      'UKG',
      'Grade 1',
      'Grade 2',
      'Grade 3',
      'Grade 4',
      'Grade 5',
      'Grade 6',
    ]);
    expect(isSchoolClass('Grade 6')).toBe(true);
    for (const other of ['Grade 7', 'grade 6', '', 'Class 1', 6, null]) expect(isSchoolClass(other)).toBe(false);
  });

  it('take a roll number as typed, or none', () => {
    expect(parseRollNumber('7')).toBe(7);
    expect(parseRollNumber(' 07 ')).toBe(7);
    expect(parseRollNumber('9999')).toBe(9999);
    expect(parseRollNumber('')).toBeNull();
    expect(parseRollNumber('   ')).toBeNull();
    for (const bad of ['0', '10000', '7.5', '-3', 'seven', '1e2', '7a'])
      expect(parseRollNumber(bad), bad).toBeUndefined();
  });

  it('say what to fix in plain words', () => {
    expect(feeStudentMessages.classRequired).toBe("Choose the student's class.");
    expect(feeStudentMessages.classUnknown).toBe(
      'Class must be one of: Nursery, LKG, UKG, Grade 1, Grade 2, Grade 3, Grade 4, Grade 5, Grade 6.',
    );
    expect(feeStudentMessages.roll).toBe('Roll number must be a whole number from 1 to 9999, or left empty.');
  });
});
