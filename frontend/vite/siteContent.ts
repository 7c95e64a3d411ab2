/**
 * The school's content folder as the app's modules. At the start of every build (and of the dev server) this plugin
 * reads and checks the folder (vite/siteContent/loadSiteContent.ts): a bad file fails the build with its file and
 * line. The app imports the result as virtual modules, one per collection so each page loads only its own:
 * `virtual:site-content/school`, `/news`, `/newsCards`, `/notices`, `/exams`, `/vacancies` (their types:
 * src/content/siteContent.d.ts). A post's page loads only its own post: `/newsPosts` maps each post's slug to
 * its module, `/newsPost/<slug>` (src/content/newsPosts.ts). The Markdown is HTML by then: no Markdown code reaches
 * the browser. Pictures and attachments are imported from the folder, so Vite hashes and copies them like any
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
import { loadSiteContent, type SiteContent } from './siteContent/loadSiteContent.ts';
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
/** One news post's module: `virtual:site-content/newsPost/<slug>`. */
const postModulePrefix = 'newsPost/';
/** The index of the posts' modules. */
const postIndex = 'newsPosts';

/** The module id of one post's module, as chunks name it (their facadeModuleId): vite/prerenderPages.ts preloads it. */
export const postModuleId = (slug: string) => `\0${prefix}${postModulePrefix}${slug}`;

/** The index module: each post's slug and a function that imports its module (each its own chunk). */
export function newsPostsModule(slugs: readonly string[]): string {
  const entries = slugs.map(
    (slug) => `  ${JSON.stringify(slug)}: () => import(${JSON.stringify(`${prefix}${postModulePrefix}${slug}`)}),`,
  );
  return `export const newsPostModules = {\n${entries.join('\n')}\n};\n`;
}

/**
 * A collection's data. `newsCards` is the news without the posts' text and pictures beyond the cover: what the blog's
 * list and home show, so those pages do not carry every post's text.
 */
export function collectionData(content: SiteContent, name: Collection): unknown {
  if (name !== 'newsCards') return content[name];
  return content.news.map(({ slug, title, date, dateBs, summary, readTime, cover }) => ({
    slug,
    title,
    date,
    dateBs,
    summary,
    readTime,
    cover,
  }));
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
    imports.push(`import ${id} from ${JSON.stringify(`${file}?no-inline`)};`);
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
        resizePictures(data, (file) =>
          resizeImage(file, imageCache).catch((error: Error) =>
            this.error(`${file}: the picture cannot be resized (${error.message})`),
          ),
        );
      if (name === postIndex) return newsPostsModule(content.news.map((post) => post.slug));
      if (name.startsWith(postModulePrefix)) {
        const post = content.news.find((candidate) => candidate.slug === name.slice(postModulePrefix.length));
        if (!post) this.error(`${id.slice(1)}: no news post has that slug`);
        return collectionModule('newsPost', post, await resizeAll(post));
      }
      if (!collections.includes(name as Collection)) {
        this.error(
          `${id.slice(1)} is not a content module: use one of ${[...collections, postIndex, `${postModulePrefix}<slug>`].join(', ')}`,
        );
      }
      const data = collectionData(content, name as Collection);
      const module = collectionModule(name as Collection, data, await resizeAll(data));
      // Exam Info sorts past exams from upcoming ones by the visitor's clock once the page runs; the pre-rendered page
      // (and the render that hydrates it) by the day of the build, the same in both of the build's bundles.
      return name === 'exams' ? `${module}export const judgedOn = ${JSON.stringify(buildDay())};\n` : module;
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
