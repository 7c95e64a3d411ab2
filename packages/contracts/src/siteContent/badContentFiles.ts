/**
 * One table of bad content files, each with the one problem it must get, in the same words and at the same line, from
 * the site's build (`make publish`) and from checkContentFile (the console's API): the tests run every row through
 * both (frontend/vite/siteContent/loadSiteContent.test.ts; the console's API tests may run it through the API), so the
 * two cannot drift. `file` is where the row is written in a copy of the school's content folder: a Nepali row sits
 * beside a real English file, so that only its own problem is found.
 */
import type { ContentKind, ContentLanguage } from './contentKinds.js';

export interface BadContentFile {
  /** What is wrong, as a test's name. */
  name: string;
  kind: ContentKind;
  language: ContentLanguage;
  /** Its path in the content folder. */
  file: string;
  text: string;
  line: number;
  message: string;
}

const markdown = (frontMatter: string, body = 'The school is closed.') => `---\n${frontMatter}\n---\n${body}\n`;

const post = (frontMatter: string) =>
  markdown(
    `title: Sports day\ndate: 2025-10-01\nsummary: The whole school ran.\ncomments: true\n${frontMatter}`,
    'Every class ran.',
  );

export const badContentFiles: readonly BadContentFile[] = [
  {
    name: 'a date that does not exist',
    kind: 'exams',
    language: 'en',
    file: 'exams/bad-date.md',
    text: markdown('subject: Maths\ndate: 2025-02-30'),
    line: 3,
    message:
      '"date" "2025-02-30" is not a real date; write it as year-month-day in the Gregorian (A.D.) calendar, such as 2025-09-17',
  },
  {
    name: 'a date written day/month/year',
    kind: 'vacancies',
    language: 'en',
    file: 'vacancies/cook.md',
    text: markdown('title: Cook\nlocation: Kitchen\ntype: Full-time\ncloses: 28/08/2025\napply: Come to the office.'),
    line: 5,
    message:
      '"closes" "28/08/2025" is not a real date; write it as year-month-day in the Gregorian (A.D.) calendar, such as 2025-09-17',
  },
  {
    name: 'a missing field',
    kind: 'exams',
    language: 'en',
    file: 'exams/no-date.md',
    text: markdown('subject: Maths'),
    line: 2,
    message: '"date" is missing from an exam update',
  },
  {
    name: 'an unknown field, listing the fields there are',
    kind: 'exams',
    language: 'en',
    file: 'exams/typo.md',
    text: markdown('subject: Maths\ndate: 2025-03-01\nnotes: bring a pencil'),
    line: 4,
    message: '"notes" is not a field of an exam update; the fields are: subject, date',
  },
  {
    name: 'empty text',
    kind: 'notices',
    language: 'en',
    file: 'notices/empty-title.md',
    text: markdown('title: ""\ndate: 2025-10-01'),
    line: 2,
    message: '"title" must be some text',
  },
  {
    name: 'a choice that is not one of the choices',
    kind: 'vacancies',
    language: 'en',
    file: 'vacancies/sometimes.md',
    text: markdown('title: Cook\nlocation: Kitchen\ntype: Sometimes\ncloses: 2025-08-28\napply: Come to the office.'),
    line: 4,
    message: '"type" must be one of: Full-time, Part-time',
  },
  {
    name: 'yes for true',
    kind: 'notices',
    language: 'en',
    file: 'notices/pinned-yes.md',
    text: markdown('title: Holiday\ndate: 2025-10-01\npinned: yes'),
    line: 4,
    message: '"pinned" must be true or false',
  },
  {
    name: 'a reading time of nought minutes',
    kind: 'news',
    language: 'en',
    file: 'news/no-time.md',
    text: post('readTime: 0\ncover:\n  image: ../images/peace-rally-hero.svg\n  alt: Runners'),
    line: 6,
    message: '"readTime" must be a whole number of at least 1, such as 12',
  },
  {
    name: 'a picture without its alt text',
    kind: 'news',
    language: 'en',
    file: 'news/no-alt.md',
    text: post('cover:\n  image: ../images/peace-rally-hero.svg'),
    line: 6,
    message: '"alt" is missing from a picture (image and alt, its description for blind readers)',
  },
  {
    name: 'a picture that is not in the content folder',
    kind: 'news',
    language: 'en',
    file: 'news/missing-picture.md',
    text: post('cover:\n  image: ../images/sports-day.jpg\n  alt: Runners'),
    line: 7,
    message: 'the file "../images/sports-day.jpg" does not exist (looked for it in images/ of the content folder)',
  },
  {
    name: 'an empty gallery',
    kind: 'news',
    language: 'en',
    file: 'news/empty-gallery.md',
    text: post('cover:\n  image: ../images/peace-rally-hero.svg\n  alt: Runners\ngallery: []'),
    line: 9,
    message: '"gallery" must be a list of at least 1, each item on a line starting with "- "',
  },
  {
    name: 'a missing attachment',
    kind: 'notices',
    language: 'en',
    file: 'notices/routine.md',
    text: markdown(
      'title: Routine\ndate: 2025-01-01\nattachments:\n  - file: ../files/routine.pdf\n    label: Exam routine',
    ),
    line: 5,
    message: 'the file "../files/routine.pdf" does not exist (looked for it in files/ of the content folder)',
  },
  {
    name: 'an attachment of a kind the site does not offer',
    kind: 'notices',
    language: 'en',
    file: 'notices/routine-word.md',
    text: markdown(
      'title: Routine\ndate: 2025-01-01\nattachments:\n  - file: ../files/routine.docx\n    label: Exam routine',
    ),
    line: 5,
    message:
      '"file" "../files/routine.docx" is not a PDF or a picture; use a .pdf, .jpg, .jpeg, .png, .webp, .avif, .svg file',
  },
  {
    name: 'an attachment outside the content folder',
    kind: 'notices',
    language: 'en',
    file: 'notices/outside.md',
    text: markdown(
      'title: Routine\ndate: 2025-01-01\nattachments:\n  - file: ../../routine.pdf\n    label: Exam routine',
    ),
    line: 5,
    message: '"file" "../../routine.pdf" is outside the content folder; put the file in it',
  },
  {
    name: 'a file without its fields',
    kind: 'exams',
    language: 'en',
    file: 'exams/plain.md',
    text: 'Just text.\n',
    line: 1,
    message: 'the file must start with a line of three dashes (---), then its fields, then --- again',
  },
  {
    name: 'fields indented with a tab',
    kind: 'exams',
    language: 'en',
    file: 'exams/tabs.md',
    text: markdown('subject: Maths\n\tdate: 2025-03-01'),
    line: 3,
    message: 'the fields at the top are not written correctly (use spaces, not tabs, to indent)',
  },
  {
    name: 'a field written twice',
    kind: 'exams',
    language: 'en',
    file: 'exams/twice.md',
    text: markdown('subject: Maths\ndate: 2025-03-01\nsubject: Science'),
    line: 4,
    message: 'the fields at the top are not written correctly (a field is written twice)',
  },
  {
    name: 'a field the English file gives, written in the Nepali one',
    kind: 'exams',
    language: 'ne',
    file: 'exams/2025-09-first-terminal.ne.md',
    text: markdown('subject: परीक्षा\ndate: 2025-09-10', 'परीक्षा बिहान १० बजे सुरु हुन्छ।'),
    line: 3,
    message: '"date" is taken from the English file beside this one; leave it out here',
  },
  {
    name: 'a Nepali version without its words',
    kind: 'vacancies',
    language: 'ne',
    file: 'vacancies/school-librarian.ne.md',
    text: markdown('title: पुस्तकालय सहायक\nlocation: विद्यालय', 'निवेदन दिनुहोस्।'),
    line: 2,
    message: '"apply" is missing from a vacancy in Nepali',
  },
];
