import { school as facts } from 'virtual:site-content/school';
import { school as words } from 'virtual:site-content/ne/school';
import type { Stat } from '../about';
import type { LeadershipMember } from '../leadership';
import type { SchoolIdentity } from '../school';

/*
 * The school's facts in Nepali: the English facts of site-content/school.yml with the words of its `ne:` block, whose
 * leaders and counters the build checks are as many as the English ones. The about page's leaders and counters are
 * here too, so a Nepali page loads the school's Nepali words in the one chunk every Nepali page has already (and this
 * module imports no English module beyond the facts, which are in every page's shared chunk).
 */

export const school: SchoolIdentity = {
  ...facts,
  logoSubtitle: words.logoSubtitle,
  tagline: words.tagline,
  levels: words.levels,
  address: { ...facts.address, lines: words.address.lines },
  founder: { ...facts.founder, role: words.founder.role },
};

/** The leaders, as src/content/leadership.ts gives them, with their Nepali role and bio. */
export const leadership: LeadershipMember[] = facts.leadership.map(({ name, role, photo, bio }, index) => ({
  name,
  role: words.leadership[index]?.role ?? role,
  img: photo.src,
  bio: words.leadership[index]?.bio ?? bio,
}));

/** The counters, as src/content/about.ts gives them, with their Nepali labels. */
export const stats: Stat[] = facts.counters.map((counter, index) => ({
  ...counter,
  label: words.counters[index]?.label ?? counter.label,
}));
