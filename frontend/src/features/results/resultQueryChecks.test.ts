import { describe, expect, it } from 'vitest';
import { resultTexts } from '../../content/results';
import { checkResultQuery, emptyResultQuery, toResultQuery } from './resultQueryChecks';

const resultMessages = resultTexts.en.messages;
const check = (values: Parameters<typeof checkResultQuery>[0]) => checkResultQuery(values, resultMessages);
const filled = { name: 'Test Student', className: 'Grade 3', roll: '7', examType: 'First Terminal 2082' };

describe('checkResultQuery', () => {
  it('requires all four fields', () => {
    expect(check(emptyResultQuery)).toEqual({
      name: resultMessages.nameRequired,
      className: resultMessages.classRequired,
      roll: resultMessages.rollRequired,
      examType: resultMessages.examTypeRequired,
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

  it('accepts complete details', () => {
    expect(check(filled)).toEqual({});
  });
});

describe('toResultQuery', () => {
  it('reads the roll number as a number, "07" as 7', () => {
    expect(toResultQuery({ ...filled, roll: ' 07 ' }).roll).toBe(7);
    expect(toResultQuery({ ...filled, roll: '१२' }).roll).toBe(12);
  });
});
