/**
 * "Reply" opens the staff member's own mail app (a mailto: link): to the parent, the message's reference in the
 * subject, so that the parent's answer can be found again. The subject is English, as the office's emails are.
 */
export function replyLink(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}
