import { school as facts } from 'virtual:site-content/school';
import type { SchoolData } from 'virtual:site-content/types';
import { defineTexts } from '../lib/texts';

/**
 * The school's identity, from the content folder's data file (site-content/school.yml), which an operator edits to
 * rebrand the site. The school, its people and its contact details are fictional. Its shape is the content
 * contract's (@school/contracts/site-content), as the content modules give it.
 */
export type SchoolIdentity = Pick<
  SchoolData,
  | 'name'
  | 'shortName'
  | 'logoSubtitle'
  | 'tagline'
  | 'levels'
  | 'founded'
  | 'phone'
  | 'email'
  | 'address'
  | 'social'
  | 'founder'
>;

export const school: SchoolIdentity = facts;

/**
 * The school's identity in the page's language: its name, phone, email and links stay as they are; its subtitle,
 * tagline, levels, address and founder's role are translated.
 */
export const schoolTexts = defineTexts(school, {
  ne: () => import('./ne/school').then((module) => module.school),
});
