import { paths } from '../lib/paths';

/** A link of the site's own navigation. */
export interface NavLink {
  label: string;
  to: string;
}

/** The Academics group: the header's dropdown, the mobile menu's collapsible group and a footer column. */
export const academicsLinks: NavLink[] = [
  { label: 'Admissions', to: paths.admissions },
  { label: 'Exam Result', to: paths.checkResult },
  { label: 'Exam Info', to: paths.examInfo },
];

export const headerLinks = {
  home: { label: 'Home', to: paths.home },
  about: { label: 'About', to: paths.about },
  academicsLabel: 'Academics',
  contact: { label: 'Contact', to: paths.contact },
  payFee: { label: 'Pay Fee', to: paths.pay },
  /** Heading of the mobile menu's social links. */
  connectWithUs: 'CONNECT WITH US',
} as const;

export const footerColumns: { heading: string; links: NavLink[] }[] = [
  { heading: 'Academics', links: academicsLinks },
  {
    heading: 'School',
    links: [
      { label: 'About', to: paths.about },
      { label: 'Blog', to: paths.blog },
      { label: 'Notices', to: paths.notices },
      { label: 'Contact', to: paths.contact },
      { label: 'Career', to: paths.career },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms of Use', to: paths.terms },
];

export const footerTexts = {
  visitUs: 'Visit us',
  viewOnMap: 'View on map (opens in a new tab)',
  rights: 'All rights reserved.',
};
