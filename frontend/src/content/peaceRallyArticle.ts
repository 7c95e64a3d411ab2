import { news } from 'virtual:site-content/news';
import { peaceRallyPost } from './blogPosts';

/**
 * The peace-rally article, from site-content/news/peace-rally.md: its text (HTML made at build time from the
 * Markdown), the timeline of the protests and the gallery. The card data (title, summary, cover, date, read time)
 * is in blogPosts.ts. Facts and figures are kept to what was widely reported at the time; change them only with a
 * reliable source.
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
  title: string;
  description: string;
}

export interface GalleryImage {
  /** The image's built address: a file of the content folder, so the page makes no third-party request. */
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  credit: string;
}

export interface FounderQuote {
  text: string;
  name: string;
  role: string;
}

export interface PeaceRallyArticle {
  /** Shown above the title. */
  kicker: string;
  /** The lead paragraphs before the first section, as HTML. */
  intro: string[];
  sections: ArticleSection[];
  timeline: TimelineEvent[];
  founderQuote: FounderQuote;
  gallery: { heading: string; images: GalleryImage[] };
  /** The post id the comments are stored under (comments-service and Firestore). */
  commentsPostId: string;
}

const post = news.find((candidate) => candidate.slug === peaceRallyPost.slug);
if (!post?.quote) throw new Error('site-content/news/peace-rally.md must have its quote');

export const peaceRallyArticle: PeaceRallyArticle = {
  kicker: post.kicker,
  intro: post.intro,
  sections: post.sections.map(({ after, ...section }) =>
    after ? { ...section, after: after === 'quote' ? 'founderQuote' : after } : section,
  ),
  timeline: post.timeline,
  founderQuote: post.quote,
  gallery: {
    heading: 'Gallery',
    images: post.gallery.map(({ image, alt, caption, credit }) => ({ ...image, alt, caption, credit })),
  },
  commentsPostId: post.slug,
};
