// The Devanagari font comes with the Nepali layout's words: on Nepali pages, never on English ones.
import '../../assets/fonts/devanagari.css';
import regularFontFile from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import type { LayoutWords } from '../navigation';

export const layoutWords: LayoutWords = {
  home: 'गृहपृष्ठ',
  about: 'हाम्रो बारेमा',
  academics: 'शैक्षिक',
  admissions: 'भर्ना',
  examResult: 'परीक्षाफल',
  examInfo: 'परीक्षा सूचना',
  contact: 'सम्पर्क',
  payFee: 'शुल्क तिर्नुहोस्',
  school: 'विद्यालय',
  blog: 'समाचार',
  notices: 'सूचनाहरू',
  career: 'रोजगारी',
  privacy: 'गोपनीयता नीति',
  terms: 'प्रयोगका सर्तहरू',
  mainNavigation: 'मुख्य',
  footerNavigation: (heading) => `फुटर: ${heading}`,
  skipToContent: 'मुख्य सामग्रीमा जानुहोस्',
  openMenu: 'मेनु खोल्नुहोस्',
  closeMenu: 'मेनु बन्द गर्नुहोस्',
  menu: 'मेनु',
  connectWithUs: 'हामीसँग जोडिनुहोस्',
  visitUs: 'हामीलाई भेट्नुहोस्',
  viewOnMap: 'नक्सामा हेर्नुहोस् (नयाँ ट्याबमा खुल्छ)',
  rights: 'सर्वाधिकार सुरक्षित।',
  opensInNewTab: (label) => `${label} (नयाँ ट्याबमा खुल्छ)`,
  emailTo: (address) => `${address} मा इमेल गर्नुहोस्`,
  scrollToTop: 'माथि जानुहोस्',
  loadingPage: 'पृष्ठ खुल्दै छ',
  languageSwitch: 'यो पृष्ठ पढ्नुहोस्:',
  fontFile: regularFontFile,
};
