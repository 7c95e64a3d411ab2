import campusIllustration from '../assets/home/campus.svg?no-inline';
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

export interface FeatureCard {
  icon: FeatureIcon;
  title: string;
  text: string;
}

export interface ContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export const homeMeta = {
  title: `${school.name}: English-medium boarding school in Dhanusha, Nepal`,
  description: `${school.name} offers quality English-medium education and caring boarding life from ${school.levels} in Mithila Municipality, Dhanusha, Madhesh Province. Admissions open.`,
};

export const hero = {
  eyebrow: school.name,
  heading: 'Quality Education in the Heart of Nepal',
  text: `English-medium learning, caring teachers and a safe boarding home for children from ${school.levels}, in Mithila Municipality, Dhanusha.`,
  cta: 'Explore More',
  image: {
    src: campusIllustration,
    alt: 'Illustration of the school building under a rising sun, with children walking to class',
    width: 640,
    height: 480,
  } satisfies ContentImage,
};

export const aboutTeaser = {
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
};

/** The home page's teaser: the latest news and the pinned notices. */
export const homeNewsTexts = {
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
};
