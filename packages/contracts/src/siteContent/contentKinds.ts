/**
 * The content folder's kinds of file and the school's data file: which fields each has, in plain words. The shapes
 * here are the contract of the files an office clerk writes (docs/operations.md "Publishing" shows one example of
 * each): the site's build, `make publish` and the console's API all check with them, and take their types from them.
 * A new field is added here, once.
 */
import type { Static } from 'typebox';
import {
  calendarDate,
  contentFile,
  fields,
  listOf,
  oneOf,
  optional,
  text,
  webAddress,
  wholeNumber,
  yesOrNo,
  type TakenFromEnglish,
} from './fieldKinds.js';

const picture = () =>
  fields({ image: contentFile('image'), alt: text() }, 'a picture (image and alt, its description for blind readers)');

export const newsPostFields = fields(
  {
    title: text(),
    date: calendarDate(),
    summary: text(),
    /** Minutes; counted from the text when left out. */
    readTime: optional(wholeNumber(1)),
    /** The line above the title; "School news" when left out. */
    kicker: optional(text()),
    cover: picture(),
    comments: yesOrNo(),
    gallery: optional(
      listOf(
        fields(
          { image: contentFile('image'), alt: text(), caption: text(), credit: text() },
          'a gallery picture (image, alt, caption, credit)',
        ),
        1,
      ),
    ),
    timeline: optional(
      listOf(
        fields(
          { date: calendarDate(), endDate: optional(calendarDate()), title: text(), description: text() },
          'a timeline entry (date, endDate, title, description)',
        ),
        1,
      ),
    ),
    quote: optional(fields({ text: text(), name: text(), role: text() }, 'a quote (text, name, role)')),
  },
  'a news post',
);

export const noticeFields = fields(
  {
    title: text(),
    date: calendarDate(),
    /** Pinned notices go first, on home and on the notices page. */
    pinned: optional(yesOrNo()),
    attachments: optional(
      listOf(fields({ file: contentFile('attachment'), label: text() }, 'an attachment (file and label)'), 1),
    ),
  },
  'a notice',
);

export const examUpdateFields = fields({ subject: text(), date: calendarDate() }, 'an exam update');

export const vacancyTypes = ['Full-time', 'Part-time'] as const;

export const vacancyFields = fields(
  {
    title: text(),
    location: text(),
    type: oneOf([...vacancyTypes]),
    /** The last day to apply; from the day after, Apply says the vacancy is closed. */
    closes: calendarDate(),
    /** How to apply, shown by Apply while the vacancy is open. */
    apply: text(),
  },
  'a vacancy',
);

/**
 * A Nepali version of a content file, `<name>.ne.md` beside `<name>.md`: only its words (title, text, alt texts,
 * captions…). Dates, pictures, files, flags and names are the English file's, so the two cannot disagree; writing one
 * here is an error that says so. The checks of a version against its English file (the same number of gallery
 * pictures, timeline entries and sections) are the build's (frontend/vite/siteContent/loadSiteContent.ts).
 */
const takenFrom =
  (place: string) =>
  (names: readonly string[]): TakenFromEnglish => ({ fields: names, place });
const beside = takenFrom('the English file beside this one');

export const newsPostNepaliFields = fields(
  {
    title: text(),
    summary: text(),
    /** Required when the English file has one; "विद्यालयको समाचार" when neither has. */
    kicker: optional(text()),
    cover: fields({ alt: text() }, "the cover's words (alt, its description for blind readers)", beside(['image'])),
    gallery: optional(
      listOf(
        fields(
          { alt: text(), caption: text(), credit: text() },
          "a gallery picture's words (alt, caption, credit)",
          beside(['image']),
        ),
        1,
      ),
    ),
    timeline: optional(
      listOf(
        fields(
          { title: text(), description: text() },
          "a timeline entry's words (title, description)",
          beside(['date', 'endDate']),
        ),
        1,
      ),
    ),
    quote: optional(fields({ text: text(), role: text() }, "the quote's words (text, role)", beside(['name']))),
  },
  'a news post in Nepali',
  beside(['date', 'readTime', 'comments']),
);

export const noticeNepaliFields = fields(
  {
    title: text(),
    attachments: optional(listOf(fields({ label: text() }, "an attachment's words (label)", beside(['file'])), 1)),
  },
  'a notice in Nepali',
  beside(['date', 'pinned']),
);

export const examUpdateNepaliFields = fields({ subject: text() }, 'an exam update in Nepali', beside(['date']));

export const vacancyNepaliFields = fields(
  { title: text(), location: text(), apply: text() },
  'a vacancy in Nepali',
  beside(['type', 'closes']),
);

/** school.yml's `ne:` block: the Nepali words of the facts that are words. */
const inSchoolFile = takenFrom('the English part of school.yml (above "ne:")');

