import { school } from './school';

export const blogMeta = {
  title: `Blog | ${school.name}`,
  description: `News and stories from ${school.name}: events, student life and messages from our school community.`,
};

export const blogListing = {
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
  pageButton: (page: number) => `Page ${page}`,
};
