// @vitest-environment node
import { existsSync, statSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile, mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { badContentFiles } from '@school/contracts/bad-content-files';
import { checkContentFile } from '@school/contracts/site-content';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSiteContent } from './loadSiteContent';
import { SiteContentError, type ContentProblem } from './problems';

// A content folder of the test's own: a copy of the school's real one, which each test then breaks in one place.
const realFolder = resolve(import.meta.dirname, '../../../site-content');
const pages = ['/', '/about', '/blog', '/contact', '/examinfo', '/career', '/blogs/peace-rally'];
let parent: string;
let folder: string;

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'site-content-test-'));
  folder = join(parent, 'site-content');
  await cp(realFolder, folder, { recursive: true });
});
afterEach(async () => rm(parent, { recursive: true, force: true }));

const load = () => loadSiteContent({ folder, pages, postPath: (slug) => `/blogs/${slug}` });

async function write(file: string, text: string) {
  await mkdir(dirname(join(folder, file)), { recursive: true });
  await writeFile(join(folder, file), text);
}

async function problemsOf(): Promise<ContentProblem[]> {
  const error: unknown = await load().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SiteContentError);
  return (error as SiteContentError).problems as ContentProblem[];
}

const notice = (fields: string, body = 'The school is closed.') => `---\n${fields}\n---\n${body}\n`;

describe('the content folder', () => {
  it("reads the school's real folder: the peace-rally post, the exam, the four vacancies, the school's facts", async () => {
    const content = await load();
    expect(content.news.map((post) => post.slug)).toEqual(['peace-rally']);
    const [post] = content.news;
    expect(post?.title).toBe('A Peace Rally in Memory of the Martyrs of the Youth Protests');
    expect(post?.cover.image).toMatchObject({ width: 1200, height: 630 });
    expect(post?.sections.map((section) => section.id)).toContain('timeline');
    expect(post?.sections.find((section) => section.id === 'timeline')?.after).toBe('timeline');
    expect(post?.timeline).toHaveLength(8);
    expect(post?.timeline.find((event) => event.endDate)).toMatchObject({
      date: '2025-09-05',
      dateBs: '2082-05-20',
      endDate: '2025-09-07',
      endDateBs: '2082-05-22',
    });
    expect(content.exams.map((exam) => [exam.subject, exam.date, exam.dateBs])).toEqual([
      ['First Terminal Examination', '2025-09-10', '2082-05-25'],
    ]);
    expect(content.vacancies.map((vacancy) => vacancy.title)).toEqual([
      'Kindergarten Teacher',
      'Primary Math Teacher',
      'School Librarian (part-time)',
      'Physical Education Coach',
    ]);
    expect(content.school.phone).toEqual({ display: '+977 41-590123', href: 'tel:+97741590123' });
    expect(content.school.leadership.map((leader) => leader.role)).toEqual(['Director', 'Principal', 'Vice Principal']);
  });

  it('escapes HTML written in a file, keeps links that go to a page of the site, and drops javascript: links', async () => {
    await write(
      'notices/closed.md',
      notice(
        'title: Closed\ndate: 2025-10-01',
        'Bring <script>alert(1)</script> and [the form](/contact) or [this](javascript:alert(1)).',
      ),
    );
    const [closed] = (await load()).notices;
    expect(closed?.paragraphs).toEqual([
      'Bring &lt;script&gt;alert(1)&lt;/script&gt; and <a href="/contact">the form</a> or [this](javascript:alert(1)).',
    ]);
  });

  it('puts pinned notices first, then the newest', async () => {
    await write('notices/a-old-pinned.md', notice('title: Fees\ndate: 2025-01-01\npinned: true'));
    await write('notices/b-new.md', notice('title: Holiday\ndate: 2025-12-01'));
    await write('notices/c-newer-pinned.md', notice('title: Exams\ndate: 2025-06-01\npinned: true'));
    expect((await load()).notices.map((entry) => entry.title)).toEqual(['Exams', 'Fees', 'Holiday']);
  });

  it('takes a new news post, with its page linkable from another file', async () => {
    await write('news/sports-day.md', await readFile(join(folder, 'news/peace-rally.md'), 'utf8'));
    await write(
      'notices/a-sports.md',
      notice('title: Sports day\ndate: 2025-01-01', 'See [the post](/blogs/sports-day).'),
    );
    expect((await load()).news.map((post) => post.slug)).toEqual(['peace-rally', 'sports-day']);
  });

  it('counts the reading time from the text when the post does not give it', async () => {
    const post = await readFile(join(folder, 'news/peace-rally.md'), 'utf8');
    await write('news/peace-rally.md', post.replace(/^readTime: 9\n/m, ''));
    const [counted] = (await load()).news;
    // About 1,000 words, at 200 a minute.
    expect(counted?.readTime).toBe(5);
  });
});

