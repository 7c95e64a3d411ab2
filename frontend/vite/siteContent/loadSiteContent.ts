/**
 * Reads and checks the whole content folder (SITE_CONTENT_DIR, default site-content/ at the top of the repository):
 * school.yml and the Markdown files of news/, notices/, exams/ and vacancies/. It returns the site's data, or
 * throws a SiteContentError listing every problem with its file and line, so a bad file fails the build (and the
 * live site, which a failed build never replaces, keeps serving).
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { bsIsoOfAd } from '@school/contracts/bikram-sambat';
import sharp from 'sharp';
import { examFields, newsFields, noticeFields, schoolFields, vacancyFields } from './collections.ts';
import type { Field, FieldContext } from './fields.ts';
import { parseContentFile, type FrontMatterFile } from './frontMatter.ts';
import { parseArticle, parseParagraphs, type ArticleSection, type LinkCheck } from './markdown.ts';
import { SiteContentError, type ContentProblem } from './problems.ts';

/** A picture of the content folder: its file, and its size in pixels (so the page reserves its place). */
export interface ContentImage {
  kind: 'image';
  file: string;
  width: number;
  height: number;
}

/** A file a page links to (a notice's PDF). */
export interface ContentAttachment {
  kind: 'attachment';
  file: string;
}

/**
 * Each date of the content folder (Gregorian, ISO) comes with its Bikram Sambat date beside it, converted here
 * (`dateBs`: year-month-day, "2082-06-01"), so that pages show both without downloading the calendar table. It is
 * left out for a date outside the table (the page shows the Gregorian alone).
 */
export interface NewsPost {
  slug: string;
  title: string;
  date: string;
  dateBs?: string;
  summary: string;
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
  intro: string[];
  sections: ArticleSection[];
}

export interface Notice {
  slug: string;
  title: string;
  date: string;
  dateBs?: string;
  pinned: boolean;
  attachments: { file: ContentAttachment; label: string }[];
  paragraphs: string[];
}

export interface ExamUpdate {
  slug: string;
  subject: string;
  date: string;
  dateBs?: string;
  /** The note's paragraphs, as HTML. */
  note: string[];
}

export interface Vacancy {
  slug: string;
  title: string;
  location: string;
  type: 'Full-time' | 'Part-time';
  closes: string;
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
}

export interface SiteContent {
  school: SchoolData;
  /** Newest first. */
  news: NewsPost[];
  /** Pinned first, then newest first. */
  notices: Notice[];
  /** Earliest first. */
  exams: ExamUpdate[];
  /** Closing soonest first. */
  vacancies: Vacancy[];
}

export interface LoadOptions {
  /** The content folder. */
  folder: string;
  /** Every address of the site's own pages (the route table), for checking links. */
  pages: readonly string[];
  /** The address of a news post. */
  postPath: (slug: string) => string;
}

const readingWordsPerMinute = 200;

