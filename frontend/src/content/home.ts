import campusIllustration from '../assets/home/campus.svg?no-inline';
import { defineTexts } from '../lib/texts';
import { school } from './school';

/** Names of the small pictures the home page's cards use; the page maps each to an icon. */
export type FeatureIcon =
  | 'growth'
  | 'inclusion'
  | 'creativity'
  | 'speaking'
  | 'future'
  | 'preprimary'
  | 'lowerprimary'
  | 'upperprimary'
  | 'boarding'
  | 'library'
  | 'computer'
  | 'science'
  | 'sports'
  | 'meals'
  | 'transport'
  | 'care';

/** A card of the home page: its picture's name (the same in every language), its title and its sentence. */
export interface FeatureCard {
  icon: FeatureIcon;
  title: string;
  text: string;
}

/** The hero's picture; its alternative text is among the words. */
export const heroImage = { src: campusIllustration, width: 640, height: 480 };

/** The words of home's first screen (the hero, the news and notices, the about teaser) and its head. */
const homeWords = {
  meta: {
    title: `${school.name}: English-medium boarding school in Dhanusha, Nepal`,
    description: `${school.name} offers quality English-medium education and caring boarding life from ${school.levels} in Mithila Municipality, Dhanusha, Madhesh Province. Admissions open.`,
  },
  hero: {
    eyebrow: school.name,
    heading: 'Quality Education in the Heart of Nepal',
    text: `English-medium learning, caring teachers and a safe boarding home for children from ${school.levels}, in Mithila Municipality, Dhanusha.`,
    cta: 'Explore More',
    imageAlt: 'Illustration of the school building under a rising sun, with children walking to class',
  },
  aboutTeaser: {
    eyebrow: 'About us',
    heading: 'Where Young Minds Grow and Flourish',
    text: `Since ${school.founded}, families from across Madhesh have trusted us with their children's first years of school. Small classes, patient teachers and a warm boarding community help every child read, think and speak with confidence, in English, Nepali and Maithili.`,
    cta: 'Read More',
    /** Said after the button's words to screen readers and search engines: "Read More" alone names no place. */
    ctaContext: ' about our school',
    cards: [
      {
        icon: 'growth',
        title: 'Holistic Growth',
        text: 'Lessons, sport, art, music and daily routines that build character as well as knowledge.',
      },
      {
        icon: 'inclusion',
        title: 'Inclusive Learning',
        text: 'Every child is known by name, helped at their own pace and welcome whatever their background.',
      },
    ] satisfies FeatureCard[],
  },
  /** The teaser of the latest news and the pinned notices. */
  news: {
    eyebrow: 'Latest',
    heading: 'News and Notices',
    newsHeading: 'Latest news',
    noticesHeading: 'Pinned notices',
    noNews: 'No news yet.',
    noPinned: 'No notice is pinned at the moment.',
    /** With no notice at all (the notices page says the same). */
    noNotices: 'There are no notices at the moment.',
    allNews: 'All news',
    allNotices: 'All notices',
  },
  /** What screen readers hear while the sections below the first screen load. */
  loadingMore: 'Loading more of the page',
};

export type HomeWords = typeof homeWords;

export const homeTexts = defineTexts(homeWords, {
  ne: () => import('./ne/home').then((module) => module.homeWords),
});
