import type { Notice } from 'virtual:site-content/types';
import { notices as words } from 'virtual:site-content/ne/notices';
import { notices as english } from '../noticeList';

/** Each notice's Nepali words (notices/<slug>.ne.md) over it; a notice without them stays English, and says so. */
export const notices: Notice[] = english.map((notice) => {
  const nepali = Object.hasOwn(words, notice.slug) ? words[notice.slug] : undefined;
  if (!nepali) return notice;
  return {
    ...notice,
    language: 'ne',
    title: nepali.title,
    attachments: notice.attachments.map((attachment, index) => ({
      ...attachment,
      label: nepali.attachments[index]?.label ?? attachment.label,
    })),
    paragraphs: nepali.paragraphs,
  };
});
