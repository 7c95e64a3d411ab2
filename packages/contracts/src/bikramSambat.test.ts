import { describe, expect, it } from 'vitest';
import * as nepaliDateConverter from 'nepali-date-converter';
import * as bikramSambat from 'bikram-sambat';
import * as sbmdkl from '@sbmdkl/nepali-date-converter';
import { ADToBS, BSToAD } from 'bikram-sambat-js';
import {
  adToBs,
  BsDateError,
  bsMonthNames,
  bsTableRange,
  bsToAd,
  daysInBsMonth,
  formatBsDate,
  isBsDateOfAd,
  isProvisionalBsYear,
  isValidBsDate,
  parseBsDate,
  type CalendarDate,
} from './bikramSambat.js';
import { bsMonthLengths, bsTableAnchor, lastConfirmedBsYear } from './bikramSambatTable.js';

const iso = (date: CalendarDate) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
const plain = ({ year, month, day }: CalendarDate): CalendarDate => ({ year, month, day });
const MS_PER_DAY = 86_400_000;
// A CommonJS module whose exports.default is the class: TypeScript sees it one level deeper than Vitest loads it.
type NepaliDateClass = typeof nepaliDateConverter.default.default;
const loaded: unknown = nepaliDateConverter.default;
const NepaliDate = (
  typeof loaded === 'function' ? loaded : (loaded as { default: unknown }).default
) as NepaliDateClass;
// The day-by-day loops take a few seconds on a quiet machine; the limit leaves room for a busy one.
const dayByDay = { timeout: 120_000 };
/** Every Gregorian day from `first` to `last`, both included. */
function* adDays(first: CalendarDate, last: CalendarDate): Generator<CalendarDate> {
  const end = Date.UTC(last.year, last.month - 1, last.day);
  for (let at = Date.UTC(first.year, first.month - 1, first.day); at <= end; at += MS_PER_DAY) {
    const day = new Date(at);
    yield { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
  }
}

/**
 * Four independent npm converters, each with its own table (licences MIT or Apache-2.0), as functions of ISO
 * "YYYY-MM-DD" texts. nepali-datetime (GPL-3.0) is left out for its licence; ad-bs-converter 0.5.0 and
 * nepali-calendar-js 1.0.4 are left out because their tables stop being updated before 2081 (their 2081–2083 rows
 * differ from all the others), so they would outvote the current ones.
 */
const converters: Record<string, { toBs(ad: CalendarDate): string; toAd(bs: CalendarDate): string }> = {
  'nepali-date-converter': {
    // Reads and writes a local-time Date, so it is given and read in local time: right in any time zone.
    toBs: (ad) => {
      const bs = NepaliDate.fromAD(new Date(ad.year, ad.month - 1, ad.day)).getBS();
      return iso({ year: bs.year, month: bs.month + 1, day: bs.date });
    },
    toAd: (bs) => {
      const ad = new NepaliDate(bs.year, bs.month - 1, bs.day).getAD();
      return iso({ year: ad.year, month: ad.month + 1, day: ad.date });
    },
  },
  'bikram-sambat': {
    toBs: (ad) => bikramSambat.toBik_euro(iso(ad)),
    toAd: (bs) => iso(bikramSambat.toGreg(bs.year, bs.month, bs.day)),
  },
  '@sbmdkl/nepali-date-converter': { toBs: (ad) => sbmdkl.adToBs(iso(ad)), toAd: (bs) => sbmdkl.bsToAd(iso(bs)) },
  'bikram-sambat-js': { toBs: (ad) => ADToBS(iso(ad)), toAd: (bs) => BSToAD(iso(bs)) },
};

describe('the month-length table', () => {
  const years = Object.keys(bsMonthLengths).map(Number);

  it('covers BS 2000 to at least 2090 without a gap, twelve months of 29 to 32 days, 365 or 366 days a year', () => {
    expect(years[0]).toBe(2000);
    expect(years.at(-1)).toBeGreaterThanOrEqual(2090);
    expect(years).toEqual(years.map((_, index) => 2000 + index));
    for (const year of years) {
      const months = bsMonthLengths[year] ?? [];
      expect(months, `BS ${year}`).toHaveLength(12);
      for (const days of months) expect(days, `BS ${year}`).toBeGreaterThanOrEqual(29);
      for (const days of months) expect(days, `BS ${year}`).toBeLessThanOrEqual(32);
      expect([365, 366], `BS ${year}`).toContain(months.reduce((sum, days) => sum + days, 0));
    }
  });

  it('marks the years after the last official calendar (2084 on) as provisional', () => {
    expect(lastConfirmedBsYear).toBe(2083);
    expect(isProvisionalBsYear(2083)).toBe(false);
    expect(isProvisionalBsYear(2084)).toBe(true);
    expect(adToBs({ year: 2027, month: 4, day: 13 })).toEqual({ year: 2083, month: 12, day: 30, provisional: false });
    expect(adToBs({ year: 2027, month: 4, day: 14 })).toEqual({ year: 2084, month: 1, day: 1, provisional: true });
    expect(bsToAd({ year: 2090, month: 12, day: 30 })).toEqual({ year: 2034, month: 4, day: 13, provisional: true });
    expect(parseBsDate('2085-01-01').provisional).toBe(true);
  });

  it('refuses, given today, an old B.S. date that is a real A.D. date as one typed in the wrong calendar', () => {
    const today = new Date('2026-11-27T03:20:35Z'); // 11 Mangsir 2083 B.S.
    const refusal = (text: string) => {
      try {
        parseBsDate(text, { today });
        return undefined;
      } catch (error) {
        return error instanceof BsDateError ? error : undefined;
      }
    };
    expect(refusal('2019-08-28')?.reason).toBe('looks-like-ad');
    expect(refusal('२०१९-०८-२८')?.message).toBe('This looks like an A.D. date: choose A.D., or type the date in B.S.');
    expect(refusal('2062-12-31')?.reason).toBe('looks-like-ad');
    // Twenty years back or less is a B.S. date like any other; so is one that is no A.D. date (Jestha 2019 had 32 days).
    expect(parseBsDate('2063-12-30', { today })).toMatchObject({ year: 2063 });
    expect(parseBsDate('2073-05-12', { today })).toMatchObject({ year: 2073 });
    expect(refusal('2019-02-30')?.reason).toBe(undefined);
    expect(parseBsDate('2019-02-32', { today })).toMatchObject({ year: 2019, month: 2, day: 32 });
    // Without today, nothing is judged by age: the calendar alone.
    expect(parseBsDate('2019-08-28')).toMatchObject({ year: 2019 });
  });

  it('reports its range in both calendars', () => {
    expect(bsTableRange).toEqual({
      first: { year: 2000, month: 1, day: 1 },
      last: { year: 2090, month: 12, day: 30 },
      firstAd: { year: 1943, month: 4, day: 14 },
      lastAd: { year: 2034, month: 4, day: 13 },
    });
    expect(daysInBsMonth(2073, 5)).toBe(31);
    expect(daysInBsMonth(2073, 13)).toBeUndefined();
    expect(daysInBsMonth(2091, 1)).toBeUndefined();
  });
});

describe('known dates (each checked against the converters)', () => {
  it.each([
    ['2000-01-01', '1943-04-14'],
    ['2050-01-01', '1993-04-13'],
    ['2073-05-12', '2016-08-28'],
    ['2080-01-01', '2023-04-14'],
    ['2081-01-01', '2024-04-13'],
    ['2082-01-01', '2025-04-14'],
    ['2082-06-01', '2025-09-17'],
    ['2083-01-01', '2026-04-14'],
    ['2083-08-08', '2026-11-24'],
  ])('BS %s is %s', (bs, ad) => {
    const bsDate = parseBsDate(bs);
    expect(iso(bsToAd(bsDate))).toBe(ad);
    const [year = 0, month = 0, day = 0] = ad.split('-').map(Number);
    expect(iso(adToBs({ year, month, day }))).toBe(bs);
  });
});

describe('against the npm converters, every day of BS 2000 to the last official year', () => {
  const lastConfirmedDay = {
    year: lastConfirmedBsYear,
    month: 12,
    day: bsMonthLengths[lastConfirmedBsYear]?.[11] ?? 0,
  };
  const firstAd = plain(bsTableAnchor.ad);
  const lastAd = plain(bsToAd(lastConfirmedDay));

  /** How many days of each BS year a converter's answer differs from the majority, per converter. */
  function disagreementsOf(direction: 'toBs' | 'toAd') {
    const found: Record<string, Record<number, number>> = {};
    let days = 0;
    for (const ad of adDays(firstAd, lastAd)) {
      days++;
      const ours = adToBs(ad);
      const answers = Object.entries(converters).map(([name, converter]) => {
        let answer: string;
        try {
          answer = direction === 'toBs' ? converter.toBs(ad) : converter.toAd(plain(ours));
        } catch (error) {
          answer = `refused: ${(error as Error).message}`;
        }
        return [name, answer] as const;
      });
      const votes = new Map<string, number>();
      for (const [, answer] of answers) votes.set(answer, (votes.get(answer) ?? 0) + 1);
      const [majority, count] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
      // A strict majority of the four, and our answer is that majority (checked without expect per day: speed).
      const oursText = direction === 'toBs' ? iso(ours) : iso(ad);
      if (count < 3 || oursText !== majority) {
        throw new Error(`${direction} of AD ${iso(ad)}: ours ${oursText}, converters ${JSON.stringify(answers)}`);
      }
      for (const [name, answer] of answers) {
        if (answer === majority) continue;
        const years = (found[name] ??= {});
        years[ours.year] = (years[ours.year] ?? 0) + 1;
      }
    }
    return { days, found };
  }

  // 30,681 days, BS 2000-01-01 (14 Apr 1943) to BS 2083-12-30 (13 Apr 2027). The four agree on every day except
  // where bikram-sambat-js 1.0.3 is outvoted:
  // - BS to AD: its row for 2083 is older (Asoj 30 days where the others have 31, Magh 30 where they have 29), so
  //   1 Kartik to 29 Magh 2083 (88 days) come out a day late;
  // - AD to BS: the same 2083 row (90 days), and faults of its own in that direction only (its BS-to-AD answers for
  //   the same days agree with everyone): it never answers Chaitra's last 12 or 13 days in the years whose Chaitra
  //   ends after a Gregorian 29 February (2000, 2003, 2004 … 2081; it answers a day early), and in 2082 it gives
  //   the 31st and 32nd of the long months as the last day but one (118 days, e.g. AD 2025-05-14 as 2082-01-30
  //   although its own table gives 2082-02-01 as AD 2025-05-15).
  // The other three agree with each other, and with this table, on every day.
  const expectedToAd = { days: 30_681, found: { 'bikram-sambat-js': { 2083: 88 } } };
  const expectedToBs = {
    days: 30_681,
    found: {
      'bikram-sambat-js': {
        2000: 12,
        2003: 13,
        2004: 12,
        2007: 13,
        2008: 12,
        2011: 13,
        2012: 12,
        2015: 13,
        2016: 12,
        2019: 13,
        2020: 12,
        2023: 13,
        2024: 12,
        2026: 13,
        2028: 12,
        2030: 13,
        2032: 12,
        2034: 13,
        2036: 12,
        2038: 13,
        2040: 12,
        2042: 13,
        2044: 12,
        2046: 13,
        2048: 12,
        2050: 13,
        2052: 12,
        2054: 13,
        2056: 12,
        2057: 13,
        2060: 12,
        2061: 13,
        2064: 12,
        2065: 13,
        2068: 12,
        2069: 13,
        2072: 12,
        2073: 13,
        2076: 12,
        2077: 13,
        2080: 12,
        2081: 13,
        2082: 118,
        2083: 90,
      },
    },
  };

  it('AD to BS: our answer is the majority, day by day', dayByDay, () => {
    expect(disagreementsOf('toBs')).toEqual(expectedToBs);
  });

  it('BS to AD: our answer is the majority, day by day', dayByDay, () => {
    expect(disagreementsOf('toAd')).toEqual(expectedToAd);
  });
});

describe('round trips over the whole table, provisional years included', () => {
  it('AD → BS → AD gives the same day, and consecutive days are consecutive BS dates', dayByDay, () => {
    let previous: CalendarDate | undefined;
    let days = 0;
    const wrong: unknown[] = [];
    for (const ad of adDays(bsTableRange.firstAd, bsTableRange.lastAd)) {
      const bs = adToBs(ad);
      const next = !previous
        ? bsTableRange.first
        : previous.day < (daysInBsMonth(previous.year, previous.month) ?? 0)
          ? { ...previous, day: previous.day + 1 }
          : previous.month < 12
            ? { year: previous.year, month: previous.month + 1, day: 1 }
            : { year: previous.year + 1, month: 1, day: 1 };
      const back = bsToAd(bs);
      const parsed = parseBsDate(iso(bs));
      if (
        iso(back) !== iso(ad) ||
        iso(bs) !== iso(next) ||
        iso(parsed) !== iso(bs) ||
        back.provisional !== bs.provisional ||
        parsed.provisional !== bs.provisional ||
        !isValidBsDate(bs)
      ) {
        wrong.push({ ad, bs, back, parsed, next });
      }
      previous = bs;
      days++;
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(plain(previous ?? bsTableRange.first)).toEqual(bsTableRange.last);
    expect(days).toBe(33_238);
  });
});

describe('refusals', () => {
  const refusal = (convert: () => unknown) => {
    try {
      convert();
    } catch (error) {
      expect(error).toBeInstanceOf(BsDateError);
      return { reason: (error as BsDateError).reason, message: (error as BsDateError).message };
    }
    throw new Error('was not refused');
  };
  const outside =
    'dates before 1 Baisakh 2000 B.S. (14 Apr 1943) or after 30 Chaitra 2090 B.S. (13 Apr 2034) are outside the calendar table.';

  it('refuses dates outside the table in plain words, never shifting them', () => {
    expect(refusal(() => adToBs({ year: 1943, month: 4, day: 13 }))).toEqual({
      reason: 'outside-table',
      message: `13 Apr 1943 cannot be converted: ${outside}`,
    });
    expect(refusal(() => adToBs({ year: 2034, month: 4, day: 14 })).message).toBe(
      `14 Apr 2034 cannot be converted: ${outside}`,
    );
    expect(refusal(() => bsToAd({ year: 1999, month: 12, day: 30 })).message).toBe(
      `1999-12-30 B.S. cannot be converted: ${outside}`,
    );
    expect(refusal(() => bsToAd({ year: 2091, month: 1, day: 1 })).reason).toBe('outside-table');
    expect(refusal(() => parseBsDate('2095-01-01')).reason).toBe('outside-table');
    expect(isValidBsDate({ year: 2091, month: 1, day: 1 })).toBe(false);
  });

  it('refuses BS dates that do not exist', () => {
    expect(refusal(() => bsToAd({ year: 2073, month: 13, day: 1 }))).toEqual({
      reason: 'not-a-date',
      message: 'The month must be 1 to 12 (Baisakh to Chaitra), not 13.',
    });
    expect(refusal(() => parseBsDate('2073-00-10')).message).toBe(
      'The month must be 1 to 12 (Baisakh to Chaitra), not 0.',
    );
    expect(refusal(() => parseBsDate('2073-05-33')).message).toBe(
      'Bhadra 2073 has 31 days, so 2073-05-33 B.S. is not a date.',
    );
    // Chaitra 2082 has 30 days: the 31st is not quietly 1 Baisakh 2083.
    expect(refusal(() => bsToAd({ year: 2082, month: 12, day: 31 })).message).toBe(
      'Chaitra 2082 has 30 days, so 2082-12-31 B.S. is not a date.',
    );
    expect(refusal(() => formatBsDate({ year: 2073, month: 5, day: 0 }, 'en')).reason).toBe('not-a-date');
    expect(refusal(() => bsToAd({ year: 2073, month: 5, day: 1.5 })).message).toBe(
      'A B.S. date is a whole year, month and day.',
    );
    expect(isValidBsDate({ year: 2073, month: 5, day: 32 })).toBe(false);
    expect(isValidBsDate({ year: 2073, month: 5, day: 31 })).toBe(true);
  });

  it('refuses Gregorian days that do not exist', () => {
    expect(refusal(() => adToBs({ year: 2025, month: 2, day: 29 }))).toEqual({
      reason: 'not-a-date',
      message: '2025-02-29 is not a date.',
    });
    expect(refusal(() => adToBs({ year: 2025, month: 13, day: 1 })).reason).toBe('not-a-date');
    expect(adToBs({ year: 2024, month: 2, day: 29 })).toEqual({ year: 2080, month: 11, day: 17, provisional: false });
  });

  it('gives the facts of each refusal, for a message in another language, beside the English one', () => {
    const factsOf = (convert: () => unknown) => {
      try {
        convert();
      } catch (error) {
        return (error as BsDateError).facts;
      }
      throw new Error('was not refused');
    };
    expect(factsOf(() => parseBsDate('2073-05-33'))).toEqual({
      date: { year: 2073, month: 5, day: 33 },
      calendar: 'bs',
      daysInMonth: 31,
    });
    expect(factsOf(() => parseBsDate('२०७३-१३-०१'))).toEqual({
      date: { year: 2073, month: 13, day: 1 },
      calendar: 'bs',
    });
    expect(factsOf(() => parseBsDate('2095-01-01'))).toEqual({
      date: { year: 2095, month: 1, day: 1 },
      calendar: 'bs',
    });
    expect(factsOf(() => adToBs({ year: 1943, month: 4, day: 13 }))).toEqual({
      date: { year: 1943, month: 4, day: 13 },
      calendar: 'ad',
    });
    expect(factsOf(() => parseBsDate('12 Bhadra 2073'))).toEqual({});
  });

  it('refuses text that is not a year-month-day', () => {
    for (const text of ['', '2073', '2073-05', '12 Bhadra 2073', '73-05-12', '2073-05-12x']) {
      expect(
        refusal(() => parseBsDate(text)),
        text,
      ).toEqual({
        reason: 'unreadable',
        message: 'Write a B.S. date as year-month-day, for example 2082-05-12.',
      });
    }
  });
});

describe('reading and writing BS dates', () => {
  it('reads Latin or Devanagari digits, with -, / or . between', () => {
    const expected = { year: 2073, month: 5, day: 12, provisional: false };
    expect(parseBsDate('2073-05-12')).toEqual(expected);
    expect(parseBsDate(' 2073/5/12 ')).toEqual(expected);
    expect(parseBsDate('2073.05.12')).toEqual(expected);
    expect(parseBsDate('२०७३-०५-१२')).toEqual(expected);
  });

  it('writes day month year, in English and in Nepali with Devanagari digits', () => {
    expect(formatBsDate({ year: 2073, month: 5, day: 12 }, 'en')).toBe('12 Bhadra 2073');
    expect(formatBsDate({ year: 2073, month: 5, day: 12 }, 'ne')).toBe('१२ भदौ २०७३');
    expect(formatBsDate(adToBs({ year: 2025, month: 9, day: 17 }), 'en')).toBe('1 Asoj 2082');
    expect(formatBsDate(adToBs({ year: 2025, month: 9, day: 17 }), 'ne')).toBe('१ असोज २०८२');
    expect(formatBsDate({ year: 2090, month: 12, day: 30 }, 'ne')).toBe('३० चैत २०९०');
  });

  it('names the twelve months in both languages', () => {
    expect(bsMonthNames.en).toEqual([
      'Baisakh',
      'Jestha',
      'Asar',
      'Shrawan',
      'Bhadra',
      'Asoj',
      'Kartik',
      'Mangsir',
      'Poush',
      'Magh',
      'Falgun',
      'Chaitra',
    ]);
    expect(bsMonthNames.ne).toHaveLength(12);
    expect(new Set(bsMonthNames.ne).size).toBe(12);
  });
});

describe('a stored B.S. date of birth against the A.D. date a form sends', () => {
  it('matches the same day only, and never a stored date the calendar cannot read', () => {
    expect(isBsDateOfAd('2073-05-12', '2016-08-28')).toBe(true);
    expect(isBsDateOfAd('२०७३-०५-१२', '2016-08-28')).toBe(true);
    expect(isBsDateOfAd('2073-05-12', '2016-08-27')).toBe(false);
    expect(isBsDateOfAd('2073-05-12', '2073-05-12')).toBe(false);
    expect(isBsDateOfAd('2073-13-40', '2016-08-28')).toBe(false);
    expect(isBsDateOfAd('not a date', '2016-08-28')).toBe(false);
  });
});
