import { newsCards as words } from 'virtual:site-content/ne/newsCards';
import { blogPosts as english, type BlogPost } from '../blogPosts';

/** Each post's Nepali words (news/<slug>.ne.md) over its card; a post without them stays English, and says so. */
export const blogPosts: BlogPost[] = english.map((post) => {
  const nepali = Object.hasOwn(words, post.slug) ? words[post.slug] : undefined;
  if (!nepali) return post;
  return {
    ...post,
    language: 'ne',
    title: nepali.title,
    excerpt: nepali.summary,
    image: { ...post.image, alt: nepali.cover.alt },
  };
});
