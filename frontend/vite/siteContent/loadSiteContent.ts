/**
 * Reads and checks the whole content folder (SITE_CONTENT_DIR, default site-content/ at the top of the repository):
 * school.yml and the Markdown files of news/, notices/, exams/ and vacancies/. It returns the site's data, or
 * throws a SiteContentError listing every problem with its file and line, so a bad file fails the build (and the
 * live site, which a failed build never replaces, keeps serving).
 *
 * A file may have a Nepali version beside it, `<name>.ne.md`, with only its words: its date, pictures, files and
 * flags are the English file's. It is checked as the English one is, and against it (the same gallery, timeline,
 * attachments and sections, in the same order); school.yml's `ne:` block holds the Nepali words of the school's
 * facts. The result's `ne` has each entry that has a Nepali version, whole, in Nepali.
 */
import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { bsIsoOfAd } from '@school/contracts/bikram-sambat';
import {
  readContentFile,
  type ContentFields,
  type ContentKind,
  type ContentLanguage,
  type ExamUpdate,
  type FrontMatterFile,
  type NewsPostOf,
  type NoticeOf,
  type SchoolDataOf,
  type Vacancy,
} from '@school/contracts/site-content';
import sharp from 'sharp';
import { englishKicker, nepaliKicker, nepaliLink, readTimeOf } from './builtValues.ts';
import { parseArticle, parseParagraphs, type ArticleSection, type LinkCheck } from './markdown.ts';
import { SiteContentError, type ContentProblem } from './problems.ts';

export type { ContentLanguage, ExamUpdate, Vacancy };

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
 * The entries as the build makes them (their shapes: @school/contracts/site-content's builtContent.ts), with each
 * picture and file as the build has it: its absolute path, and a picture's size.
 */
export type NewsPost = NewsPostOf<ContentImage>;
export type Notice = NoticeOf<ContentAttachment>;
export type SchoolData = SchoolDataOf<ContentImage>;

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
  /**
   * In Nepali: the school's facts with school.yml's `ne:` words, and each entry that has a Nepali version, whole (the
   * English file's dates, pictures and flags with the Nepali file's words), in the English lists' order.
   */
  ne: {
    school: SchoolData;
    news: NewsPost[];
    notices: Notice[];
    exams: ExamUpdate[];
    vacancies: Vacancy[];
  };
}

export interface LoadOptions {
  /** The content folder. */
  folder: string;
  /** Every address of the site's own pages (the route table), for checking links. */
  pages: readonly string[];
  /** The address of a news post. */
  postPath: (slug: string) => string;
}

