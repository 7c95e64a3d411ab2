// @vitest-environment node
import { cp, mkdtemp, rm, writeFile, mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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
