import { describe, expect, it } from 'vitest';
import type { ResultRecord } from '../../content/results';
import { sampleResults } from '../../content/resultsSampleData';
import { findResult, normalizeName } from './findResult';

function record(overrides: Partial<ResultRecord>): ResultRecord {
  return {
    name: 'Aarav Yadav',
    className: 'Grade 3',
    roll: 7,
    examType: 'First Terminal 2082',
    mother: 'Rekha Yadav',
    father: 'Sunil Yadav',
    dob: '2073-05-12',
    address: 'Dhalkebar',
    subjects: [{ subject: 'English', fullMarks: 100, marks: 80 }],
    attendance: { presentDays: 1, schoolDays: 1 },
    coScholastic: [],
    ...overrides,
  };
}

const first = record({});
const secondTerm = record({ examType: 'Second Terminal 2082' });
const otherStudent = record({ name: 'Nisha Karn', className: 'Grade 4' });
const records = [first, secondTerm, otherStudent];
const query = { name: 'Aarav Yadav', className: 'Grade 3', roll: 7, examType: 'First Terminal 2082' };

describe('findResult', () => {
  it('finds the record whose four details match', () => {
    expect(findResult(query, records)).toBe(first);
  });

  it('ignores the letter case of the name', () => {
    expect(findResult({ ...query, name: 'aARAV yadav' }, records)).toBe(first);
  });

  it('ignores spaces around the name and doubled spaces inside it', () => {
    expect(findResult({ ...query, name: '  Aarav   Yadav \t' }, records)).toBe(first);
  });

  it('tells exams apart: the exam type must match exactly', () => {
    expect(findResult({ ...query, examType: 'Second Terminal 2082' }, records)).toBe(secondTerm);
    expect(findResult({ ...query, examType: 'Final Results' }, records)).toBeUndefined();
  });

  it('finds nothing with a wrong roll number', () => {
    expect(findResult({ ...query, roll: 8 }, records)).toBeUndefined();
  });

  it('finds nothing with a wrong class', () => {
    expect(findResult({ ...query, className: 'Grade 4' }, records)).toBeUndefined();
  });

  it('finds nothing for part of a name', () => {
    expect(findResult({ ...query, name: 'Aarav' }, records)).toBeUndefined();
  });
});

describe('normalizeName', () => {
  it('lower-cases and collapses spaces', () => {
    expect(normalizeName('  Sita  Kumari SAH ')).toBe('sita kumari sah');
  });
});

describe('the sample results', () => {
  it('hold at least six students across several classes and exam types', () => {
    expect(new Set(sampleResults.map((r) => r.name)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(sampleResults.map((r) => r.className)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(sampleResults.map((r) => r.examType)).size).toBeGreaterThanOrEqual(3);
  });

  it('have exactly one record per name, class, roll and exam, each findable', () => {
    for (const result of sampleResults) {
      expect(findResult(result, sampleResults)).toBe(result);
    }
  });

  it('have marks within full marks and attendance within school days', () => {
    for (const result of sampleResults) {
      for (const subject of result.subjects) {
        expect(subject.marks, `${result.name} ${subject.subject}`).toBeGreaterThanOrEqual(0);
        expect(subject.marks, `${result.name} ${subject.subject}`).toBeLessThanOrEqual(subject.fullMarks);
      }
      expect(result.attendance.presentDays).toBeLessThanOrEqual(result.attendance.schoolDays);
    }
  });
});
