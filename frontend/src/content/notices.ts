import { school } from './school';

export const noticesMeta = {
  title: `Notices | ${school.name}`,
  description: `Notices from ${school.name} to parents and pupils: holidays, exam routines, fee dates and events.`,
};

export const noticesTexts = {
  heading: 'Notices',
  intro: 'Holidays, exam routines, fee dates and other notices from the school office. Pinned notices come first.',
  pinned: 'Pinned',
  /** With no notice at all. */
  none: 'There are no notices at the moment.',
  /** A link to an attached file; the file's kind, so a reader knows what opens. */
  attachment: (label: string, kind: string) => `${label} (${kind})`,
  attachmentsLabel: (title: string) => `Attachments of “${title}”`,
};

/** What kind of file an attachment is, from its address: "PDF", "image". */
export function attachmentKind(href: string): string {
  const extension = /\.(\w+)(?:\?.*)?$/.exec(href)?.[1]?.toLowerCase() ?? '';
  if (extension === 'pdf') return 'PDF';
  if (['png', 'jpg', 'jpeg', 'webp', 'avif', 'gif', 'svg'].includes(extension)) return 'image';
  return extension.toUpperCase() || 'file';
}
