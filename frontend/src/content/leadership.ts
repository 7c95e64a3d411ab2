import { school } from 'virtual:site-content/school';
import { defineTexts } from '../lib/texts';

export interface LeadershipMember {
  name: string;
  role: string;
  img: string;
  /** One line about them, shown on their card. */
  bio: string;
}

/** The school's leadership team, shown on the about page (site-content/school.yml). The people are fictional. */
export const leadership: LeadershipMember[] = school.leadership.map(({ name, role, photo, bio }) => ({
  name,
  role,
  img: photo.src,
  bio,
}));

/** The leaders in the page's language: their roles and bios from school.yml's `ne:` block in Nepali. */
export const leadershipTexts = defineTexts(leadership, {
  ne: () => import('./ne/school').then((module) => module.leadership),
});
