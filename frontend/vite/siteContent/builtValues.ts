/**
 * What the build gives an entry beyond its file's words: a news post's line above its title and its reading time
 * when the file writes none, and a Nepali text's links to the site's pages. Pure (no file access, no sharp), so the
 * console's preview (src/office/publishing/EntryPreview.tsx) gives an entry being written the same.
 */

const readingWordsPerMinute = 200;

/** An English post's line above its title when its file writes none. */
export const englishKicker = 'School news';

/** A Nepali post's line above its title when neither file writes one (the English file's is "School news"). */
export const nepaliKicker = 'विद्यालयको समाचार';

/** A post's reading time in minutes, from its text's words (markdown.ts counts them), at least one. */
export function readTimeOf(words: number): number {
  return Math.max(1, Math.round(words / readingWordsPerMinute));
}

/** A link to a page of the site from a Nepali text: the page in Nepali, as src/lib/paths.ts' pathInLanguage writes it. */
export function nepaliLink(href: string): string {
  return /^\/(?=[?#]|$)/.test(href) ? `/ne${href.slice(1)}` : `/ne${href}`;
}
