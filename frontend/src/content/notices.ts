import { notices } from 'virtual:site-content/notices';
import { defineTexts } from '../lib/texts';
import { school } from './school';

/** The school's notices, from site-content/notices/: pinned first, then the newest. */
export { notices };

/** The words of the notices page (/notices) around the notices themselves. */
const noticesWords = {
  title: `Notices | ${school.name}`,
  description: `Notices from ${school.name} to parents and pupils: holidays, exam routines, fee dates and events.`,
  heading: 'Notices',
  intro: 'Holidays, exam routines, fee dates and other notices from the school office. Pinned notices come first.',
  pinned: 'Pinned',
  /** With no notice at all. */
  none: 'There are no notices at the moment.',
  /** A link to an attached file; the file's kind, so a reader knows what opens. */
  attachment: (label: string, kind: string) => `${label} (${kind})`,
  attachmentsLabel: (title: string) => `Attachments of “${title}”`,
  /** The kinds of attached file that have no name of their own (a PDF is "PDF", a DOCX "DOCX"). */
  kinds: { image: 'image', file: 'file' },
};

export type NoticesWords = typeof noticesWords;

export const noticesTexts = defineTexts(noticesWords, {
  ne: () => import('./ne/notices').then((module) => module.noticesWords),
});

/** What kind of file an attachment is, from its address: "PDF", "image" (in the page's words). */
export function attachmentKind(href: string, kinds: NoticesWords['kinds']): string {
  const extension = /\.(\w+)(?:\?.*)?$/.exec(href)?.[1]?.toLowerCase() ?? '';
  if (extension === 'pdf') return 'PDF';
  if (['png', 'jpg', 'jpeg', 'webp', 'avif', 'gif', 'svg'].includes(extension)) return kinds.image;
  return extension.toUpperCase() || kinds.file;
}
