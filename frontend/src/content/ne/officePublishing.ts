import type { OfficePublishingWords } from '../officePublishing';
// The calendar's refusals as the date-of-birth field says them: one wording for a refused B.S. date everywhere.
import { birthDateWords } from './birthDate';

export const officePublishingWords: OfficePublishingWords = {
  preetiNote: 'यो प्रीति फन्टमा टाइप गरिएको जस्तो देखिन्छ। यसलाई नेपाली (युनिकोड) मा बदल्ने?',
  convert: 'नेपालीमा बदल्नुहोस्',
  converted: 'नेपाली (युनिकोड) मा बदलियो।',
  undo: 'बदलेको फिर्ता लिनुहोस्',
  undone: 'बदलेको फिर्ता लिइयो।',

  calendar: 'पात्रो',
  calendars: { bs: 'वि.सं.', ad: 'ई.सं.' },
  inCalendar: (label, calendar) => `${label} (${calendar})`,
  bsHint: 'साल-महिना-गते, जस्तै\u00a0२०८२-०८-१२',
  adHint: 'मिति छान्नुहोस्, वा टाइप गर्नुहोस्।',
  refusal: birthDateWords.refusal,
};