/** A Nepali list that must match its English one item for item (a gallery, a timeline, attachments, leaders). */
export function listMismatch(
  name: string,
  items: string,
  english: number,
  nepali: number,
  englishPlace = 'the English file',
): { atKey: boolean; message: string } | undefined {
  if (english === nepali) return undefined;
  if (nepali === 0)
    return {
      atKey: false,
      message: `"${name}" is missing: ${englishPlace} has ${english} ${items}; give each its Nepali words, in the same order`,
    };
  if (english === 0) return { atKey: true, message: `${englishPlace} has no "${name}"; leave it out here` };
  return {
    atKey: true,
    message: `"${name}" has ${nepali} ${items} and ${englishPlace} ${english}; give each of its ${items} its Nepali words, in the same order`,
  };
}

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
  const postSlugs = new Set(collections.news.files.map((file) => slugOfFile(file)));
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

  /** Whether the folder has this file (its path from the folder, as the schema's checker asks). */
  const fileExists = (pathInFolder: string) => {
    const file = join(root, pathInFolder);
    return existsSync(file) && statSync(file).isFile();
  };

  /** A file read and its fields checked by its kind's schema, each problem reported with its file and line. */
  async function read<Kind extends ContentKind, Language extends ContentLanguage>(
    file: string,
    kind: Kind,
    language: Language,
  ) {
    const checked = readContentFile(kind, language, await readFile(file, 'utf8'), fileExists);
    const report = (line: number, message: string) => problems.push({ file: shownName(file), line, message });
    for (const problem of checked.problems) report(problem.line, problem.message);
    const { data, parsed } = checked;
    return data === undefined ? undefined : { data, parsed, report };
  }

  /** A file the checked fields name (by its path from the folder), as the build opens it. */
  const inFolder = (pathInFolder: string) => join(root, pathInFolder);

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
  const newsInNepali = new Map<string, NewsPost>();
  for (const file of collections.news.files) {
    const result = await read(file, 'news', 'en');
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
    const post: NewsPost = {
      slug: slugOfFile(file),
      language: 'en',
      title: data.title,
      ...withBsDate('date', data.date),
      summary: data.summary,
      readTime: data.readTime ?? readTimeOf(article.words),
      kicker: data.kicker ?? englishKicker,
      cover: { image: await picture(inFolder(data.cover.image), 'cover', at(['cover', 'image'])), alt: data.cover.alt },
      comments: data.comments,
      gallery: await Promise.all(
        (data.gallery ?? []).map(async (entry, index) => ({
          ...entry,
          image: await picture(inFolder(entry.image), `gallery ${index + 1}`, at(['gallery', index, 'image'])),
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
    };
    news.push(post);
    const nepaliFile = collections.news.nepali.get(post.slug);
    const inNepali = nepaliFile && (await nepaliPost(nepaliFile, post, data));
    if (inNepali) newsInNepali.set(post.slug, inNepali);
  }

  /** A post's Nepali version, checked against its English post (`englishData`: the English file's fields). */
  async function nepaliPost(
    file: string,
    english: NewsPost,
    englishData: ContentFields<'news', 'en'>,
  ): Promise<NewsPost | undefined> {
    const result = await read(file, 'news', 'ne');
    if (!result) return undefined;
    const { data, parsed, report } = result;
    let matches = true;
    const mismatch = (path: (string | number)[], found: { atKey: boolean; message: string } | undefined) => {
      if (!found) return;
      report(parsed.lineOf(found.atKey ? path : [], found.atKey), found.message);
      matches = false;
    };
    mismatch(['gallery'], listMismatch('gallery', 'pictures', english.gallery.length, data.gallery?.length ?? 0));
    mismatch(['timeline'], listMismatch('timeline', 'entries', english.timeline.length, data.timeline?.length ?? 0));
    if (englishData.quote && !data.quote)
      mismatch([], {
        atKey: false,
        message: '"quote" is missing: the English file has one; give its Nepali text and role',
      });
    if (!englishData.quote && data.quote)
      mismatch(['quote'], { atKey: true, message: 'the English file has no "quote"; leave it out here' });
    if (englishData.kicker && !data.kicker)
      mismatch([], {
        atKey: false,
        message: `"kicker" is missing: the English file has one ("${englishData.kicker}")`,
      });
    const { article, problems: bodyProblems } = parseArticle(parsed.body, checkLink, {
      sectionIds: english.sections.map((section) => section.id),
      localLink: nepaliLink,
    });
    bodyProblems.forEach(bodyReporter(parsed, report));
    const sectionsMismatch = sectionMismatch(english.sections, article.sections);
    if (sectionsMismatch) report(parsed.bodyLine, sectionsMismatch);
    if (!matches || bodyProblems.length || sectionsMismatch) return undefined;
    return {
      ...english,
      language: 'ne',
      title: data.title,
      summary: data.summary,
      kicker: data.kicker ?? nepaliKicker,
      cover: { ...english.cover, alt: data.cover.alt },
      gallery: english.gallery.map((picture, index) => ({ ...picture, ...data.gallery?.[index] })),
      timeline: english.timeline.map((event, index) => ({ ...event, ...data.timeline?.[index] })),
      ...(english.quote && data.quote ? { quote: { ...english.quote, ...data.quote } } : {}),
      intro: article.intro,
      sections: article.sections,
    };
  }

  /** A Nepali version of a short text (a notice, an exam, a vacancy): its fields, and its paragraphs. */
  async function nepaliText<Kind extends 'notices' | 'exams' | 'vacancies'>(file: string, kind: Kind) {
    const result = await read(file, kind, 'ne');
    if (!result) return undefined;
    const body = parseParagraphs(result.parsed.body, checkLink, { localLink: nepaliLink });
    body.problems.forEach(bodyReporter(result.parsed, result.report));
    return body.problems.length ? undefined : { ...result, paragraphs: body.paragraphs };
  }

  const notices: Notice[] = [];
  const noticesInNepali = new Map<string, Notice>();
  for (const file of collections.notices.files) {
    const result = await read(file, 'notices', 'en');
    if (!result) continue;
    const { data, parsed, report } = result;
    const body = parseParagraphs(parsed.body, checkLink);
    body.problems.forEach(bodyReporter(parsed, report));
    const notice: Notice = {
      slug: slugOfFile(file),
      language: 'en',
      title: data.title,
      ...withBsDate('date', data.date),
      pinned: data.pinned ?? false,
      attachments: (data.attachments ?? []).map(({ file: attached, label }) => ({
        file: { kind: 'attachment', file: inFolder(attached) },
        label,
      })),
      paragraphs: body.paragraphs,
    };
    notices.push(notice);
    const nepaliFile = collections.notices.nepali.get(notice.slug);
    const nepali = nepaliFile ? await nepaliText(nepaliFile, 'notices') : undefined;
    if (!nepali) continue;
    const labels = nepali.data.attachments ?? [];
    const found = listMismatch('attachments', 'files', notice.attachments.length, labels.length);
    if (found) nepali.report(nepali.parsed.lineOf(found.atKey ? ['attachments'] : [], found.atKey), found.message);
    else
      noticesInNepali.set(notice.slug, {
        ...notice,
        language: 'ne',
        title: nepali.data.title,
        attachments: notice.attachments.map((attachment, index) => ({
          ...attachment,
          label: labels[index]?.label ?? attachment.label,
        })),
        paragraphs: nepali.paragraphs,
      });
  }

  const exams: ExamUpdate[] = [];
  const examsInNepali = new Map<string, ExamUpdate>();
  for (const file of collections.exams.files) {
    const result = await read(file, 'exams', 'en');
    if (!result) continue;
    const { data, parsed, report } = result;
    const body = parseParagraphs(parsed.body, checkLink);
    body.problems.forEach(bodyReporter(parsed, report));
    const exam: ExamUpdate = {
      slug: slugOfFile(file),
      language: 'en',
      ...data,
      ...withBsDate('date', data.date),
      note: body.paragraphs,
    };
    exams.push(exam);
    const nepaliFile = collections.exams.nepali.get(exam.slug);
    const nepali = nepaliFile ? await nepaliText(nepaliFile, 'exams') : undefined;
    if (nepali)
      examsInNepali.set(exam.slug, { ...exam, language: 'ne', subject: nepali.data.subject, note: nepali.paragraphs });
  }

  const vacancies: Vacancy[] = [];
  const vacanciesInNepali = new Map<string, Vacancy>();
  for (const file of collections.vacancies.files) {
    const result = await read(file, 'vacancies', 'en');
    if (!result) continue;
    const { data, parsed, report } = result;
    const body = parseParagraphs(parsed.body, checkLink);
    body.problems.forEach(bodyReporter(parsed, report));
    const vacancy: Vacancy = {
      slug: slugOfFile(file),
      language: 'en',
      ...data,
      ...withBsDate('closes', data.closes),
      description: body.paragraphs,
    };
    vacancies.push(vacancy);
    const nepaliFile = collections.vacancies.nepali.get(vacancy.slug);
    const nepali = nepaliFile ? await nepaliText(nepaliFile, 'vacancies') : undefined;
    if (nepali)
      vacanciesInNepali.set(vacancy.slug, {
        ...vacancy,
        ...nepali.data,
        language: 'ne',
        description: nepali.paragraphs,
      });
  }

  let school: SchoolData | undefined;
  let schoolInNepali: SchoolData | undefined;
  const schoolFile = join(root, 'school.yml');
  const schoolResult = await read(schoolFile, 'school', 'en').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    problems.push({ file: shownName(schoolFile), line: 1, message: 'the school data file is missing' });
    return undefined;
  });
  if (schoolResult) {
    const { data: whole, parsed, report } = schoolResult;
    const { ne, ...data } = whole;
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
          photo: await picture(inFolder(leader.photo), `photo of ${leader.name}`, (message) =>
            report(parsed.lineOf(['leadership', index, 'photo']), message),
          ),
        })),
      ),
      counters: data.counters.map((counter) => ({ ...counter, suffix: counter.suffix ?? '' })),
    };
    const inFile = 'school.yml above "ne:"';
    const leaders = listMismatch('leadership', 'leaders', data.leadership.length, ne.leadership.length, inFile);
    const counters = listMismatch('counters', 'counters', data.counters.length, ne.counters.length, inFile);
    if (leaders) report(parsed.lineOf(['ne', 'leadership'], true), leaders.message);
    if (counters) report(parsed.lineOf(['ne', 'counters'], true), counters.message);
    schoolInNepali = {
      ...school,
      logoSubtitle: ne.logoSubtitle,
      tagline: ne.tagline,
      levels: ne.levels,
      address: { ...school.address, lines: ne.address.lines },
      founder: { ...school.founder, role: ne.founder.role },
      leadership: school.leadership.map((leader, index) => ({ ...leader, ...ne.leadership[index] })),
      counters: school.counters.map((counter, index) => ({ ...counter, ...ne.counters[index] })),
    };
  }

  if (problems.length || !school || !schoolInNepali) throw new SiteContentError(problems);
  news.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  notices.sort(
    (a, b) => Number(b.pinned) - Number(a.pinned) || b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  );
  exams.sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
  vacancies.sort((a, b) => a.closes.localeCompare(b.closes) || a.title.localeCompare(b.title));
  /** The Nepali versions, in their English entries' order. */
  const inOrder = <T extends { slug: string }>(english: T[], nepali: Map<string, T>): T[] =>
    english.flatMap((entry) => nepali.get(entry.slug) ?? []);
  return {
    school,
    news,
    notices,
    exams,
    vacancies,
    ne: {
      school: schoolInNepali,
      news: inOrder(news, newsInNepali),
      notices: inOrder(notices, noticesInNepali),
      exams: inOrder(exams, examsInNepali),
      vacancies: inOrder(vacancies, vacanciesInNepali),
    },
  };
}