export const schoolNepaliFields = fields(
  {
    logoSubtitle: text(),
    tagline: text(),
    levels: text(),
    address: fields({ lines: listOf(text(), 1) }, 'the address in Nepali (lines)', inSchoolFile(['mapSearch'])),
    founder: fields({ role: text() }, "the founder's role in Nepali (role)", inSchoolFile(['name'])),
    /** One per leader of `leadership`, in its order. */
    leadership: listOf(
      fields({ role: text(), bio: text() }, "a leader's words in Nepali (role, bio)", inSchoolFile(['name', 'photo'])),
      1,
    ),
    /** One per counter of `counters`, in its order. */
    counters: listOf(
      fields({ label: text() }, "a counter's words in Nepali (label)", inSchoolFile(['value', 'suffix'])),
      1,
    ),
  },
  "the school's words in Nepali (ne)",
  inSchoolFile(['name', 'shortName', 'founded', 'phone', 'email', 'social']),
);

/** A class's ages, in whole years on the day a parent applies. */
const classAgeRange = fields(
  { from: wholeNumber(1), to: wholeNumber(1) },
  'the ages of a class (from and to, in years)',
);

export const schoolFields = fields(
  {
    name: text(),
    shortName: text(),
    /** Shown under the short name beside the logo. */
    logoSubtitle: text(),
    tagline: text(),
    /** Levels taught, as parents say them. */
    levels: text(),
    founded: wholeNumber(1000),
    phone: fields({ display: text(), dial: text() }, 'the phone (display and dial)'),
    email: text(),
    address: fields({ lines: listOf(text(), 1), mapSearch: text() }, 'the address (lines and mapSearch)'),
    social: fields({ facebook: webAddress(), instagram: webAddress(), youtube: webAddress() }, 'the social links'),
    founder: fields({ name: text(), role: text() }, 'the founder (name and role)'),
    leadership: listOf(
      fields(
        { name: text(), role: text(), photo: contentFile('image'), bio: text() },
        'a leader (name, role, photo, bio)',
      ),
      1,
    ),
    counters: listOf(
      fields({ value: wholeNumber(), suffix: optional(text()), label: text() }, 'a counter (value, suffix, label)'),
      1,
    ),
    // Optional: without it, the admission form checks no age.
    classAges: optional(
      fields(
        {
          Nursery: optional(classAgeRange),
          LKG: optional(classAgeRange),
          UKG: optional(classAgeRange),
          'Grade 1': optional(classAgeRange),
          'Grade 2': optional(classAgeRange),
          'Grade 3': optional(classAgeRange),
          'Grade 4': optional(classAgeRange),
          'Grade 5': optional(classAgeRange),
          'Grade 6': optional(classAgeRange),
        },
        'the ages of each class',
      ),
    ),
    ne: schoolNepaliFields,
  },
  'the school data file',
);

/** The front-matter of each kind, as checked (trimmed; a file field is its path from the content folder). */
export type NewsPostFields = Static<typeof newsPostFields>;
export type NewsPostNepaliFields = Static<typeof newsPostNepaliFields>;
export type NoticeFields = Static<typeof noticeFields>;
export type NoticeNepaliFields = Static<typeof noticeNepaliFields>;
export type ExamUpdateFields = Static<typeof examUpdateFields>;
export type ExamUpdateNepaliFields = Static<typeof examUpdateNepaliFields>;
export type VacancyFields = Static<typeof vacancyFields>;
export type VacancyNepaliFields = Static<typeof vacancyNepaliFields>;
export type SchoolFields = Static<typeof schoolFields>;
/** school.yml's `ne:` block. */
export type SchoolNepaliFields = Static<typeof schoolNepaliFields>;
export type ClassAgeRange = Static<typeof classAgeRange>;

/** The folders of the content folder's collections, each a kind of file. */
export type ContentCollection = 'news' | 'notices' | 'exams' | 'vacancies';
/** A kind of content file: a collection's Markdown file, or school.yml. */
export type ContentKind = ContentCollection | 'school';
/**
 * The language a file, and an entry built from it, is written in: English, or Nepali for a `.ne.md` version (and
 * school.yml's `ne:` block).
 */
export type ContentLanguage = 'en' | 'ne';

/** Each kind's schemas, English and Nepali (school.yml is one file, its Nepali words in its `ne:` block). */
export const contentKinds = {
  news: { en: newsPostFields, ne: newsPostNepaliFields },
  notices: { en: noticeFields, ne: noticeNepaliFields },
  exams: { en: examUpdateFields, ne: examUpdateNepaliFields },
  vacancies: { en: vacancyFields, ne: vacancyNepaliFields },
  school: { en: schoolFields, ne: schoolFields },
} as const;
