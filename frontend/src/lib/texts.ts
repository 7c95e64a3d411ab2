/**
 * The site's words per language. Each content module defines its English texts and how to load each other
 * language's (src/content/<language>/<module>.ts, the same shape: a missing key is a compile error), and components
 * read them with useTexts (src/hooks/useTexts.ts). English is in the module itself; another language's texts are a
 * chunk of their own, loaded only on that language's pages, so an English page downloads no Nepali.
 */
import type { Language } from './paths';
import { settledPromise } from './settledPromise';

/** The languages other than English: each loads its texts. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

export interface TextSet<T> {
  /** The English texts. */
  readonly en: T;
  /** Another language's texts: loaded once, the same promise when asked again (a failed load is tried again). */
  load(language: TranslatedLanguage): Promise<T>;
}

/** Every text set the code loaded so far defines: what a page in another language loads before it hydrates. */
const definedSets: TextSet<unknown>[] = [];

export function defineTexts<T>(en: T, loaders: Record<TranslatedLanguage, () => Promise<T>>): TextSet<T> {
  const loading = new Map<TranslatedLanguage, Promise<T>>();
  const set: TextSet<T> = {
    en,
    load(language) {
      const known = loading.get(language);
      if (known) return known;
      // Texts settled before hydration render on the first pass, without suspending (settledPromise).
      const promise = settledPromise(loaders[language](), () => loading.delete(language));
      loading.set(language, promise);
      return promise;
    },
  };
  definedSets.push(set as TextSet<unknown>);
  return set;
}

/**
 * Loads a language's texts of every set defined so far: the layout's and the page's, once the page's module is in.
 * The browser awaits it before hydrating, so the first render is the pre-rendered page, in its language.
 */
export async function preloadTexts(language: Language): Promise<void> {
  if (language === 'en') return;
  await Promise.all(definedSets.map((set) => set.load(language)));
}

/** The texts in a language, outside React (a page's title for the share buttons, a test). */
export async function textsIn<T>(set: TextSet<T>, language: Language): Promise<T> {
  return language === 'en' ? set.en : set.load(language);
}
