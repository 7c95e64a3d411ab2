import { school as facts } from 'virtual:site-content/school';
import { defineTexts } from '../lib/texts';

/**
 * The school's identity, from the content folder's data file (site-content/school.yml), which an operator edits to
 * rebrand the site. The school, its people and its contact details are fictional.
 */
export interface SchoolIdentity {
  name: string;
  shortName: string;
  /** Shown under the short name beside the logo. */
  logoSubtitle: string;
  tagline: string;
  /** Levels taught, as parents say them. */
  levels: string;
  founded: number;
  phone: { display: string; href: string };
  email: string;
  address: { lines: string[]; mapUrl: string };
  social: { facebook: string; instagram: string; youtube: string };
  founder: { name: string; role: string };
}

export const school: SchoolIdentity = facts;

/**
 * The school's identity in the page's language: its name, phone, email and links stay as they are; its subtitle,
 * tagline, levels, address and founder's role are translated.
 */
export const schoolTexts = defineTexts(school, {
  ne: () => import('./ne/school').then((module) => module.school),
});
