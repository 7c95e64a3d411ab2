/**
 * The content folder's collections and the school's data file: which fields each file has, in plain words. The
 * shapes here are the contract of the files an office clerk writes; docs/operations.md "Publishing" shows one
 * example of each.
 */
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
} from './fields.ts';

const image = () =>
  fields({ image: contentFile('image'), alt: text() }, 'a picture (image and alt, its description for blind readers)');

export const newsFields = fields(
  {
    title: text(),
    date: calendarDate(),
    summary: text(),
    /** Minutes; counted from the text when left out. */
    readTime: optional(wholeNumber(1)),
    /** The line above the title; "School news" when left out. */
    kicker: optional(text()),
    cover: image(),
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

export const examFields = fields({ subject: text(), date: calendarDate() }, 'an exam update');

export const vacancyFields = fields(
  {
    title: text(),
    location: text(),
    type: oneOf(['Full-time', 'Part-time'] as const),
    /** The last day to apply; from the day after, Apply says the vacancy is closed. */
    closes: calendarDate(),
    /** How to apply, shown by Apply while the vacancy is open. */
    apply: text(),
  },
  'a vacancy',
);

export const schoolFields = fields(
  {
    name: text(),
    shortName: text(),
    logoSubtitle: text(),
    tagline: text(),
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
  },
  'the school data file',
);
