import type { ContentImage, ContentLanguage } from 'virtual:site-content/types';
import { newsCards } from 'virtual:site-content/newsCards';
import { defineTexts } from '../lib/texts';

/** A blog post's card data, from its file in site-content/news/. */
export interface BlogPost {
  slug: string;
  /** English, or Nepali where the post has a Nepali version (news/<slug>.ne.md). */
  language: ContentLanguage;
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
  language: post.language,
  title: post.title,
  excerpt: post.summary,
  image: { ...post.cover.image, alt: post.cover.alt },
  date: post.date,
  dateBs: post.dateBs,
  readTime: post.readTime,
}));

/** The posts in the page's language: in Nepali, each post's Nepali version, or the English post where it has none. */
export const blogPostsTexts = defineTexts(blogPosts, {
  ne: () => import('./ne/blogPosts').then((module) => module.blogPosts),
});
