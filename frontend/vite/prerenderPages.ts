/**
 * Pre-renders every route at build time (the one pre-render path of the site). After Vite has built the browser
 * bundle, this plugin builds src/entry-prerender.ts for Node (vite build --ssr, into a temporary folder), renders
 * each page of the route table (src/lib/paths.ts) with it (React Router's StaticRouter, react-dom/static,
 * Emotion's style extraction; see src/app/renderPage.tsx) and writes `<route>/index.html` (home: index.html, unknown
 * paths: 404.html): the built
 * index.html with the page's head tags, its CSS and its markup inside #root, and in place of Vite's module script,
 * its preloads and the /config.js tag, one small inline script (vite/startAfterLoad.js, minified) that fetches
 * /config.js and the page's modules once the page has loaded and painted, then runs the entry. The browser hydrates
 * that markup (src/app/startInBrowser.tsx). The inline script's sha256 goes to dist/csp-script-src.txt, which
 * nginx/render.sh adds to the Content-Security-Policy's script-src (which allows no other inline script).
 *
 * Absolute addresses (canonical, link previews) carry the placeholder __PUBLIC_SITE_URL__, which nginx/render.sh
 * replaces with PUBLIC_SITE_URL when the site starts.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minifySync, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { postModuleId } from './siteContent.ts';

/** A route of the app's route table (src/lib/paths.ts), as far as the plugin needs it. */
interface TableRoute {
  path: string;
  page: string;
  /** A page per entry of this collection, at its slug (a news post's). */
  each?: string;
}

/** What the plugin uses of src/entry-prerender.ts (the app's own types belong to another TypeScript project). */
interface PrerenderModule {
  prerenderedPages: readonly { route: TableRoute; path: string; language: string; file: string }[];
  pageModuleFile: (route: TableRoute) => string;
  renderPage: (path: string) => Promise<{ head: string; body: string }>;
}

export const prerenderEntry = 'src/entry-prerender.ts';

/** What composePage puts into the built index.html for one page. */
export interface PageParts {
  /** The page's head tags (title, meta, canonical) and its Emotion styles. */
  head: string;
  /** The markup of #root. */
  body: string;
  /** The CSS files the page's modules import: render-blocking, as the page needs them to paint. */
  stylesheets: string[];
  /** Every JavaScript file the page runs before it is interactive, for the boot script to fetch at once. */
  modules: string[];
  /** The text of vite/startAfterLoad.js as built (minified), written inline. */
  bootScript: string;
  /** The page's language, for <html lang>. */
  language: string;
}

/** The file the build writes the boot script's CSP source to (`'sha256-…'`), for nginx/render.sh. */
export const cspScriptSourceFile = 'csp-script-src.txt';

/** The CSP source expression that allows exactly this inline script (CSP Level 2's hash source). */
export function cspHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

// Vite's module script and module preloads, and the runtime settings' script, in the built index.html: the boot
// script takes their place (the comment above the settings' tag speaks of it, so it goes too).
const moduleScriptTag = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const modulePreloadTags = /[ \t]*<link rel="modulepreload" crossorigin href="[^"]+">\n?/g;
const configScriptTag = /(?:[ \t]*<!--(?:(?!-->)[\s\S])*-->\n)?[ \t]*<script defer src="([^"]+)"><\/script>\n?/;

/** The built index.html with one page in it: head tags in place of the shell's <title>, markup inside #root. */
export function composePage(shell: string, page: PageParts): string {
  const title = /[ \t]*<title>[^<]*<\/title>\n?/;
  const emptyRoot = '<div id="root"></div>';
  const entry = moduleScriptTag.exec(shell)?.[1];
  const config = configScriptTag.exec(shell)?.[1];
  if (!title.test(shell) || !shell.includes(emptyRoot) || !shell.includes('<html lang="en">') || !entry || !config) {
    throw new Error(
      'pre-render: index.html has no <html lang="en">, no <title>, no empty <div id="root"></div>, no module script or no settings script',
    );
  }
  if (/<\/script/i.test(page.bootScript)) throw new Error('pre-render: the boot script must not contain "</script"');
  const stylesheets = page.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const head = [page.head, ...stylesheets].join('\n    ');
  const boot = `<script data-entry="${entry}" data-config="${config}" data-modules="${page.modules.join(' ')}">${page.bootScript}</script>`;
  // Replacer functions: a "$" in the page must not be read as a replacement pattern.
  return shell
    .replace('<html lang="en">', () => `<html lang="${page.language}">`)
    .replace(configScriptTag, '')
    .replace(modulePreloadTags, '')
    .replace(moduleScriptTag, () => `    ${boot}\n`)
    .replace(title, () => `    ${head}\n`)
    .replace(emptyRoot, () => `<div id="root">${page.body}</div>`);
}

/**
 * The chunk of a route's page module (its own chunk, which the page preloads and the bench weighs). A route whose
 * module the build did not make into a chunk fails the build: its page would have no preloads.
 */
export function pageChunkFile(
  chunks: readonly Pick<Rollup.OutputChunk, 'facadeModuleId' | 'fileName'>[],
  root: string,
  route: TableRoute,
  moduleFile: string,
): string {
  const chunk = chunks.find(
    (candidate) => candidate.facadeModuleId && relative(root, candidate.facadeModuleId) === moduleFile,
  );
  if (!chunk) throw new Error(`route ${route.path} has no module: the build made no chunk of ${moduleFile}`);
  return chunk.fileName;
}

