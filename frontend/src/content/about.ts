import { school as facts } from 'virtual:site-content/school';
import { defineTexts } from '../lib/texts';
import { school } from './school';

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

const aboutWords = {
  meta: {
    title: `About us | ${school.name}`,
    description: `Our mission, vision and leadership: ${school.name} has given children from ${school.levels} a caring, English-medium start in Dhanusha since ${school.founded}.`,
  },
  intro: {
    eyebrow: 'About us',
    heading: 'A Caring School Where Every Child Is Known',
    text: `${school.name} was founded in ${school.founded} by local educators who wanted children of Madhesh to receive a modern, English-medium education close to home. Today day scholars and boarders from ${school.levels} learn together on one green campus beside Dhalkebar Road.`,
  },
  /** Names the counters' section for screen readers. */
  statsLabel: 'The school in numbers',
  missionAndVisionHeading: 'Mission and Vision',
  missionAndVision: [
    {
      title: 'Our Mission',
      text: 'To give every child a joyful, disciplined and well-rounded education in English, rooted in Nepali values and our Mithila heritage, through caring teachers, small classes and a safe boarding home.',
    },
    {
      title: 'Our Vision',
      text: 'A generation of curious, kind and confident young people who read widely, think for themselves and serve their families, their communities and Nepal.',
    },
  ],
  leadershipSection: {
    heading: 'Our Leadership',
    text: 'Experienced educators who know every family and are always ready to listen.',
  },
  /** A leader's photo's alternative text. */
  portraitOf: (name: string) => `Portrait of ${name}`,
  testimonialsHeading: 'What Our Alumni Say',
};

export type AboutWords = typeof aboutWords;

export const aboutTexts = defineTexts(aboutWords, {
  ne: () => import('./ne/about').then((module) => module.aboutWords),
});