describe('a bad file fails the build, naming the file and the line in plain words', () => {
  it('gives each date its Bikram Sambat date beside it, and none to a date outside the calendar table', async () => {
    await write('notices/old.md', notice('title: Founding\ndate: 1930-01-01'));
    await write('notices/new.md', notice('title: Holiday\ndate: 2025-09-17'));
    const { notices } = await load();
    expect(notices.map(({ slug, date, dateBs }) => ({ slug, date, dateBs }))).toEqual([
      { slug: 'new', date: '2025-09-17', dateBs: '2082-06-01' },
      { slug: 'old', date: '1930-01-01', dateBs: undefined },
    ]);
  });

  it('a date that does not exist', async () => {
    await write('exams/bad.md', '---\nsubject: Maths\ndate: 2025-02-30\n---\nBring a pencil.\n');
    expect(await problemsOf()).toEqual([
      {
        file: 'site-content/exams/bad.md',
        line: 3,
        message:
          '"date" "2025-02-30" is not a real date; write it as year-month-day in the Gregorian (A.D.) calendar, such as 2025-09-17',
      },
    ]);
  });

  it('a date written another way', async () => {
    await write(
      'vacancies/kindergarten-teacher.md',
      (await readFile(join(realFolder, 'vacancies/kindergarten-teacher.md'), 'utf8')).replace(
        'closes: 2025-08-28',
        'closes: 28/08/2025',
      ),
    );
    const [problem] = await problemsOf();
    expect(problem).toMatchObject({ file: 'site-content/vacancies/kindergarten-teacher.md', line: 5 });
    expect(problem?.message).toContain('"closes" "28/08/2025" is not a real date');
  });

  it('a missing alt text', async () => {
    const post = await readFile(join(folder, 'news/peace-rally.md'), 'utf8');
    await write('news/peace-rally.md', post.replace(/^ {2}alt: Illustration of students.*\n/m, ''));
    expect(await problemsOf()).toEqual([
      {
        file: 'site-content/news/peace-rally.md',
        line: 8,
        message: '"alt" is missing from a picture (image and alt, its description for blind readers)',
      },
    ]);
  });

  it('an unknown field, at its own line, listing the fields there are', async () => {
    await write('exams/typo.md', '---\nsubject: Maths\ndate: 2025-03-01\nnotes: bring a pencil\n---\nText.\n');
    expect(await problemsOf()).toEqual([
      {
        file: 'site-content/exams/typo.md',
        line: 4,
        message: '"notes" is not a field of an exam update; the fields are: subject, date',
      },
    ]);
  });

  it('a missing field', async () => {
    await write('exams/nodate.md', '---\nsubject: Maths\n---\nText.\n');
    expect(await problemsOf()).toEqual([
      { file: 'site-content/exams/nodate.md', line: 2, message: '"date" is missing from an exam update' },
    ]);
  });

  it('a link to a page that does not exist, at the line of the text', async () => {
    await write(
      'notices/link.md',
      notice('title: Fees\ndate: 2025-01-01', 'First line.\n\nPay on [the fees page](/fees).'),
    );
    expect(await problemsOf()).toEqual([
      {
        file: 'site-content/notices/link.md',
        line: 7,
        message: 'the link to "/fees" goes to a page the site does not have',
      },
    ]);
  });

  it('accepts a link to another post, and refuses one to a post that does not exist', async () => {
    await write(
      'notices/posts.md',
      notice('title: Rally\ndate: 2025-01-01', 'Read [it](/blogs/peace-rally) and [this](/blogs/sports-day).'),
    );
    const [problem, ...rest] = await problemsOf();
    expect(rest).toEqual([]);
    expect(problem?.message).toBe('the link to "/blogs/sports-day" goes to a page the site does not have');
  });

  it('an attachment that is missing', async () => {
    await write(
      'notices/routine.md',
      notice('title: Routine\ndate: 2025-01-01\nattachments:\n  - file: ../files/routine.pdf\n    label: Exam routine'),
    );
    const [problem] = await problemsOf();
    expect(problem).toMatchObject({ file: 'site-content/notices/routine.md', line: 5 });
    expect(problem?.message).toMatch(/^the file "..\/files\/routine.pdf" does not exist/);
  });

  it('an attachment of a kind the site does not offer', async () => {
    await write('files/routine.docx', 'not a pdf');
    await write(
      'notices/routine.md',
      notice(
        'title: Routine\ndate: 2025-01-01\nattachments:\n  - file: ../files/routine.docx\n    label: Exam routine',
      ),
    );
    const [problem] = await problemsOf();
    expect(problem?.message).toBe(
      '"file" "../files/routine.docx" is not a PDF or a picture; use a .pdf, .jpg, .jpeg, .png, .webp, .avif, .svg file',
    );
  });

  it('a picture that is not a picture', async () => {
    await write('images/broken.jpg', 'not a jpeg');
    const post = await readFile(join(folder, 'news/peace-rally.md'), 'utf8');
    await write(
      'news/peace-rally.md',
      post.replace('image: ../images/peace-rally-hero.svg', 'image: ../images/broken.jpg'),
    );
    const [problem] = await problemsOf();
    expect(problem).toMatchObject({ file: 'site-content/news/peace-rally.md', line: 9 });
    expect(problem?.message).toMatch(/^the picture "cover" cannot be used: it is not a picture the site can read/);
  });

  it('fields that are not YAML, and a file without its fields', async () => {
    await write('exams/tabs.md', '---\nsubject: Maths\n\tdate: 2025-03-01\n---\nText.\n');
    await write('exams/plain.md', 'Just text.\n');
    const problems = await problemsOf();
    expect(problems.map(({ file, line }) => [file, line])).toEqual([
      ['site-content/exams/plain.md', 1],
      ['site-content/exams/tabs.md', 3],
    ]);
    expect(problems[0]?.message).toBe(
      'the file must start with a line of three dashes (---), then its fields, then --- again',
    );
    expect(problems[1]?.message).toMatch(/^the fields at the top are not written correctly/);
  });

  it('Markdown the page cannot show, a heading of the wrong size and a picture in the text', async () => {
    const post = await readFile(join(folder, 'news/peace-rally.md'), 'utf8');
    const bodyStart = post.split('\n').indexOf('---', 1) + 2;
    await write(
      'news/peace-rally.md',
      post.replace(/\n---\n/, '\n---\n# Big title\n\n> quoted\n\n![](../images/director.svg)\n\n'),
    );
    expect((await problemsOf()).map(({ line, message }) => [line - bodyStart, message])).toEqual([
      [0, 'a heading starts with #; start a section\'s heading with "## " (two # and a space)'],
      [2, 'a quotation (a line starting with >) is not shown on the site; write plain paragraphs and "- " lists'],
      [4, 'a picture in the text is not shown; put pictures in the cover or the gallery at the top'],
    ]);
  });

  it('a file name that cannot be an address, and a file that is not Markdown', async () => {
    await write('news/Sports Day.md', '---\n---\n');
    await write('news/photo.jpg', 'x');
    expect((await problemsOf()).map(({ file, message }) => [file, message.slice(0, 40)])).toEqual([
      ['site-content/news/photo.jpg', 'only Markdown files (.md) belong in news'],
      ['site-content/news/Sports Day.md', 'the file name is the page address: use s'],
    ]);
  });

  it('every problem at once, across files', async () => {
    await write('exams/one.md', '---\nsubject: A\ndate: 2025-13-01\n---\nx\n');
    await write(
      'vacancies/two.md',
      '---\ntitle: B\nlocation: School\ntype: Sometimes\ncloses: 2025-01-01\napply: Write.\n---\nx\n',
    );
    await write(
      'school.yml',
      (await readFile(join(folder, 'school.yml'), 'utf8')).replace('founded: 2009', 'founded: long ago'),
    );
    const error = await load().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(SiteContentError);
    expect((error as Error).message).toMatch(
      /^The site was not built: content files need fixing\.\n {2}site-content\/exams\/one\.md, line 3: .*\n {2}site-content\/vacancies\/two\.md, line 4: "type" must be one of: Full-time, Part-time\n {2}site-content\/school\.yml, line \d+: "founded" must be a whole number of at least 1000, such as 12$/,
    );
  });
});

