import type { ContentImage, NewsPost } from 'virtual:site-content/types';
import { defineTexts } from '../lib/texts';

/**
 * A news post as its page shows it, from its file in site-content/news/: the text (HTML made at build time from the
 * Markdown), the timeline, the quote and the gallery. The card data (title, summary, cover, date, read time) is in
 * blogPosts.ts.
 */

export interface ArticleSection {
  /** The section's anchor, so a reader can link to it. */
  id: string;
  heading: string;
  /** Each paragraph's HTML (text, emphasis and links, escaped at build time). */
  paragraphs: string[];
  /** A short list after the paragraphs, each point's HTML. */
  points?: string[];
  /** A block shown after the paragraphs and points. */
  after?: 'timeline' | 'founderQuote';
}

export interface TimelineEvent {
  /** ISO date of the day (or first day) of the event. */
  date: string;
  /** ISO date of the last day, for an event spanning several days. */
  endDate?: string;
  /** The B.S. dates of both, "2082-05-20" (none outside the calendar table). */
  dateBs?: string;
  endDateBs?: string;
  title: string;
  description: string;
}

/** A gallery picture: a file of the content folder (so the page makes no third-party request), with its texts. */
export interface GalleryImage extends ContentImage {
  alt: string;
  caption: string;
  credit: string;
}

export interface FounderQuote {
  text: string;
  name: string;
  role: string;
}

export interface NewsArticle {
  /** Shown above the title. */
  kicker: string;
  /** The lead paragraphs before the first section, as HTML. */
  intro: string[];
  sections: ArticleSection[];
  timeline: TimelineEvent[];
  founderQuote?: FounderQuote;
  gallery: GalleryImage[];
  /** The post id the comments are stored under (comments-service and Firestore); none when comments are off. */
  commentsPostId?: string;
}

export function articleOf(post: NewsPost): NewsArticle {
  return {
    kicker: post.kicker,
    intro: post.intro,
    sections: post.sections.map(({ after, ...section }) =>
      after ? { ...section, after: after === 'quote' ? 'founderQuote' : after } : section,
    ),
    timeline: post.timeline,
    ...(post.quote ? { founderQuote: post.quote } : {}),
    gallery: post.gallery.map(({ image, alt, caption, credit }) => ({ ...image, alt, caption, credit })),
    ...(post.comments ? { commentsPostId: post.slug } : {}),
  };
}

/**
 * The words a news post's page puts around the post's own text: the way back to the list, the read time, the
 * gallery and its lightbox, and the share buttons.
 */
const articleWords = {
  backToBlog: '← All blog posts',
  readTime: (minutes: number) => `${minutes} min read`,
  galleryHeading: 'Gallery',
  /** A gallery picture's button: which of how many, and its caption. */
  openImage: (number: number, count: number, caption: string) => `Open image ${number} of ${count} larger: ${caption}`,
  lightbox: {
    close: 'Close',
    previous: 'Previous',
    previousImage: 'Previous image',
    next: 'Next',
    nextImage: 'Next image',
    /** Where the shown picture is in the gallery. */
    position: (number: number, count: number) => `Image ${number} of ${count}`,
  },
  share: {
    group: 'Share this article',
    copyLink: 'Copy link',
    /** The tooltip over the copy button once the address is copied. */
    copied: 'Copied!',
    /** Read out once the address is copied (a tooltip is not). */
    linkCopied: 'Link copied',
    copyFailed: 'Could not copy: please copy the address bar',
    /** A network's button, before the layout's "(opens in a new tab)". */
    shareOn: (network: string) => `Share on ${network}`,
  },
};

export type ArticleWords = typeof articleWords;

export const articleTexts = defineTexts(articleWords, {
  ne: () => import('./ne/newsArticle').then((module) => module.articleWords),
});
