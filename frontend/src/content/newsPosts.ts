import type { NewsPost } from 'virtual:site-content/types';
import { newsPostModules } from 'virtual:site-content/newsPosts';
import type { Language } from '../lib/paths';
import { settledPromise } from '../lib/settledPromise';

type PostModules = Readonly<Record<string, () => Promise<{ newsPost: NewsPost }>>>;

/**
 * Each language's index of the posts' modules. The Nepali one (a chunk of its own, which a Nepali page preloads)
 * names each post's Nepali module, or its English one when it has no Nepali version.
 */
const indexes: Record<Language, () => Promise<PostModules>> = {
  en: () => Promise.resolve(newsPostModules),
  ne: () => import('./ne/newsPosts').then((module) => module.newsPostModules),
};

const loading = new Map<string, Promise<NewsPost | undefined>>();

/**
 * One news post, whole (its text, timeline, gallery), in a language, or undefined when no post has that slug. Each
 * post is a module of its own, so a post's page downloads its own text and not every post's. In Nepali it is the
 * post's Nepali version, or the English post (its `language` says which) when it has none. Asked twice, it answers
 * the same promise; a failed download is forgotten, so the next visit to the page tries again.
 */
export function newsPostFor(slug: string, language: Language = 'en'): Promise<NewsPost | undefined> {
  const key = `${language}:${slug}`;
  const known = loading.get(key);
  if (known) return known;
  // Settled before hydration, a post renders on the first pass (settledPromise).
  const promise = settledPromise(
    indexes[language]().then((modules) => {
      const load = Object.hasOwn(modules, slug) ? modules[slug] : undefined;
      return load ? load().then((module) => module.newsPost) : undefined;
    }),
    () => loading.delete(key),
  );
  loading.set(key, promise);
  return promise;
}
