import type { StaffRole } from '@school/contracts';
import { officePaths } from '../officePaths';

/** A section of the console: its address, its name among the console's words, and the roles that may open it. */
export interface ConsoleSection {
  to: string;
  word:
    | 'home'
    | 'applications'
    | 'messages'
    | 'comments'
    | 'payments'
    | 'audit'
    | 'staff'
    | 'passkeys'
    | 'results'
    | 'publishing';
  roles: readonly StaffRole[];
}

/**
 * The console's navigation, in its order. A section is listed only for the roles that may open it (the services
 * refuse the others anyway); a section is added here once it exists, never before.
 */
export const consoleSections: readonly ConsoleSection[] = [
  { to: officePaths.home, word: 'home', roles: ['admin', 'office', 'accounts'] },
  { to: officePaths.applications, word: 'applications', roles: ['admin', 'office'] },
  { to: officePaths.messages, word: 'messages', roles: ['admin', 'office'] },
  { to: officePaths.comments, word: 'comments', roles: ['admin', 'office'] },
  { to: officePaths.results, word: 'results', roles: ['admin', 'office'] },
  { to: officePaths.publishing, word: 'publishing', roles: ['admin', 'office'] },
  { to: officePaths.payments, word: 'payments', roles: ['admin', 'accounts'] },
  { to: officePaths.audit, word: 'audit', roles: ['admin'] },
  { to: officePaths.staff, word: 'staff', roles: ['admin'] },
  { to: officePaths.passkeys, word: 'passkeys', roles: ['admin', 'office', 'accounts'] },
];

export function sectionsFor(role: StaffRole): ConsoleSection[] {
  return consoleSections.filter((section) => section.roles.includes(role));
}
