/**
 * The school's content folder as the app's modules. At the start of every build (and of the dev server) this plugin
 * reads and checks the folder (vite/siteContent/loadSiteContent.ts): a bad file fails the build with its file and
 * line. The app imports the result as virtual modules, one per collection so each page loads only its own:
 * `virtual:site-content/school`, `/news`, `/newsCards`, `/notices`, `/exams`, `/vacancies` (their types:
 * src/content/siteContent.d.ts). A post's page loads only its own post: `/newsPosts` maps each post's slug to
 * its module, `/newsPost/<slug>` (src/content/newsPosts.ts). The Markdown is HTML by then: no Markdown code reaches
 * the browser.
 *
 * In Nepali (the `.ne.md` versions and school.yml's `ne:` block): `virtual:site-content/ne/school`, `/ne/newsCards`,
 * `/ne/notices`, `/ne/exams` and `/ne/vacancies` hold only the Nepali words, by entry (slug), which the Nepali
 * content modules (src/content/ne/) put over the English entries, so no picture comes twice; `/ne/newsPosts` maps
 * every post's slug to its Nepali module, `/ne/newsPost/<slug>` (its words over its English module's, which it
 * imports: the pictures stay the English module's alone, so no chunk of them is shared), or to its English module
 * when it has no Nepali version. Only Nepali pages import them. Pictures and attachments are imported from the folder, so Vite hashes and copies them like any
 * asset; photos are first resized into the layout's widths and modern formats (vite/siteContent/resizeImages.ts),
 * cached in SITE_IMAGE_CACHE_DIR
 * (by default frontend/node_modules/.cache/site-content-images).
 *
 * The folder is SITE_CONTENT_DIR, by default site-content/ at the top of the repository; tests point it at their own.
 * The browser build also writes `content/posts.json` (the news posts that take comments, which comments-service
 * reads: COMMENTS_POSTS_FILE), `content/firestore.rules` (the same posts in Firestore's rules) and `feed.xml`, the Atom feed of the news, with the pre-rendered pages'
 * address placeholder that nginx/render.sh fills in at start.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { atomFeed } from './siteContent/atomFeed.ts';
import { firestoreRulesFor } from './siteContent/firestoreRules.ts';
import { loadSiteContent, type NewsPost, type SiteContent } from './siteContent/loadSiteContent.ts';
import {
  defaultImageCache,
  isResizable,
  resizeImage,
  type ResizedFile,
  type ResizedImage,
} from './siteContent/resizeImages.ts';

const prefix = 'virtual:site-content/';
const collections = ['school', 'news', 'newsCards', 'notices', 'exams', 'vacancies'] as const;
type Collection = (typeof collections)[number];
/** The collections whose Nepali words have a module, `virtual:site-content/ne/<name>`. */
const nepaliCollections = ['school', 'newsCards', 'notices', 'exams', 'vacancies'] as const;
type NepaliCollection = (typeof nepaliCollections)[number];
/** The prefix of the Nepali modules. */
const nepaliPrefix = 'ne/';
/** One news post's module: `virtual:site-content/newsPost/<slug>` (`ne/newsPost/<slug>` in Nepali). */
const postModulePrefix = 'newsPost/';
/** The index of the posts' modules (`ne/newsPosts` in Nepali). */
const postIndex = 'newsPosts';

/** A post's module, as the app imports it: its English one, or its Nepali one. */
const postModule = (slug: string, language: 'en' | 'ne' = 'en') =>
  `${prefix}${language === 'en' ? '' : nepaliPrefix}${postModulePrefix}${slug}`;

/**
 * The module id of one post's module in a language, as chunks name it (their facadeModuleId): vite/prerenderPages.ts
 * preloads it. A post without a Nepali version has no Nepali module: its Nepali page shows the English one.
 */
export const postModuleId = (slug: string, language: 'en' | 'ne' = 'en') => `\0${postModule(slug, language)}`;

/**
 * The index module: each post's slug and a function that imports its module (each its own chunk). In Nepali, the
 * Nepali module of a post `translated` has, the English one of the others.
 */
export function newsPostsModule(
  slugs: readonly string[],
  language: 'en' | 'ne' = 'en',
  translated: ReadonlySet<string> = new Set(),
): string {
  const entries = slugs.map((slug) => {
    const module = postModule(slug, language !== 'en' && translated.has(slug) ? language : 'en');
    return `  ${JSON.stringify(slug)}: () => import(${JSON.stringify(module)}),`;
  });
  return `export const newsPostModules = {\n${entries.join('\n')}\n};\n`;
}

