import { notices } from 'virtual:site-content/notices';
import { defineTexts } from '../lib/texts';

/** The school's notices, from site-content/notices/: pinned first, then the newest. */
export { notices };

/** The notices in the page's language: in Nepali, each notice's Nepali version, or the English one where it has none. */
export const noticeListTexts = defineTexts(notices, {
  ne: () => import('./ne/noticeList').then((module) => module.notices),
});
