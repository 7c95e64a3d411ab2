import { news } from 'virtual:site-content/news';

/** A blog post's card data, from its file in site-content/news/. */
export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  image: { src: string; alt: string; width: number; height: number };
  /** ISO date of publication. */
  date: string;
  /** Minutes. */
  readTime: number;
}

/** Every news post, newest first. */
export const blogPosts: BlogPost[] = news.map((post) => ({
  slug: post.slug,
  title: post.title,
  excerpt: post.summary,
  image: { ...post.cover.image, alt: post.cover.alt },
  date: post.date,
  readTime: post.readTime,
}));

function postCard(slug: string): BlogPost {
  const post = blogPosts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`site-content/news/${slug}.md is missing: its page is part of the site`);
  return post;
}

export const peaceRallyPost: BlogPost = postCard('peace-rally');
