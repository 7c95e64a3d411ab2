import type { BlogPost } from '../../content/blogPosts';

const normalise = (text: string) => text.toLocaleLowerCase('en').normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * The posts whose title or excerpt hold every word of the query, in any order and any case.
 * A blank query keeps every post.
 */
export function filterPosts(posts: BlogPost[], query: string): BlogPost[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return posts;
  return posts.filter((post) => {
    const text = normalise(`${post.title} ${post.excerpt}`);
    return words.every((word) => text.includes(word));
  });
}
