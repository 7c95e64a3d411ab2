import type { ContentImage } from 'virtual:site-content/types';
import { newsCards } from 'virtual:site-content/newsCards';

/** A blog post's card data, from its file in site-content/news/. */
export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  image: ContentImage & { alt: string };
  /** ISO date of publication. */
  date: string;
  /** Its B.S. date, "2082-06-01" (none outside the calendar table). */
  dateBs?: string;
  /** Minutes. */
  readTime: number;
}

/** Every news post, newest first. */
export const blogPosts: BlogPost[] = newsCards.map((post) => ({
  slug: post.slug,
  title: post.title,
  excerpt: post.summary,
  image: { ...post.cover.image, alt: post.cover.alt },
  date: post.date,
  dateBs: post.dateBs,
  readTime: post.readTime,
}));