/**
 * The chunk of the post a news post's page shows, in the page's language: its Nepali module on a Nepali page, or its
 * English one when the post has no Nepali version (the page shows it in English); none for another page.
 */
export function postChunkFile(
  chunks: readonly Pick<Rollup.OutputChunk, 'facadeModuleId' | 'fileName'>[],
  page: { route: TableRoute; path: string; language: string },
): string | undefined {
  if (page.route.each !== 'news') return undefined;
  const slug = page.path.slice(page.path.lastIndexOf('/') + 1);
  const language = page.language === 'ne' ? 'ne' : 'en';
  for (const id of new Set([postModuleId(slug, language), postModuleId(slug)])) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (chunk) return chunk.fileName;
  }
  return undefined;
}

/** A chunk's file and the files of everything it imports statically, with their CSS. */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * The chunks of a language's texts (src/content/<language>/…) that these chunks import dynamically: a text module's
 * own chunk, or a chunk that holds several (vite.config.ts groups the small ones every page of a language needs).
 */
export function textChunksOf(
  bundle: Rollup.OutputBundle,
  root: string,
  language: string,
  fileNames: readonly string[],
): string[] {
  const textFolder = join('src', 'content', language) + sep;
  const isText = (moduleId: string) => relative(root, moduleId).startsWith(textFolder);
  return fileNames.flatMap((fileName) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk') return [];
    return chunk.dynamicImports.filter((imported) => {
      const target = bundle[imported];
      if (target?.type !== 'chunk') return false;
      return (target.facadeModuleId !== null && isText(target.facadeModuleId)) || target.moduleIds.some(isText);
    });
  });
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    // Not in the Node build it starts itself.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // After Vite has emitted index.html, with its hashed script and style names.
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') this.error('prerender-pages: the build produced no index.html');
        const shell = String(index.source);

        const outDir = await mkdtemp(join(tmpdir(), 'school-prerender-'));
        try {
          await build({
            root: config.root,
            configFile: config.configFile,
            mode: config.mode,
            logLevel: 'warn',
            // Everything bundled: the same module instances and the same Vite plugins as the browser's build.
            ssr: { noExternal: true },
            build: {
              ssr: prerenderEntry,
              outDir,
              emptyOutDir: true,
              copyPublicDir: false,
              minify: false,
              // .mjs throughout: Node (and loaders such as tsx, under which the bench builds) must read every chunk
              // as an ES module, and the temporary folder has no package.json saying so.
              rollupOptions: {
                output: { entryFileNames: 'entry-prerender.mjs', chunkFileNames: 'assets/[name]-[hash].mjs' },
              },
            },
          });
          const app = (await import(pathToFileURL(join(outDir, 'entry-prerender.mjs')).href)) as PrerenderModule;

          // Each route's page chunk, and what it imports beyond the entry's own imports, preloaded by the page.
          const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
          const entry = chunks.find((chunk) => chunk.isEntry);
          if (!entry) this.error('prerender-pages: the build has no entry chunk');
          // The entry and what it imports, statically or in its start-up steps (src/main.tsx); not the pages, which
          // the app's chunk imports on demand.
          const entryFiles = staticClosure(bundle, entry.fileName);
          for (const step of entry.dynamicImports) staticClosure(bundle, step, entryFiles);
          const bootSource = await readFile(join(config.root, 'vite/startAfterLoad.js'), 'utf8');
          const minified = minifySync('startAfterLoad.js', bootSource);
          if (minified.errors.length > 0)
            this.error(`prerender-pages: vite/startAfterLoad.js: ${minified.errors[0]!.message}`);
          const bootScript = minified.code.trim();
          this.emitFile({ type: 'asset', fileName: cspScriptSourceFile, source: `${cspHashSource(bootScript)}\n` });
          const isScript = (file: string) => file.endsWith('.js');
          const entryModules = [...entryFiles].filter(isScript).map((file) => `${config.base}${file}`);
          for (const page of app.prerenderedPages) {
            let pageChunk: string;
            try {
              pageChunk = pageChunkFile(chunks, config.root, page.route, app.pageModuleFile(page.route));
            } catch (error) {
              this.error(`prerender-pages: ${(error as Error).message}`);
            }
            const pageClosure = staticClosure(bundle, pageChunk);
            // A news post's page runs its post's own module too (src/content/newsPosts.ts), in the page's language,
            // which the page chunk imports only when it runs: fetched with the rest, so hydration does not wait for a
            // second round trip.
            const postChunk = postChunkFile(chunks, page);
            if (postChunk) staticClosure(bundle, postChunk, pageClosure);
            // A page in another language runs its texts' chunks too (src/content/<language>/), which the layout's and
            // the page's modules import when they run: fetched with the rest, so hydration waits for no second round.
            if (page.language !== 'en') {
              for (const text of textChunksOf(bundle, config.root, page.language, [...entryFiles, ...pageClosure]))
                staticClosure(bundle, text, pageClosure);
            }
            const pageFiles = [...pageClosure].filter((file) => !entryFiles.has(file));
            const rendered = await app.renderPage(page.path);
            const html = composePage(shell, {
              ...rendered,
              stylesheets: pageFiles.filter((file) => file.endsWith('.css')).map((file) => `${config.base}${file}`),
              modules: [...entryModules, ...pageFiles.filter(isScript).map((file) => `${config.base}${file}`)],
              bootScript,
              language: page.language,
            });
            if (page.file === 'index.html') index.source = html;
            else this.emitFile({ type: 'asset', fileName: page.file, source: html });
          }
        } finally {
          await rm(outDir, { recursive: true, force: true });
        }
      },
    },
  };
}
