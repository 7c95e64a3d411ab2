import { vacancies as words } from 'virtual:site-content/ne/vacancies';
import { jobOpenings as english, type JobOpening } from '../jobOpenings';

/** Each vacancy's Nepali words (vacancies/<slug>.ne.md) over it; one without them stays English, and says so. */
export const jobOpenings: JobOpening[] = english.map((opening) => {
  const nepali = Object.hasOwn(words, opening.slug) ? words[opening.slug] : undefined;
  if (!nepali) return opening;
  return {
    ...opening,
    language: 'ne',
    title: nepali.title,
    location: nepali.location,
    apply: nepali.apply,
    description: nepali.description,
  };
});
