/**
 * A parent proves who they pay for with the student id (printed on the fee card) and the child's date of birth. The
 * lookup and both wallets' dues payments ask this same check, so they share one count of wrong dates.
 *
 * - An unknown id and a wrong date of birth are one answer ('not-found'): the answer never tells which was wrong.
 * - Wrong dates of birth are counted per student (RecentCounts, in memory): a class's birthdays span about 700 days,
 *   and a pool of addresses would get past any per-address limit. After `wrongBirthDatesPerDay` misses within 24
 *   hours the student answers 'locked' to every check, the right date included (else the answers would still tell
 *   the right date from the wrong ones), until the oldest of those misses is a day old. A restart forgets the
 *   counts, which gives a guesser one more day's budget at most.
 *
 * The stored date of birth is B.S.; the form's is A.D.: they are compared through the contracts' calendar.
 */
import { isBsDateOfAd } from '@school/contracts/bikram-sambat';
import { RecentCounts } from '@school/service-kit';
import type { ParentDues, StudentRecord } from './parentDues.js';

const dayMs = 24 * 60 * 60_000;

export type StudentCheckOutcome =
  | { kind: 'found'; student: StudentRecord }
  | { kind: 'not-found' }
  | { kind: 'locked'; studentId: string; retryAfterSeconds: number };

export class StudentCheck {
  private readonly wrongBirthDates: RecentCounts;

  constructor(
    private readonly dues: ParentDues,
    wrongBirthDatesPerDay: number,
    now: () => Date = () => new Date(),
  ) {
    this.wrongBirthDates = new RecentCounts(wrongBirthDatesPerDay, dayMs, now);
  }

  /** The student whose id and A.D. date of birth these are; a wrong date counts against that student. */
  check(typedId: string, dobAd: string): StudentCheckOutcome {
    const student = this.dues.student(typedId);
    if (!student) return { kind: 'not-found' };
    const key = student.studentId;
    if (this.wrongBirthDates.isLimited(key)) {
      return { kind: 'locked', studentId: key, retryAfterSeconds: this.wrongBirthDates.retryAfterSeconds(key) };
    }
    if (!isBsDateOfAd(student.dobBs, dobAd)) {
      this.wrongBirthDates.add(key);
      return { kind: 'not-found' };
    }
    return { kind: 'found', student };
  }
}
