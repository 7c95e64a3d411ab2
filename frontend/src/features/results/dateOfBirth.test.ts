import { describe, expect, it } from 'vitest';
import { dateTexts } from '../../content/dates';
import { textsIn } from '../../lib/texts';
import { bsDateOfBirth } from './dateOfBirth';

describe('bsDateOfBirth', () => {
  it('writes the B.S. date first, the Gregorian beside it, in the page’s language', async () => {
    expect(bsDateOfBirth('2073-05-12', dateTexts.en)).toBe('12 Bhadra 2073 B.S. (28 Aug 2016)');
    expect(bsDateOfBirth('2073-05-12', await textsIn(dateTexts, 'ne'))).toBe('१२ भदौ २०७३ वि.सं. (२८ अगस्ट २०१६)');
  });

  it('shows a date the calendar does not know as the school recorded it, in the language’s digits', async () => {
    expect(bsDateOfBirth('2070-07-30', dateTexts.en)).toBe('2070-07-30 B.S.');
    expect(bsDateOfBirth('2070-07-30', await textsIn(dateTexts, 'ne'))).toBe('२०७०-०७-३० वि.सं.');
  });
});
