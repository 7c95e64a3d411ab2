/**
 * The content folder's modules (written by the build's plugin vite/siteContent.ts from site-content/, checked
 * there): what the app imports of them. Pictures are imported files: `src` is their built address.
 */
declare module 'virtual:site-content/types' {
  /**
   * A picture of the content folder. `src`, `width` and `height` are the fallback file (an SVG as it is; a photo
   * resized to the widest width the layout uses). A resized photo also has `srcset` (the fallback format at each
   * width) and `sources` (AVIF and WebP at each width), for frontend/src/components/ContentPicture.tsx.
   */
  export interface ContentImage {
    src: string;
    width: number;
    height: number;
    srcset?: string;
    sources?: { type: 'image/avif' | 'image/webp'; srcset: string }[];
  }
  /**
   * The language an entry is written in: English, or Nepali for an entry of a Nepali module made from its `.ne.md`
   * version. A Nepali page shows an entry without a Nepali version in English (src/components/EnglishOnly.tsx).
   */
  export type ContentLanguage = 'en' | 'ne';
  /** A section of a news post: its HTML paragraphs and points, and the block shown after them. */
  export interface ArticleSection {
    id: string;
    heading: string;
    paragraphs: string[];
    points?: string[];
    after?: 'timeline' | 'quote';
  }
  export interface NewsPost {
    slug: string;
    language: ContentLanguage;
    title: string;
    /** ISO date of publication. */
    date: string;
    /** Its Bikram Sambat date, "2082-06-01" (every content date has one, unless outside the calendar table). */
    dateBs?: string;
    summary: string;
    /** Minutes. */
    readTime: number;
    kicker: string;
    cover: { image: ContentImage; alt: string };
    comments: boolean;
    gallery: { image: ContentImage; alt: string; caption: string; credit: string }[];
    timeline: {
      date: string;
      dateBs?: string;
      endDate?: string;
      endDateBs?: string;
      title: string;
      description: string;
    }[];
    quote?: { text: string; name: string; role: string };
    /** The paragraphs before the first section, as HTML. */
    intro: string[];
    sections: ArticleSection[];
  }
  export interface Notice {
    slug: string;
    language: ContentLanguage;
    title: string;
    date: string;
    dateBs?: string;
    pinned: boolean;
    attachments: { file: { href: string }; label: string }[];
    paragraphs: string[];
  }
  export interface ExamUpdate {
    slug: string;
    language: ContentLanguage;
    subject: string;
    /** ISO date. */
    date: string;
    dateBs?: string;
    /** The note's paragraphs, as HTML. */
    note: string[];
  }
  export interface Vacancy {
    slug: string;
    language: ContentLanguage;
    title: string;
    location: string;
    type: 'Full-time' | 'Part-time';
    /** ISO date: the last day to apply. */
    closes: string;
    /** Its B.S. date, "2082-05-12" (none outside the calendar table). */
    closesBs?: string;
    apply: string;
    /** The description's paragraphs, as HTML. */
    description: string[];
  }
  export interface SchoolData {
    name: string;
    shortName: string;
    logoSubtitle: string;
    tagline: string;
    levels: string;
    founded: number;
    phone: { display: string; href: string };
    email: string;
    address: { lines: string[]; mapUrl: string };
    social: { facebook: string; instagram: string; youtube: string };
    founder: { name: string; role: string };
    leadership: { name: string; role: string; photo: ContentImage; bio: string }[];
    counters: { value: number; suffix: string; label: string }[];
    /** The ages each class takes, in whole years on the day a parent applies (none set: no check). */
    classAges?: Readonly<Record<string, { from: number; to: number } | undefined>>;
  }
  /** school.yml's `ne:` block: the Nepali words of the school's facts; leaders and counters in their English order. */
  export interface SchoolWords {
    logoSubtitle: string;
    tagline: string;
    levels: string;
    address: { lines: string[] };
    founder: { role: string };
    leadership: { role: string; bio: string }[];
    counters: { label: string }[];
  }
}

/**
 * Each news post's module, by slug: a post's page loads only its own (src/content/newsPosts.ts). The index holds no
 * post's text.
 */
declare module 'virtual:site-content/newsPosts' {
  import type { NewsPost } from 'virtual:site-content/types';
  export const newsPostModules: Readonly<Record<string, () => Promise<{ newsPost: NewsPost }>>>;
}
/** Newest first: every post whole, for the build (a page in the browser loads its post through newsPosts). */
declare module 'virtual:site-content/news' {
  import type { NewsPost } from 'virtual:site-content/types';
  export const news: NewsPost[];
}
/** Newest first: each post's card (no text, no gallery), for lists. */
declare module 'virtual:site-content/newsCards' {
  import type { NewsPost } from 'virtual:site-content/types';
  export const newsCards: Pick<
    NewsPost,
    'slug' | 'language' | 'title' | 'date' | 'dateBs' | 'summary' | 'readTime' | 'cover'
  >[];
}
/** Pinned first, then newest first. */
declare module 'virtual:site-content/notices' {
  import type { Notice } from 'virtual:site-content/types';
  export const notices: Notice[];
}
/** Earliest first. */
declare module 'virtual:site-content/exams' {
  import type { ExamUpdate } from 'virtual:site-content/types';
  export const exams: ExamUpdate[];
  /** The day of the build in Nepal (ISO): what the pre-rendered page judged past and upcoming by. */
  export const judgedOn: string;
}
/** Closing soonest first. */
declare module 'virtual:site-content/vacancies' {
  import type { Vacancy } from 'virtual:site-content/types';
  export const vacancies: Vacancy[];
  /** The day of the build in Nepal (ISO): what the pre-rendered page judged closed and open by. */
  export const judgedOn: string;
}
declare module 'virtual:site-content/school' {
  import type { SchoolData } from 'virtual:site-content/types';
  export const school: SchoolData;
}

/*
 * In Nepali: only Nepali pages import these (through src/content/ne/), so an English page downloads no Nepali. The
 * lists hold the Nepali words of each entry that has a Nepali version (`<name>.ne.md`), by slug; the English entry
 * gives the rest (its date, pictures, files).
 */
/** Every post's module by slug: its Nepali one, or its English one when it has no Nepali version. */
declare module 'virtual:site-content/ne/newsPosts' {
  import type { NewsPost } from 'virtual:site-content/types';
  export const newsPostModules: Readonly<Record<string, () => Promise<{ newsPost: NewsPost }>>>;
}
declare module 'virtual:site-content/ne/newsCards' {
  export const newsCards: Readonly<Record<string, { title: string; summary: string; cover: { alt: string } }>>;
}
declare module 'virtual:site-content/ne/notices' {
  export const notices: Readonly<
    Record<string, { title: string; attachments: { label: string }[]; paragraphs: string[] }>
  >;
}
declare module 'virtual:site-content/ne/exams' {
  export const exams: Readonly<Record<string, { subject: string; note: string[] }>>;
}
declare module 'virtual:site-content/ne/vacancies' {
  export const vacancies: Readonly<
    Record<string, { title: string; location: string; apply: string; description: string[] }>
  >;
}
declare module 'virtual:site-content/ne/school' {
  import type { SchoolWords } from 'virtual:site-content/types';
  export const school: SchoolWords;
}
