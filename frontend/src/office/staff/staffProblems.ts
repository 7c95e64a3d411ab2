import type { ApiResult } from '../../lib/api';
import type { OfficeStaffWords } from '../../content/officeStaff';

/** What the Staff page asked the office to do: the refusals differ by it (a 409 of "add" is not one of "remove"). */
export type StaffAction = 'add' | 'role' | 'remove' | 'sign-out' | 'list';

/**
 * A refused change in the page's words. The office's own messages are English; the status and the action say
 * which refusal it was, so a Nepali page says it in Nepali.
 */
export function staffProblem(
  answer: Extract<ApiResult<unknown>, { ok: false }>,
  action: StaffAction,
  words: OfficeStaffWords,
): string {
  if (answer.status === 0 || answer.status >= 502) return words.unavailable;
  if (answer.status === 400) return words.emailInvalid;
  if (answer.status === 404) return words.notStaff;
  if (answer.status === 409) return action === 'add' ? words.alreadyStaff : words.lastAdmin;
  return words.failed;
}