/** How a Nepali post's sections differ from its English post's, said for the clerk; undefined when they match. */
export function sectionMismatch(
  english: readonly ArticleSection[],
  nepali: readonly ArticleSection[],
): string | undefined {
  if (english.length !== nepali.length) {
    return `the text has ${nepali.length} sections ("## " headings) and the English file ${english.length}: give each English section its Nepali one, in the same order`;
  }
  for (const [index, section] of english.entries()) {
    const translated = nepali[index]!;
    if (section.after === translated.after) continue;
    return section.after
      ? `the section "${translated.heading}" must show [[${section.after}]], as its English section "${section.heading}" does`
      : `the section "${translated.heading}" shows [[${translated.after}]], which its English section "${section.heading}" does not`;
  }
  return undefined;
}

/** A content date's field and its B.S. date beside it (`<name>Bs`), the latter left out outside the calendar table. */
function withBsDate<Name extends string>(
  name: Name,
  isoDate: string,
): Record<Name, string> & Partial<Record<`${Name}Bs`, string>> {
  const bs = bsIsoOfAd(isoDate);
  return { [name]: isoDate, ...(bs ? { [`${name}Bs`]: bs } : {}) } as Record<Name, string> &
    Partial<Record<`${Name}Bs`, string>>;
}

/** A file's address name: its name without .md, in small letters, digits and hyphens. */
function slugOfFile(file: string): string {
  return basename(file, '.md');
}

