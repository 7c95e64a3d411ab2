import { defineTexts } from '../lib/texts';

/** The kinds of entry of the content folder a page may show in English only. */
export type EntryKind = 'news' | 'notice' | 'exam' | 'vacancy';

/**
 * The note before an entry shown in English on a page in another language, because the school has not written its
 * version in that language yet (src/components/EnglishOnly.tsx). English pages show every entry in English: never
 * shown in English.
 */
const englishOnlyWords: Record<EntryKind, string> = {
  news: 'This news is available in English only for now.',
  notice: 'This notice is available in English only for now.',
  exam: 'This exam notice is available in English only for now.',
  vacancy: 'This vacancy is available in English only for now.',
};

export type EnglishOnlyWords = typeof englishOnlyWords;

export const englishOnlyTexts = defineTexts(englishOnlyWords, {
  ne: () => import('./ne/englishOnly').then((module) => module.englishOnlyWords),
});
