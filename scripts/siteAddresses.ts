/**
 * Every address the built site has a page at, for the tools that run outside the build (the bench, the e2e tests):
 * the route table (frontend/src/lib/paths.ts), with a news post's route at each post of the content folder, in the
 * order the build lists them (newest first, as the sitemap). The folder is SITE_CONTENT_DIR, by default site-content/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  addressesOf,
  languages,
  pageRoutes,
  pathInLanguage,
  type Language,
  type PageRoute,
} from '../frontend/src/lib/paths.js';

const repoRoot = resolve(import.meta.dirname, '..');

export function contentFolder(environment = process.env): string {
  return environment.SITE_CONTENT_DIR ? resolve(environment.SITE_CONTENT_DIR) : join(repoRoot, 'site-content');
}

/** The slugs of the folder's news posts (their files' names), newest first, as the build sorts them. */
export function newsSlugs(folder = contentFolder()): string[] {
  const newsFolder = join(folder, 'news');
  const posts = readdirSync(newsFolder)
    // A post's file in another language (peace-rally.ne.md) is the same post.
    .filter((file) => file.endsWith('.md') && !languages.some((language) => file.endsWith(`.${language}.md`)))
    .map((file) => {
      const date = /^date:\s*["']?(\d{4}-\d{2}-\d{2})/m.exec(readFileSync(join(newsFolder, file), 'utf8'))?.[1] ?? '';
      return { slug: file.slice(0, -'.md'.length), date };
    });
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)).map((post) => post.slug);
}

/** Each address of the site in a language (English by default) with its route, in the route table's order. */
export function siteAddresses(
  folder = contentFolder(),
  language: Language = 'en',
): { path: string; route: PageRoute; language: Language }[] {
  const published = { news: newsSlugs(folder) };
  return pageRoutes.flatMap((route) =>
    addressesOf(route, published).map((path) => ({ path: pathInLanguage(path, language), route, language })),
  );
}

/** Each address of the site in every language: English first, then each other language. */
export function siteAddressesInEveryLanguage(folder = contentFolder()) {
  return languages.flatMap((language) => siteAddresses(folder, language));
}