const slugPattern = '[a-z0-9]+(?:-[a-z0-9]+)*';
const englishFileName = new RegExp(`^${slugPattern}\\.md$`);
const nepaliFileName = new RegExp(`^(${slugPattern})\\.ne\\.md$`);
const otherLanguageFileName = new RegExp(`^${slugPattern}\\.[a-z]{2,3}\\.md$`);

/** A collection's files: the English ones, and the Nepali versions by their English file's slug. */
interface CollectionFiles {
  files: string[];
  nepali: Map<string, string>;
}

async function markdownFiles(
  root: string,
  collection: string,
  problems: ContentProblem[],
  shownName: (file: string) => string,
): Promise<CollectionFiles> {
  const folder = join(root, collection);
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files: string[] = [];
  const nepali = new Map<string, string>();
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const file = join(folder, entry.name);
    if (!entry.isFile() || entry.name.startsWith('.') || entry.name === 'README.md') continue;
    if (!entry.name.endsWith('.md')) {
      problems.push({
        file: shownName(file),
        line: 1,
        message: `only Markdown files (.md) belong in ${collection}/; put pictures and PDFs in images/ or files/`,
      });
    } else if (nepaliFileName.test(entry.name)) {
      nepali.set(nepaliFileName.exec(entry.name)![1]!, file);
    } else if (otherLanguageFileName.test(entry.name)) {
      problems.push({
        file: shownName(file),
        line: 1,
        message:
          'the site is in English and Nepali: a Nepali version is named after its English file with .ne.md, such as sports-day-2025.ne.md beside sports-day-2025.md',
      });
    } else if (!englishFileName.test(entry.name)) {
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
  const slugs = new Set(files.map(slugOfFile));
  for (const [slug, file] of nepali) {
    if (slugs.has(slug)) continue;
    problems.push({
      file: shownName(file),
      line: 1,
      message: `there is no English file ${slug}.md beside this Nepali version: write the English file too (it gives the date, the pictures and the page's address), or name this file after it`,
    });
    nepali.delete(slug);
  }
  return { files, nepali };
}
