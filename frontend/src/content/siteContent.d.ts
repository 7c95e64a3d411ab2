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
   * The entries' shapes are the content contract's (@school/contracts/site-content: the fields each kind of file has,
   * and what the build adds to them: slug, language, each date's B.S. date `<name>Bs`, the text as HTML); here only
   * their pictures and files are named, as the built modules hold them.
   */
  export type {
    ArticleSection,
    ContentLanguage,
    ExamUpdate,
    SchoolWords,
    Vacancy,
  } from '@school/contracts/site-content';
  import type { NewsPostOf, NoticeOf, SchoolDataOf } from '@school/contracts/site-content';
  export type NewsPost = NewsPostOf<ContentImage>;
  /** An attachment is its built file's address. */
  export type Notice = NoticeOf<{ href: string }>;
  export type SchoolData = SchoolDataOf<ContentImage>;
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
  import type { NewsPost } from 'virtual:site-content/types';
  export const newsCards: Readonly<
    Record<string, Pick<NewsPost, 'title' | 'summary'> & { cover: Pick<NewsPost['cover'], 'alt'> }>
  >;
}
declare module 'virtual:site-content/ne/notices' {
  import type { Notice } from 'virtual:site-content/types';
  export const notices: Readonly<
    Record<
      string,
      Pick<Notice, 'title' | 'paragraphs'> & { attachments: Pick<Notice['attachments'][number], 'label'>[] }
    >
  >;
}
declare module 'virtual:site-content/ne/exams' {
  import type { ExamUpdate } from 'virtual:site-content/types';
  export const exams: Readonly<Record<string, Pick<ExamUpdate, 'subject' | 'note'>>>;
}
declare module 'virtual:site-content/ne/vacancies' {
  import type { Vacancy } from 'virtual:site-content/types';
  export const vacancies: Readonly<Record<string, Pick<Vacancy, 'title' | 'location' | 'apply' | 'description'>>>;
}
declare module 'virtual:site-content/ne/school' {
  import type { SchoolWords } from 'virtual:site-content/types';
  export const school: SchoolWords;
}