describe('a Nepali version beside a file (<name>.ne.md), and school.yml’s ne: block', () => {
  const nepaliExam = (fields: string, body = 'सबै कक्षाको परीक्षा बिहान १० बजे सुरु हुन्छ।') =>
    `---\n${fields}\n---\n${body}\n`;

  it('reads the real folder’s Nepali versions, whole: their words over the English files’ dates and pictures', async () => {
    const content = await load();
    const [post] = content.ne.news;
    const [english] = content.news;
    expect(post).toMatchObject({ slug: 'peace-rally', language: 'ne', date: english?.date, dateBs: english?.dateBs });
    expect(post?.title).toBe('युवा आन्दोलनका सहिदहरूको सम्झनामा शान्ति पदयात्रा');
    expect(post?.cover.image).toEqual(english?.cover.image);
    expect(post?.readTime).toBe(english?.readTime);
    expect(post?.comments).toBe(true);
    // The sections keep the English ids (an address such as #timeline finds the same section) and blocks.
    expect(post?.sections.map(({ id, after }) => [id, after])).toEqual(
      english?.sections.map(({ id, after }) => [id, after]),
    );
    expect(post?.timeline.map((event) => event.date)).toEqual(english?.timeline.map((event) => event.date));
    expect(post?.quote).toMatchObject({ name: 'Ramesh Kumar Yadav', role: 'संस्थापक निर्देशक' });
    expect(content.news.map((entry) => entry.language)).toEqual(['en']);
    expect(content.ne.exams.map(({ subject, language }) => [subject, language])).toEqual([
      ['प्रथम त्रैमासिक परीक्षा', 'ne'],
    ]);
    expect(content.ne.vacancies.map((vacancy) => vacancy.slug)).toEqual(content.vacancies.map((entry) => entry.slug));
    expect(content.ne.vacancies[0]).toMatchObject({ type: 'Full-time', closes: content.vacancies[0]?.closes });
    expect(content.ne.school).toMatchObject({
      name: content.school.name,
      phone: content.school.phone,
      levels: 'पूर्व-प्राथमिकदेखि कक्षा ६ सम्म',
      founder: { name: 'Ramesh Kumar Yadav', role: 'संस्थापक निर्देशक' },
    });
    expect(content.ne.school.leadership.map(({ name, role }) => [name, role])).toEqual([
      ['Ramesh Kumar Yadav', 'निर्देशक'],
      ['Sunita Kumari Jha', 'प्रधानाध्यापक'],
      ['Bikash Mandal', 'उपप्रधानाध्यापक'],
    ]);
    expect(content.ne.school.counters.map(({ value, label }) => [value, label])).toEqual([
      [15, 'योग्य शिक्षक'],
      [100, 'अभिभावकको सन्तुष्टि'],
      [200, 'भर्ना भएका विद्यार्थी'],
    ]);
    // The English data carries no Nepali: an English page's modules are made of it.
    const { ne, ...inEnglish } = content;
    expect(ne).toBeDefined();
    expect(JSON.stringify(inEnglish)).not.toMatch(/\p{Script=Devanagari}/u);
  });

  it('leaves an entry without a Nepali version out of the Nepali lists: a Nepali page shows it in English', async () => {
    await rm(join(folder, 'vacancies/school-librarian.ne.md'));
    const content = await load();
    expect(content.ne.vacancies.map((vacancy) => vacancy.slug)).toEqual([
      'kindergarten-teacher',
      'primary-math-teacher',
      'physical-education-coach',
    ]);
  });

  it('writes a Nepali text’s links to the site’s pages as their Nepali pages', async () => {
    await write(
      'exams/2025-09-first-terminal.ne.md',
      nepaliExam('subject: परीक्षा', 'तालिका [सूचना पृष्ठमा](/contact#form) र [गृहपृष्ठमा](/) हेर्नुहोस्।'),
    );
    const [exam] = (await load()).ne.exams;
    expect(exam?.note).toEqual([
      'तालिका <a href="/ne/contact#form">सूचना पृष्ठमा</a> र <a href="/ne">गृहपृष्ठमा</a> हेर्नुहोस्।',
    ]);
  });

  it('a Nepali version without its English file', async () => {
    await write('exams/unit-test.ne.md', nepaliExam('subject: एकाइ परीक्षा'));
    expect(await problemsOf()).toEqual([
      {
        file: 'site-content/exams/unit-test.ne.md',
        line: 1,
        message:
          "there is no English file unit-test.md beside this Nepali version: write the English file too (it gives the date, the pictures and the page's address), or name this file after it",
      },
    ]);
  });

  it('a field the English file gives, written in the Nepali one', async () => {
    await write('exams/2025-09-first-terminal.ne.md', nepaliExam('subject: परीक्षा\ndate: 2025-09-10'));
    expect(await problemsOf()).toEqual([
      {
        file: 'site-content/exams/2025-09-first-terminal.ne.md',
        line: 3,
        message: '"date" is taken from the English file beside this one; leave it out here',
      },
    ]);
  });

  it('a missing word, and a bad file like an English one', async () => {
    await write('exams/2025-09-first-terminal.ne.md', nepaliExam('title: परीक्षा'));
    await write('vacancies/school-librarian.ne.md', 'यो फाइलमा फिल्ड छैनन्।\n');
    expect(await problemsOf()).toEqual([
      {
        file: 'site-content/exams/2025-09-first-terminal.ne.md',
        line: 2,
        message: '"title" is not a field of an exam update in Nepali; the fields are: subject',
      },
      {
        file: 'site-content/exams/2025-09-first-terminal.ne.md',
        line: 2,
        message: '"subject" is missing from an exam update in Nepali',
      },
      {
        file: 'site-content/vacancies/school-librarian.ne.md',
        line: 1,
        message: 'the file must start with a line of three dashes (---), then its fields, then --- again',
      },
    ]);
  });

  it('a gallery, a timeline or a quote that does not match the English post’s', async () => {
    const post = await readFile(join(folder, 'news/peace-rally.ne.md'), 'utf8');
    // One gallery picture fewer, and no quote.
    const fewer = post.replace(/ {2}- alt: "साँझपख[^\n]*\n[^\n]*\n[^\n]*\n/, '').replace(/^quote:\n(?: {2}.*\n)+/m, '');
    await write('news/peace-rally.ne.md', fewer);
    const problems = await problemsOf();
    expect(problems.map(({ message }) => message)).toEqual([
      '"gallery" has 2 pictures and the English file 3; give each of its pictures its Nepali words, in the same order',
      '"quote" is missing: the English file has one; give its Nepali text and role',
    ]);
    expect(problems.every((problem) => problem.file === 'site-content/news/peace-rally.ne.md')).toBe(true);
  });

  it('sections that do not match the English post’s: one fewer, or a block in another section', async () => {
    const post = await readFile(join(folder, 'news/peace-rally.ne.md'), 'utf8');
    await write('news/peace-rally.ne.md', post.replace(/\n## निष्कर्ष\n/, '\n'));
    expect((await problemsOf()).map(({ message }) => message)).toEqual([
      'the text has 6 sections ("## " headings) and the English file 7: give each English section its Nepali one, in the same order',
    ]);
    await write(
      'news/peace-rally.ne.md',
      post.replace('\n[[timeline]]\n', '\n').replace('\n[[quote]]\n', '\n[[timeline]]\n'),
    );
    const [problem] = await problemsOf();
    expect(problem?.message).toBe(
      'the section "घटनाक्रम: भदौ १९ देखि २८ सम्म (४ देखि १३ सेप्टेम्बर)" must show [[timeline]], as its English section "Timeline of events, 4 to 13 September" does',
    );
  });

  it('a file named for another language', async () => {
    await write('exams/2025-09-first-terminal.hi.md', nepaliExam('subject: परीक्षा'));
    const [problem] = await problemsOf();
    expect(problem).toMatchObject({ file: 'site-content/exams/2025-09-first-terminal.hi.md', line: 1 });
    expect(problem?.message).toMatch(/^the site is in English and Nepali: a Nepali version is named/);
  });

  it('school.yml without its ne: block, or with a leader fewer there', async () => {
    const school = await readFile(join(folder, 'school.yml'), 'utf8');
    await write('school.yml', school.replace(/^ne:\n[\s\S]*$/m, ''));
    expect(await problemsOf()).toEqual([
      // At the file's first field, where its fields start.
      { file: 'site-content/school.yml', line: 3, message: '"ne" is missing from the school data file' },
    ]);
    await write('school.yml', school.replace(/ {4}- role: उपप्रधानाध्यापक\n.*\n/, ''));
    const [problem, ...rest] = await problemsOf();
    expect(rest).toEqual([]);
    expect(problem?.message).toBe(
      '"leadership" has 2 leaders and school.yml above "ne:" 3; give each of its leaders its Nepali words, in the same order',
    );
    expect(school.split('\n')[(problem?.line ?? 0) - 1]).toBe('  leadership:');
  });

  it('a name written in school.yml’s ne: block', async () => {
    const school = await readFile(join(folder, 'school.yml'), 'utf8');
    await write('school.yml', school.replace('    - role: निर्देशक\n', '    - role: निर्देशक\n      name: रमेश\n'));
    const [problem] = await problemsOf();
    expect(problem?.message).toBe(
      '"name" is taken from the English part of school.yml (above "ne:"); leave it out here',
    );
  });
});

describe('one table of bad content files (@school/contracts/bad-content-files): the same message from the build and from checkContentFile', () => {
  // checkContentFile is what the console's API will run before it writes a file; it asks the folder as the build does.
  const fileExists = (pathInFolder: string) => {
    const file = join(folder, pathInFolder);
    return existsSync(file) && statSync(file).isFile();
  };

  it.each(badContentFiles)('$name', async ({ kind, language, file, text, line, message }) => {
    await write(file, text);
    expect(await problemsOf()).toEqual([{ file: `site-content/${file}`, line, message }]);
    expect(checkContentFile(kind, text, fileExists, language)).toEqual([
      { line, field: expect.any(String) as string, message },
    ]);
  });
});
