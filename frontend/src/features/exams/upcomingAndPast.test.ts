import { describe, expect, it } from 'vitest';
import { upcomingAndPast } from './upcomingAndPast';

const exams = [
  { subject: 'Second terminal', date: '2025-12-10' },
  { subject: 'First terminal', date: '2025-09-21' },
  { subject: 'Final', date: '2026-03-15' },
  { subject: 'Unit test', date: '2025-07-01' },
];
const subjects = (list: { subject: string }[]) => list.map((exam) => exam.subject);

describe('upcomingAndPast', () => {
  it('puts the exams from the day on first, soonest first, and the past ones after, latest first', () => {
    const { upcoming, past } = upcomingAndPast(exams, '2025-10-01');
    expect(subjects(upcoming)).toEqual(['Second terminal', 'Final']);
    expect(subjects(past)).toEqual(['First terminal', 'Unit test']);
  });

  it('counts an exam on the day itself as upcoming, and the day after as past', () => {
    expect(subjects(upcomingAndPast(exams, '2025-09-21').upcoming)).toContain('First terminal');
    expect(subjects(upcomingAndPast(exams, '2025-09-22').past)).toEqual(['First terminal', 'Unit test']);
  });

  it('has every exam upcoming before them all and past after them all', () => {
    expect(upcomingAndPast(exams, '2025-01-01').past).toEqual([]);
    expect(upcomingAndPast(exams, '2027-01-01').upcoming).toEqual([]);
  });
});
