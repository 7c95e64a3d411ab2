import type { BlogPost } from '../../content/blogPosts';

/**
 * Case and Latin accents do not count ("Dashain" finds "dashain", "cafe" finds "café"). Only the accents of Latin
 * letters (the combining diacritics block) are dropped: Devanagari's vowel signs and virama are marks too, but they
 * are letters of the word ("कुल" is not "काल").
 */
const normalise = (text: string) =>
  text
    .toLocaleLowerCase('en')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');

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
