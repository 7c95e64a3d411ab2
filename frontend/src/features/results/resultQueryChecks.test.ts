import { describe, expect, it } from 'vitest';
import * as bs from '../../components/form/birthDate/bsConversion';
import { resultTexts } from '../../content/results';
import { checkResultQuery, emptyResultQuery, toResultQuery, type ResultQueryValues } from './resultQueryChecks';

const words = resultTexts.en;
const resultMessages = words.messages;
const today = '2026-11-27';
const check = (values: ResultQueryValues) => checkResultQuery(values, words, today, bs);
// Born 12 Bhadra 2073 B.S., 28 August 2016.
const filled: ResultQueryValues = {
  name: 'Test Student',
  className: 'Grade 3',
  roll: '7',
  examType: 'First Terminal 2082',
  dob: '2016-08-28',
  dobBs: '2073-05-12',
  dobCalendar: 'bs',
};

describe('checkResultQuery', () => {
  it('requires all five fields', () => {
    expect(check(emptyResultQuery)).toEqual({
      name: resultMessages.nameRequired,
      className: resultMessages.classRequired,
      roll: resultMessages.rollRequired,
      examType: resultMessages.examTypeRequired,
      dob: resultMessages.dobRequired,
    });
  });

  it('treats a name of spaces as missing', () => {
    expect(check({ ...filled, name: '   ' })).toEqual({ name: resultMessages.nameRequired });
  });

  it.each(['7a', '-3', '0', '2.5', '10000'])('refuses the roll number %j', (roll) => {
    expect(check({ ...filled, roll })).toEqual({ roll: resultMessages.rollInvalid });
  });

  it('refuses a class the school does not have', () => {
    expect(check({ ...filled, className: 'Grade 9' })).toEqual({ className: resultMessages.classRequired });
  });

  it('accepts a roll number typed in Devanagari digits, as a Nepali keyboard types it', () => {
    expect(check({ ...filled, roll: ' ०७ ' })).toEqual({});
    expect(check({ ...filled, roll: '७क' })).toEqual({ roll: resultMessages.rollInvalid });
  });

  it('says an A.D. date typed in the B.S. field looks like one, and refuses a B.S. date that does not exist', () => {
    expect(check({ ...filled, dobBs: '2019-08-28' })).toEqual({
      dob: 'This looks like an A.D. date: choose A.D., or type the date in B.S.',
    });
    expect(check({ ...filled, dobBs: '2070-07-30' }).dob).toBe(
      'Kartik 2070 has 29 days, so 2070-07-30 B.S. is not a date.',
    );
  });

  it('takes the date in A.D. too, but not one in the future', () => {
    expect(check({ ...filled, dobCalendar: 'ad', dob: '2016-08-28', dobBs: '' })).toEqual({});
    expect(check({ ...filled, dobCalendar: 'ad', dob: '2027-01-01', dobBs: '' })).toEqual({
      dob: resultMessages.dobInFuture,
    });
  });

  it('accepts complete details', () => {
    expect(check(filled)).toEqual({});
  });
});

describe('toResultQuery', () => {
  it('reads the roll number as a number, "07" as 7', () => {
    expect(toResultQuery({ ...filled, roll: ' 07 ' }, bs).roll).toBe(7);
    expect(toResultQuery({ ...filled, roll: '१२' }, bs).roll).toBe(12);
  });

  it('sends the date of birth in A.D., a B.S. entry converted', () => {
    expect(toResultQuery({ ...filled, dobBs: '२०७३-०५-१२', dob: '' }, bs).dob).toBe('2016-08-28');
    expect(toResultQuery({ ...filled, dobCalendar: 'ad', dob: '2016-08-30' }, bs).dob).toBe('2016-08-30');
  });
});