export async function loadSiteContent(options: LoadOptions): Promise<SiteContent> {
  const root = options.folder.replace(/\/+$/, '');
  const problems: ContentProblem[] = [];
  const shownName = (file: string) => join(basename(root), relative(root, file));
  const collections = {
    news: await markdownFiles(root, 'news', problems, shownName),
    notices: await markdownFiles(root, 'notices', problems, shownName),
    exams: await markdownFiles(root, 'exams', problems, shownName),
    vacancies: await markdownFiles(root, 'vacancies', problems, shownName),
  };
  const postSlugs = new Set(collections.news.map((file) => slugOfFile(file)));
  const pages = new Set([...options.pages, ...[...postSlugs].map(options.postPath)]);
  const checkLink: LinkCheck = (href) => {
    if (/^(https?:\/\/|mailto:|tel:|#)/.test(href)) return undefined;
    if (href.startsWith('/')) {
      const path = href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
      return pages.has(path) ? undefined : `the link to "${href}" goes to a page the site does not have`;
    }
    return `the link "${href}" must be a page of this site starting with / (such as /contact) or an address starting with https://`;
  };

  const images = new Map<string, Promise<ContentImage | string>>();
  const measure = (file: string) => {
    if (!images.has(file)) {
      images.set(
        file,
        sharp(file)
          .metadata()
          .then(({ width, height }) =>
            width && height ? { kind: 'image' as const, file, width, height } : 'it has no width and height',
          )
          .catch(() => 'it is not a picture the site can read (use JPEG, PNG, WebP, AVIF or SVG)'),
      );
    }
    return images.get(file) as Promise<ContentImage | string>;
  };

  async function read<T>(file: string, shape: Field<T>, yaml = false) {
    const parsed = parseContentFile(await readFile(file, 'utf8'), yaml);
    const report = (line: number, message: string) => problems.push({ file: shownName(file), line, message });
    for (const problem of parsed.syntaxProblems) report(problem.line, problem.message);
    if (parsed.syntaxProblems.length) return undefined;
    const context: FieldContext = {
      folder: dirname(file),
      contentRoot: root,
      report: (path, message, atKey) => report(parsed.lineOf(path, atKey), message),
    };
    const data = shape.check(parsed.data ?? {}, [], context);
    return data === undefined ? undefined : { data, parsed, report };
  }

  async function picture(file: string, path: string, report: (message: string) => void): Promise<ContentImage> {
    const measured = await measure(file);
    if (typeof measured === 'string') report(`the picture "${path}" cannot be used: ${measured}`);
    return typeof measured === 'string' ? { kind: 'image', file, width: 1, height: 1 } : measured;
  }

  const bodyReporter =
    (parsed: FrontMatterFile, report: (line: number, message: string) => void) =>
    (problem: { bodyLine: number; message: string }) =>
      report(parsed.bodyLine + problem.bodyLine, problem.message);

  const news: NewsPost[] = [];
  for (const file of collections.news) {
    const result = await read(file, newsFields);
    if (!result) continue;
    const { data, parsed, report } = result;
    const { article, problems: bodyProblems } = parseArticle(parsed.body, checkLink);
    bodyProblems.forEach(bodyReporter(parsed, report));
    for (const section of article.sections) {
      if (section.after === 'timeline' && !data.timeline)
        report(parsed.lineOf([]), 'the text shows [[timeline]] but there is no "timeline" at the top');
      if (section.after === 'quote' && !data.quote)
        report(parsed.lineOf([]), 'the text shows [[quote]] but there is no "quote" at the top');
    }
    const at = (path: (string | number)[]) => (message: string) => report(parsed.lineOf(path), message);
    news.push({
      slug: slugOfFile(file),
      title: data.title,
      ...withBsDate('date', data.date),
      summary: data.summary,
      readTime: data.readTime ?? Math.max(1, Math.round(article.words / readingWordsPerMinute)),
      kicker: data.kicker ?? 'School news',
      cover: { image: await picture(data.cover.image, 'cover', at(['cover', 'image'])), alt: data.cover.alt },
      comments: data.comments,
      gallery: await Promise.all(
        (data.gallery ?? []).map(async (entry, index) => ({
          ...entry,
          image: await picture(entry.image, `gallery ${index + 1}`, at(['gallery', index, 'image'])),
        })),
      ),
      timeline: (data.timeline ?? []).map(({ date, endDate, ...event }) => ({
        ...withBsDate('date', date),
        ...(endDate ? withBsDate('endDate', endDate) : {}),
        ...event,
      })),
      ...(data.quote ? { quote: data.quote } : {}),
      intro: article.intro,
      sections: article.sections,
    });
  }

  const notices: Notice[] = [];
  for (const file of collections.notices) {
    const result = await read(file, noticeFields);
    if (!result) continue;
    const { data, parsed, report } = result;
    const body = parseParagraphs(parsed.body, checkLink);
    body.problems.forEach(bodyReporter(parsed, report));
    notices.push({
      slug: slugOfFile(file),
      title: data.title,
      ...withBsDate('date', data.date),
      pinned: data.pinned ?? false,
      attachments: (data.attachments ?? []).map(({ file: attached, label }) => ({
        file: { kind: 'attachment', file: attached },
        label,
      })),
      paragraphs: body.paragraphs,
    });
  }

  const exams: ExamUpdate[] = [];
  for (const file of collections.exams) {
    const result = await read(file, examFields);
    if (!result) continue;
    const { data, parsed, report } = result;
    const body = parseParagraphs(parsed.body, checkLink);
    body.problems.forEach(bodyReporter(parsed, report));
    exams.push({ slug: slugOfFile(file), ...data, ...withBsDate('date', data.date), note: body.paragraphs });
  }

  const vacancies: Vacancy[] = [];
  for (const file of collections.vacancies) {
    const result = await read(file, vacancyFields);
    if (!result) continue;
    const { data, parsed, report } = result;
    const body = parseParagraphs(parsed.body, checkLink);
    body.problems.forEach(bodyReporter(parsed, report));
    vacancies.push({ slug: slugOfFile(file), ...data, description: body.paragraphs });
  }

  let school: SchoolData | undefined;
  const schoolFile = join(root, 'school.yml');
  const schoolResult = await read(schoolFile, schoolFields, true).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    problems.push({ file: shownName(schoolFile), line: 1, message: 'the school data file is missing' });
    return undefined;
  });
  if (schoolResult) {
    const { data, parsed, report } = schoolResult;
    school = {
      ...data,
      phone: { display: data.phone.display, href: `tel:${data.phone.dial.replace(/[^+\d]/g, '')}` },
      address: {
        lines: data.address.lines,
        mapUrl: `https://www.openstreetmap.org/search?query=${encodeURIComponent(data.address.mapSearch)}`,
      },
      leadership: await Promise.all(
        data.leadership.map(async (leader, index) => ({
          ...leader,
          photo: await picture(leader.photo, `photo of ${leader.name}`, (message) =>
            report(parsed.lineOf(['leadership', index, 'photo']), message),
          ),
        })),
      ),
      counters: data.counters.map((counter) => ({ ...counter, suffix: counter.suffix ?? '' })),
    };
  }

  if (problems.length || !school) throw new SiteContentError(problems);
  return {
    school,
    news: news.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
    notices: notices.sort(
      (a, b) => Number(b.pinned) - Number(a.pinned) || b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
    ),
    exams: exams.sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug)),
    vacancies: vacancies.sort((a, b) => a.closes.localeCompare(b.closes) || a.title.localeCompare(b.title)),
  };
}

