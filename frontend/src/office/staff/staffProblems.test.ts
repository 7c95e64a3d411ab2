import { describe, expect, it } from 'vitest';
import { officeStaffTexts } from '../../content/officeStaff';
import { staffProblem } from './staffProblems';

const words = officeStaffTexts.en;

describe('staffProblem', () => {
  it('names the refusal by the status and what was asked, in the page’s words', () => {
    expect(staffProblem({ ok: false, status: 409 }, 'add', words)).toBe(words.alreadyStaff);
    expect(staffProblem({ ok: false, status: 409 }, 'remove', words)).toBe(words.lastAdmin);
    expect(staffProblem({ ok: false, status: 409 }, 'role', words)).toBe(words.lastAdmin);
    expect(staffProblem({ ok: false, status: 404 }, 'sign-out', words)).toBe(words.notStaff);
    expect(staffProblem({ ok: false, status: 400, message: 'Enter one email address' }, 'add', words)).toBe(
      words.emailInvalid,
    );
  });

  it('says the office cannot be reached for no answer and for a gateway’s 5xx, and otherwise that it did not work', () => {
    for (const status of [0, 502, 503, 504])
      expect(staffProblem({ ok: false, status }, 'list', words)).toBe(words.unavailable);
    expect(staffProblem({ ok: false, status: 403 }, 'list', words)).toBe(words.failed);
  });
});
