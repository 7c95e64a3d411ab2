import type { NewsPost } from 'virtual:site-content/types';
import { newsPostModules } from 'virtual:site-content/newsPosts';
import type { Language } from '../lib/paths';

/**
 * Once settled, a promise carries its outcome in the fields React's `use` looks for (its thenable protocol), so a post
 * loaded before hydration renders on the first pass, without suspending.
 */
type SettledFields<T> = { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

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
  const promise = indexes[language]().then((modules) => {
    const load = Object.hasOwn(modules, slug) ? modules[slug] : undefined;
    return load ? load().then((module) => module.newsPost) : undefined;
  });
  const settled = promise as Promise<NewsPost | undefined> & SettledFields<NewsPost | undefined>;
  promise.then(
    (value) => {
      settled.status = 'fulfilled';
      settled.value = value;
    },
    (reason: unknown) => {
      settled.status = 'rejected';
      settled.reason = reason;
      loading.delete(key);
    },
  );
  loading.set(key, promise);
  return promise;
}
