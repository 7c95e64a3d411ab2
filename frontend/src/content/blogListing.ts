import { defineTexts } from '../lib/texts';
import { school } from './school';

/** The words of the blog's list (/blog): its title, search, empty result, cards and pages. */
const blogWords = {
  title: `Blog | ${school.name}`,
  description: `News and stories from ${school.name}: events, student life and messages from our school community.`,
  heading: 'News and Stories',
  text: 'Events, achievements and reflections from our school community.',
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search by title or topic',
  /** Shown when no article matches; receives what the visitor typed. */
  noMatch: (query: string) => `No articles match “${query}”.`,
  noMatchHint: 'Try another word, or clear the search to see every article.',
  clearSearch: 'Clear search',
  /** Announced as the visitor types. */
  matchCount: (count: number) => `${count} ${count === 1 ? 'article matches' : 'articles match'} your search.`,
  readTime: (minutes: number) => `${minutes} min read`,
  /** The list's heading, for screen readers (the page's turn moves the focus to it). */
  listHeading: (page: number, pageCount: number) =>
    pageCount > 1 ? `Articles, page ${page} of ${pageCount}` : 'Articles',
  pagerLabel: 'Pages of articles',
  previousPage: 'Previous',
  nextPage: 'Next',
  /** A page's button: its number as shown, and its name for screen readers. */
  pageNumber: (page: number) => String(page),
  pageButton: (page: number) => `Page ${page}`,
};

export type BlogWords = typeof blogWords;

export const blogTexts = defineTexts(blogWords, {
  ne: () => import('./ne/blogListing').then((module) => module.blogWords),
});