/** A file's address name: its name without .md, in small letters, digits and hyphens. */
/** A content date's field and its B.S. date beside it (`<name>Bs`), the latter left out outside the calendar table. */
function withBsDate<Name extends string>(
  name: Name,
  isoDate: string,
): Record<Name, string> & Partial<Record<`${Name}Bs`, string>> {
  const bs = bsIsoOfAd(isoDate);
  return { [name]: isoDate, ...(bs ? { [`${name}Bs`]: bs } : {}) } as Record<Name, string> &
    Partial<Record<`${Name}Bs`, string>>;
}

function slugOfFile(file: string): string {
  return basename(file, '.md');
}

async function markdownFiles(
  root: string,
  collection: string,
  problems: ContentProblem[],
  shownName: (file: string) => string,
): Promise<string[]> {
  const folder = join(root, collection);
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const file = join(folder, entry.name);
    if (!entry.isFile() || entry.name.startsWith('.') || entry.name === 'README.md') continue;
    if (!entry.name.endsWith('.md')) {
      problems.push({
        file: shownName(file),
        line: 1,
        message: `only Markdown files (.md) belong in ${collection}/; put pictures and PDFs in images/ or files/`,
      });
    } else if (!/^[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(entry.name)) {
      problems.push({
        file: shownName(file),
        line: 1,
        message:
          'the file name is the page address: use small letters, digits and hyphens only, such as sports-day-2025.md',
      });
    } else {
      files.push(file);
    }
  }
  return files;
}
