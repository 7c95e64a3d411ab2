import peaceRallyHero from '../assets/blog/peace-rally-hero.svg';

/** A blog post's card data. The article body itself is fixed in its page, not read from a store. */
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

export const peaceRallyPost: BlogPost = {
  slug: 'peace-rally',
  title: 'A Peace Rally in Memory of the Martyrs of the Youth Protests',
  excerpt:
    'Our students, teachers and parents walked together for peace, to remember the young people who lost their lives in the September protests and to reflect on what their courage asks of us.',
  image: {
    src: peaceRallyHero,
    alt: 'Illustration of students walking in a peace rally carrying white flags and candles',
    width: 1200,
    height: 630,
  },
  date: '2025-09-17',
  readTime: 9,
};

export const blogPosts: BlogPost[] = [peaceRallyPost];