/**
 * A collection's data. `newsCards` is the news without the posts' text and pictures beyond the cover: what the blog's
 * list and home show, so those pages do not carry every post's text.
 */
export function collectionData(content: SiteContent, name: Collection): unknown {
  if (name !== 'newsCards') return content[name];
  return content.news.map(({ slug, language, title, date, dateBs, summary, readTime, cover }) => ({
    slug,
    language,
    title,
    date,
    dateBs,
    summary,
    readTime,
    cover,
  }));
}

/**
 * A post's Nepali module: its Nepali words over its English module, which gives the pictures, dates and flags (and
 * is preloaded with it: a static import).
 */
export function nepaliPostModule(post: NewsPost): string {
  const words = {
    title: post.title,
    summary: post.summary,
    kicker: post.kicker,
    coverAlt: post.cover.alt,
    gallery: post.gallery.map(({ alt, caption, credit }) => ({ alt, caption, credit })),
    timeline: post.timeline.map(({ title, description }) => ({ title, description })),
    quote: post.quote ? { text: post.quote.text, role: post.quote.role } : {},
    intro: post.intro,
    sections: post.sections,
  };
  return [
    `import { newsPost as english } from ${JSON.stringify(postModule(post.slug))};`,
    `const words = ${JSON.stringify(words)};`,
    'export const newsPost = {',
    '  ...english,',
    "  language: 'ne',",
    '  title: words.title,',
    '  summary: words.summary,',
    '  kicker: words.kicker,',
    '  cover: { ...english.cover, alt: words.coverAlt },',
    '  gallery: english.gallery.map((picture, index) => ({ ...picture, ...words.gallery[index] })),',
    '  timeline: english.timeline.map((event, index) => ({ ...event, ...words.timeline[index] })),',
    '  ...(english.quote ? { quote: { ...english.quote, ...words.quote } } : {}),',
    '  intro: words.intro,',
    '  sections: words.sections,',
    '};',
    '',
  ].join('\n');
}

/** Entries by slug. */
const bySlug = <T extends { slug: string }, W>(entries: readonly T[], words: (entry: T) => W): Record<string, W> =>
  Object.fromEntries(entries.map((entry) => [entry.slug, words(entry)]));

/**
 * A collection's Nepali words, without what the English entries already give (dates, pictures, files, flags): by
 * slug for the entries that have a Nepali version; the school's words for `school`.
 */
export function nepaliWords(content: SiteContent, name: NepaliCollection): unknown {
  const { ne } = content;
  switch (name) {
    case 'school':
      return {
        logoSubtitle: ne.school.logoSubtitle,
        tagline: ne.school.tagline,
        levels: ne.school.levels,
        address: { lines: ne.school.address.lines },
        founder: { role: ne.school.founder.role },
        leadership: ne.school.leadership.map(({ role, bio }) => ({ role, bio })),
        counters: ne.school.counters.map(({ label }) => ({ label })),
      };
    case 'newsCards':
      return bySlug(ne.news, ({ title, summary, cover }) => ({ title, summary, cover: { alt: cover.alt } }));
    case 'notices':
      return bySlug(ne.notices, ({ title, attachments, paragraphs }) => ({
        title,
        attachments: attachments.map(({ label }) => ({ label })),
        paragraphs,
      }));
    case 'exams':
      return bySlug(ne.exams, ({ subject, note }) => ({ subject, note }));
    case 'vacancies':
      return bySlug(ne.vacancies, ({ title, location, apply, description }) => ({
        title,
        location,
        apply,
        description,
      }));
  }
}

/** What the plugin offers the build's other plugins (vite/seoFiles.ts): the checked content. */
export interface SiteContentApi {
  content: () => Promise<SiteContent>;
}

/** What the plugin uses of src/lib/paths.ts (the app's own types belong to another TypeScript project). */
interface RouteTableModule {
  pageRoutes: readonly { path: string }[];
}

/**
 * The day of the build in Nepal (ISO), kept in the environment so the build's two bundles (browser and pre-render,
 * each with its own copy of this plugin) agree even across midnight.
 */
export function buildDay(environment = process.env): string {
  environment.SITE_BUILD_DAY ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());
  return environment.SITE_BUILD_DAY;
}

/** The file the browser build writes the commentable posts to, under dist/ (see comments-service). */
export const postsFile = 'content/posts.json';

/** Firestore's rules with the posts that take comments (firebase.json deploys frontend/dist's copy). */
export const firestoreRulesFile = 'content/firestore.rules';

