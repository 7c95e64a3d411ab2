import type { NewsPost } from 'virtual:site-content/types';
import { newsPostModules } from 'virtual:site-content/newsPosts';

/**
 * Once settled, a promise carries its outcome in the fields React's `use` looks for (its thenable protocol), so a post
 * loaded before hydration renders on the first pass, without suspending.
 */
type SettledFields<T> = { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loading = new Map<string, Promise<NewsPost | undefined>>();

/**
 * One news post, whole (its text, timeline, gallery), or undefined when no post has that slug. Each post is a module
 * of its own, so a post's page downloads its own text and not every post's. Asked twice, it answers the same promise;
 * a failed download is forgotten, so the next visit to the page tries again.
 */
export function newsPostFor(slug: string): Promise<NewsPost | undefined> {
  const known = loading.get(slug);
  if (known) return known;
  const load = Object.hasOwn(newsPostModules, slug) ? newsPostModules[slug] : undefined;
  const promise = load ? load().then((module) => module.newsPost) : Promise.resolve(undefined);
  const settled = promise as Promise<NewsPost | undefined> & SettledFields<NewsPost | undefined>;
  promise.then(
    (value) => {
      settled.status = 'fulfilled';
      settled.value = value;
    },
    (reason: unknown) => {
      settled.status = 'rejected';
      settled.reason = reason;
      loading.delete(slug);
    },
  );
  loading.set(slug, promise);
  return promise;
}
