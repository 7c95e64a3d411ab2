import { school as facts } from 'virtual:site-content/school';
import { defineTexts } from '../lib/texts';
import { school } from './school';

export const aboutMeta = {
  title: `About us | ${school.name}`,
  description: `Our mission, vision and leadership: ${school.name} has given children from ${school.levels} a caring, English-medium start in Dhanusha since ${school.founded}.`,
};

export const aboutIntro = {
  eyebrow: 'About us',
  heading: 'A Caring School Where Every Child Is Known',
  text: `${school.name} was founded in ${school.founded} by local educators who wanted children of Madhesh to receive a modern, English-medium education close to home. Today day scholars and boarders from ${school.levels} learn together on one green campus beside Dhalkebar Road.`,
};

export interface Stat {
  value: number;
  suffix: string;
  label: string;
}

/** The counters, from site-content/school.yml. */
export const stats: Stat[] = facts.counters;

/** The counters in the page's language: their labels from school.yml's `ne:` block in Nepali. */
export const statsTexts = defineTexts(stats, {
  ne: () => import('./ne/school').then((module) => module.stats),
});

export const missionAndVisionHeading = 'Mission and Vision';

/** Names the counters' section for screen readers. */
export const statsLabel = 'The school in numbers';

export const missionAndVision = [
  {
    title: 'Our Mission',
    text: 'To give every child a joyful, disciplined and well-rounded education in English, rooted in Nepali values and our Mithila heritage, through caring teachers, small classes and a safe boarding home.',
  },
  {
    title: 'Our Vision',
    text: 'A generation of curious, kind and confident young people who read widely, think for themselves and serve their families, their communities and Nepal.',
  },
];

export const leadershipSection = {
  heading: 'Our Leadership',
  text: 'Experienced educators who know every family and are always ready to listen.',
};

export const aboutTestimonialsSection = {
  heading: 'What Our Alumni Say',
};