/** The Atom feed, under dist/ (nginx serves the copy render.sh completes). */
export const feedFile = 'feed.xml';

export function siteContentFolder(root: string, environment = process.env): string {
  return resolve(root, environment.SITE_CONTENT_DIR || '../site-content');
}

/** The post's address: /blogs/<slug>, as the site has always written it. */
export const postPath = (slug: string) => `/blogs/${slug}`;

/** Every picture file a collection's data holds. */
function pictureFiles(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const entry of value) pictureFiles(entry, found);
  else if (value && typeof value === 'object') {
    const entry = value as { kind?: unknown; file?: unknown };
    if (entry.kind === 'image' && typeof entry.file === 'string') found.add(entry.file);
    else for (const inner of Object.values(value)) pictureFiles(inner, found);
  }
  return found;
}

/** Resizes every photo of a collection (SVGs stay as they are), each once however often it is shown. */
export async function resizePictures(
  value: unknown,
  resize: (file: string) => Promise<ResizedImage>,
): Promise<Map<string, ResizedImage>> {
  const photos = [...pictureFiles(value)].filter(isResizable);
  return new Map(await Promise.all(photos.map(async (file) => [file, await resize(file)] as const)));
}

const mimeTypes = { avif: 'image/avif', webp: 'image/webp' } as const;

/** The pictures' and attachments' modules the lists import (newsCards, notices), as the build names them. */
const listPictures = new Set<string>();

/**
 * Whether a module is a picture or attachment of the news and notices lists: vite.config.ts puts them in the lists'
 * chunk ('newsAndNotices'), where a post's page finds its cover too, rather than in chunks of their own.
 */
export function isListPicture(id: string): boolean {
  return listPictures.has(id);
}

/**
 * A collection's module: its data as a JSON literal, with each picture an import of its file (`?no-inline`: a file
 * of its own, never a data: address, which the CSP refuses) and each attachment the same. A resized photo (`resized`)
 * is its widest fallback file, with `srcset` and `sources` naming every width and format.
 */
export function collectionModule(
  name: Collection | 'newsPost',
  value: unknown,
  resized: ReadonlyMap<string, ResizedImage> = new Map(),
): string {
  const imports: string[] = [];
  const code: string[] = [];
  const importOf = (file: string) => {
    const id = `__asset${imports.length}__`;
    const imported = `${file}?no-inline`;
    if (name === 'newsCards' || name === 'notices') listPictures.add(imported);
    imports.push(`import ${id} from ${JSON.stringify(imported)};`);
    return id;
  };
  /** A srcset as code: the imported files' addresses with their widths. */
  const srcset = (files: ResizedFile[]) => {
    const marker = `__code${code.length}__`;
    code.push(`\`${files.map((file) => `\${${importOf(file.file)}} ${file.width}w`).join(', ')}\``);
    return marker;
  };
  const json = JSON.stringify(value, (_key, entry: unknown) => {
    if (entry && typeof entry === 'object' && 'kind' in entry && 'file' in entry) {
      const { kind, file, width, height } = entry as { kind: string; file: string; width?: number; height?: number };
      if (kind !== 'image') return { href: importOf(file) };
      const photo = resized.get(file);
      if (!photo) return { src: importOf(file), width, height };
      return {
        src: importOf(photo.fallback.file),
        width: photo.fallback.width,
        height: photo.fallback.height,
        srcset: srcset(photo.fallbacks),
        sources: photo.sources.map((source) => ({ type: mimeTypes[source.format], srcset: srcset(source.files) })),
      };
    }
    return entry;
  });
  const body = json
    .replace(/"(__asset\d+__)"/g, '$1')
    .replace(/"__code(\d+)__"/g, (_match, index: string) => code[Number(index)]!);
  return `${imports.join('\n')}\nexport const ${name} = ${body};\n`;
}

/** The news posts that take comments, for comments-service and the Firestore rules. */
export function commentablePosts(content: SiteContent): { posts: string[] } {
  return { posts: content.news.filter((post) => post.comments).map((post) => post.slug) };
}

