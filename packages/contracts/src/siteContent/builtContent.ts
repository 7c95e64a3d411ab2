/**
 * What the site's build makes of each kind of file: the checked fields (contentKinds.ts) and what only the build
 * adds (the address name `slug`, the language, each date's B.S. date, the text as HTML, a picture or file in the
 * form its side needs). The build (frontend/vite/siteContent/loadSiteContent.ts) and the app's content modules
 * (frontend/src/content/siteContent.d.ts) each name their own `Image` and `Attachment`: the build's is a file with its
 * size, the app's a built address.
 */
import type {
  ClassAgeRange,
  ContentLanguage,
  ExamUpdateFields,
  NewsPostFields,
  NoticeFields,
  SchoolFields,
  SchoolNepaliFields,
  VacancyFields,
} from './contentKinds.js';

/** What every entry has besides its fields: its file's name (its address) and its language. */
export interface BuiltEntry {
  slug: string;
  language: ContentLanguage;
}

/**
 * A content date (Gregorian, ISO) with its Bikram Sambat date beside it (`<name>Bs`: year-month-day, "2082-06-01"),
 * so that pages show both without downloading the calendar table; left out for a date outside the table.
 */
export type WithBsDate<Name extends string> = Record<Name, string> & Partial<Record<`${Name}Bs`, string>>;

/** A section of a news post: its HTML paragraphs and points, and the block shown after them. */
export interface ArticleSection {
  id: string;
  heading: string;
  /** Each paragraph's HTML (inline: text, emphasis, links). */
  paragraphs: string[];
  points?: string[];
  after?: 'timeline' | 'quote';
}

/** A field's value with its picture or file in the form one side needs. */
type WithFile<Fields, Name extends keyof Fields, File> = Omit<Fields, Name> & Record<Name, File>;

type GalleryPicture = NonNullable<NewsPostFields['gallery']>[number];
type TimelineEntry = NonNullable<NewsPostFields['timeline']>[number];

export type NewsPostOf<Image> = BuiltEntry &
  Omit<NewsPostFields, 'date' | 'readTime' | 'kicker' | 'cover' | 'gallery' | 'timeline'> &
  WithBsDate<'date'> & {
    /** Minutes (counted from the text when the file does not say). */
    readTime: number;
    kicker: string;
    cover: WithFile<NewsPostFields['cover'], 'image', Image>;
    gallery: WithFile<GalleryPicture, 'image', Image>[];
    timeline: (Omit<TimelineEntry, 'date' | 'endDate'> & WithBsDate<'date'> & Partial<WithBsDate<'endDate'>>)[];
    /** The paragraphs before the first section, as HTML. */
    intro: string[];
    sections: ArticleSection[];
  };

type NoticeAttachment = NonNullable<NoticeFields['attachments']>[number];

export type NoticeOf<Attachment> = BuiltEntry &
  Omit<NoticeFields, 'date' | 'pinned' | 'attachments'> &
  WithBsDate<'date'> & {
    pinned: boolean;
    attachments: WithFile<NoticeAttachment, 'file', Attachment>[];
    /** The text's paragraphs, as HTML. */
    paragraphs: string[];
  };

export type ExamUpdate = BuiltEntry &
  Omit<ExamUpdateFields, 'date'> &
  WithBsDate<'date'> & {
    /** The note's paragraphs, as HTML. */
    note: string[];
  };

export type Vacancy = BuiltEntry &
  Omit<VacancyFields, 'closes'> &
  WithBsDate<'closes'> & {
    /** The description's paragraphs, as HTML. */
    description: string[];
  };

type Leader = SchoolFields['leadership'][number];
type Counter = SchoolFields['counters'][number];

/** The school's facts (school.yml without its `ne:` block), as the pages use them. */
export type SchoolDataOf<Image> = Omit<
  SchoolFields,
  'ne' | 'phone' | 'address' | 'leadership' | 'counters' | 'classAges'
> & {
  /** `href`: tel: and the digits of `dial`. */
  phone: Omit<SchoolFields['phone'], 'dial'> & { href: string };
  /** `mapUrl`: OpenStreetMap's search for `mapSearch`. */
  address: Omit<SchoolFields['address'], 'mapSearch'> & { mapUrl: string };
  leadership: WithFile<Leader, 'photo', Image>[];
  counters: (Omit<Counter, 'suffix'> & { suffix: string })[];
  /** The ages each class takes, in whole years on the day a parent applies (none set: no check), by class name. */
  classAges?: Readonly<Partial<Record<string, ClassAgeRange>>>;
};

/** school.yml's `ne:` block: the Nepali words of the school's facts; leaders and counters in their English order. */
export type SchoolWords = SchoolNepaliFields;
