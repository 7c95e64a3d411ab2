import { paths } from '../lib/paths';
import { defineTexts } from '../lib/texts';

/** The words of the frame every page sits in: header, menu, footer, skip link. */
const layoutWords = {
  home: 'Home',
  about: 'About',
  academics: 'Academics',
  admissions: 'Admissions',
  examResult: 'Exam Result',
  examInfo: 'Exam Info',
  contact: 'Contact',
  payFee: 'Pay Fee',
  school: 'School',
  blog: 'Blog',
  notices: 'Notices',
  career: 'Career',
  privacy: 'Privacy Policy',
  terms: 'Terms of Use',
  /** The label of the header's and the mobile menu's navigation. */
  mainNavigation: 'Main',
  /** A footer column's navigation, named by its heading. */
  footerNavigation: (heading: string) => `Footer: ${heading}`,
  skipToContent: 'Skip to main content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  /** Heading of the mobile menu's social links. */
  connectWithUs: 'CONNECT WITH US',
  visitUs: 'Visit us',
  viewOnMap: 'View on map (opens in a new tab)',
  rights: 'All rights reserved.',
  opensInNewTab: (label: string) => `${label} (opens in a new tab)`,
  emailTo: (address: string) => `Email ${address}`,
  scrollToTop: 'Scroll to top',
  loadingPage: 'Loading page',
  /** The language switch's label, read before the other language's name. */
  languageSwitch: 'Read this page in',
  /**
   * The language's own font file, which every page preloads (src/app/Layout.tsx): Nepali's Devanagari. None for
   * English, which the system's fonts write.
   */
  fontFile: undefined as string | undefined,
};

export type LayoutWords = typeof layoutWords;

export const layoutTexts = defineTexts(layoutWords, {
  ne: () => import('./ne/navigation').then((module) => module.layoutWords),
});

/** A word of the layout that names a page. */
type PageWord = {
  [Key in keyof LayoutWords]: LayoutWords[Key] extends string ? Key : never;
}[keyof LayoutWords];

/** A link of the site's own navigation: where it goes, and the layout's word for it. */
export interface NavLink {
  word: PageWord;
  to: string;
}

/** The Academics group: the header's dropdown, the mobile menu's collapsible group and a footer column. */
export const academicsLinks: NavLink[] = [
  { word: 'admissions', to: paths.admissions },
  { word: 'examResult', to: paths.checkResult },
  { word: 'examInfo', to: paths.examInfo },
];

export const headerLinks = {
  home: { word: 'home', to: paths.home },
  about: { word: 'about', to: paths.about },
  contact: { word: 'contact', to: paths.contact },
  payFee: { word: 'payFee', to: paths.pay },
} satisfies Record<string, NavLink>;

/** The School column of the footer, which the Not Found page suggests too. */
export const schoolLinks: NavLink[] = [
  { word: 'about', to: paths.about },
  { word: 'blog', to: paths.blog },
  { word: 'notices', to: paths.notices },
  { word: 'contact', to: paths.contact },
  { word: 'career', to: paths.career },
];

export const footerColumns: { heading: PageWord; links: NavLink[] }[] = [
  { heading: 'academics', links: academicsLinks },
  { heading: 'school', links: schoolLinks },
];

export const legalLinks: NavLink[] = [
  { word: 'privacy', to: paths.privacy },
  { word: 'terms', to: paths.terms },
];