export function siteContent(): Plugin {
  let root = process.cwd();
  let folder = '';
  let loading: Promise<SiteContent> | undefined;
  let serverBuild = false;
  let imageCache = '';
  /** Each photo resized once a build, however many modules show it (a cover in the cards, its post, its Nepali post). */
  let resizing = new Map<string, Promise<ResizedImage>>();

  const load = () =>
    (loading ??= (async () => {
      const { module } = await runnerImport<RouteTableModule>('/src/lib/paths.ts', {
        root,
        configFile: false,
        logLevel: 'silent',
      });
      return loadSiteContent({ folder, pages: module.pageRoutes.map((route) => route.path), postPath });
    })());

  return {
    name: 'site-content',
    api: { content: () => load() } satisfies SiteContentApi,
    configResolved(config) {
      root = config.root;
      folder = siteContentFolder(root);
      imageCache = process.env.SITE_IMAGE_CACHE_DIR
        ? resolve(root, process.env.SITE_IMAGE_CACHE_DIR)
        : defaultImageCache(root);
      serverBuild = Boolean(config.build.ssr);
    },
    async buildStart() {
      loading = undefined;
      resizing = new Map();
      // Checked at once, so a bad file fails the build before anything is bundled, with every problem listed.
      await load();
      this.addWatchFile(folder);
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const name = id.slice(prefix.length + 1);
      const content = await load();
      const resizeAll = (data: unknown) =>
        resizePictures(data, (file) => {
          if (!resizing.has(file)) resizing.set(file, resizeImage(file, imageCache));
          return resizing
            .get(file)!
            .catch((error: Error) => this.error(`${file}: the picture cannot be resized (${error.message})`));
        });
      const slugs = content.news.map((post) => post.slug);
      if (name === postIndex) return newsPostsModule(slugs);
      if (name === `${nepaliPrefix}${postIndex}`) {
        return newsPostsModule(slugs, 'ne', new Set(content.ne.news.map((post) => post.slug)));
      }
      const postName = name.startsWith(nepaliPrefix) ? name.slice(nepaliPrefix.length) : name;
      if (postName.startsWith(postModulePrefix)) {
        const inNepali = postName !== name;
        const slug = postName.slice(postModulePrefix.length);
        const post = (inNepali ? content.ne.news : content.news).find((candidate) => candidate.slug === slug);
        if (!post) this.error(`${id.slice(1)}: no news post has that slug${inNepali ? ' and a Nepali version' : ''}`);
        return inNepali ? nepaliPostModule(post) : collectionModule('newsPost', post, await resizeAll(post));
      }
      if (name.startsWith(nepaliPrefix)) {
        const collection = name.slice(nepaliPrefix.length) as NepaliCollection;
        if (nepaliCollections.includes(collection)) {
          return collectionModule(collection, nepaliWords(content, collection));
        }
      }
      if (!collections.includes(name as Collection)) {
        this.error(
          `${id.slice(1)} is not a content module: use one of ${[
            ...collections,
            postIndex,
            `${postModulePrefix}<slug>`,
            ...[...nepaliCollections, postIndex, `${postModulePrefix}<slug>`].map((name) => `${nepaliPrefix}${name}`),
          ].join(', ')}`,
        );
      }
      const data = collectionData(content, name as Collection);
      const module = collectionModule(name as Collection, data, await resizeAll(data));
      // Exam Info sorts past exams from upcoming ones, and Careers closed vacancies from open ones, by the visitor's
      // clock once the page runs; the pre-rendered page (and the render that hydrates it) by the day of the build,
      // the same in both of the build's bundles.
      return name === 'exams' || name === 'vacancies'
        ? `${module}export const judgedOn = ${JSON.stringify(buildDay())};\n`
        : module;
    },
    configureServer(server) {
      // The dev server picks a changed file up on its next page load.
      server.watcher.add(folder);
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(folder)) return;
        loading = undefined;
        for (const [moduleId, module] of server.moduleGraph.idToModuleMap) {
          if (moduleId.startsWith(`\0${prefix}`)) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
    async generateBundle() {
      if (serverBuild) return;
      const content = await load();
      const posts = `${JSON.stringify(commentablePosts(content), null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: postsFile, source: posts });
      const rulesTemplate = await readFile(resolve(root, '../firestore.rules'), 'utf8');
      const rules = firestoreRulesFor(rulesTemplate, commentablePosts(content).posts);
      this.emitFile({ type: 'asset', fileName: firestoreRulesFile, source: rules });
      const { module: site } = await runnerImport<{ publicSiteUrlPlaceholder: string }>('/src/lib/siteUrl.ts', {
        root,
        configFile: false,
        logLevel: 'silent',
      });
      const feed = atomFeed(content.news, content.notices, {
        siteUrl: site.publicSiteUrlPlaceholder,
        title: `${content.school.name}: news and notices`,
        author: content.school.name,
        postPath,
        blogPath: '/blog',
        noticesPath: '/notices',
      });
      this.emitFile({ type: 'asset', fileName: feedFile, source: feed });
    },
  };
}
