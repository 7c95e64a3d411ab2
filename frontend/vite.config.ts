import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { muiPlainTheme } from './vite/muiPlainTheme.ts';
import { prerenderPages } from './vite/prerenderPages.ts';
import { seoFiles } from './vite/seoFiles.ts';
import { isListPicture, siteContent } from './vite/siteContent.ts';

/**
 * The language whose words alone make these modules (src/content/<language>/…, the content folder's words in it, its
 * font, the contracts' Nepali words shared with office-service), or undefined: English is in the modules every page
 * has.
 */
function wordsLanguageOf(moduleIds: readonly string[]): string | undefined {
  const languages = moduleIds.map(
    (id) =>
      /[\\/]src[\\/]content[\\/]([a-z]{2,3})[\\/]|virtual:site-content[\\/]([a-z]{2,3})[\\/]/
        .exec(id)
        ?.slice(1)
        .find(Boolean) ??
      (/noto-sans-devanagari|[\\/]contracts[\\/]dist[\\/]\w+InNepali\.js$/.test(id) ? 'ne' : undefined),
  );
  const [first] = languages;
  return first && languages.every((language) => language === first) ? first : undefined;
}

/**
 * React Router's package exports only its development build (dist/development, with its warnings), whatever the
 * mode: remix-run/react-router#12532, meant as temporary. Its production build is the same code without them, half a
 * kilobyte less on every page.
 */
const reactRouterBuild = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/',
);

export default defineConfig({
  plugins: [react(), muiPlainTheme(), siteContent(), prerenderPages(), seoFiles()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: `${reactRouterBuild}index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${reactRouterBuild}dom-export.mjs` },
    ],
  },
  define: {
    // The year the pre-rendered pages show until the browser hydrates them (SiteFooter), the same in both builds.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    target: 'es2020',
    // Hashed file names under /assets/ are what nginx caches for a year as immutable.
    assetsDir: 'assets',
    sourcemap: false,
    reportCompressedSize: false,
    // Which files each route loads (dist/.vite/manifest.json): what `make check-budgets` weighs. Not served (nginx).
    manifest: true,
    // Every browser the site targets preloads modules itself; where one does not, pages still load, a little later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A chunk of nothing but another language's words is named after the language ("ne-home-….js"), so the
        // built site shows which files only that language's pages load, and the Lighthouse bench can tell them apart.
        chunkFileNames: (chunk) => {
          // A chunk's style sheets (the Devanagari font's) say nothing of its language.
          const scripts = [chunk.facadeModuleId, ...chunk.moduleIds].filter((id) => id && !id.endsWith('.css'));
          const language = wordsLanguageOf(scripts as string[]);
          return language && !chunk.name.startsWith(`${language}-`)
            ? `assets/${language}-[name]-[hash].js`
            : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          // The small modules most pages use (paths, page meta, looks, icons…) travel as one file, not a dozen of a
          // few hundred bytes, each of which costs a phone a request and its headers. Larger or rarer modules keep
          // their own chunks, so no page downloads code it does not use.
          groups: [
            // Not the numbers' formatting: Nepali pages' words import it, which made it "shared" by enough chunks to
            // join this one, though only the about and payment pages of the English site use it.
            {
              name: 'shared',
              test: (id: string) => !/[\\/]contracts[\\/]dist[\\/]nepaliNumbers\.js$/.test(id),
              minShareCount: 8,
              maxModuleSize: 3000,
            },
            // The same for a few small modules shared by fewer pages, which would otherwise each be a file of a few
            // hundred bytes: on the home page, whose JavaScript budget is 125 KB by network idle with every file's
            // headers, and on the form pages.
            // The next three take only the modules named, not what they import: their dependencies stay where the
            // build puts them (MUI's styling, in 'shared' or with the app; the loader of dynamic imports in 'shared').
            // The lists of news and notices with their pictures' and attachments' modules (vite/siteContent.ts
            // names them), and the sets of their words in the page's language.
            {
              name: 'newsAndNotices',
              test: (id: string) =>
                /[\\/]src[\\/](content[\\/](blogPosts|noticeList)\.ts|components[\\/]ContentPicture\.tsx)$|virtual:site-content[\\/](newsCards|notices)$|icons-material[\\/]PushPin\./.test(
                  id,
                ) || isListPicture(id),
              includeDependenciesRecursively: false,
            },
            // The theme, looks most content pages use, and the note before an entry shown in English on a Nepali page.
            // Every page loads them (the footer uses Typography): the theme, which src/main.tsx loads first, comes in
            // the same file rather than a file of its own.
            {
              name: 'pageLooks',
              test: /[\\/]src[\\/]app[\\/]theme\.ts$|[\\/]Typography[\\/]Typography\.mjs$|[\\/]src[\\/]components[\\/](CardGrid\.tsx|linkLook\.ts|visuallyHidden\.ts|EnglishOnly\.tsx)$|[\\/]src[\\/]content[\\/]englishOnly\.ts$/,
              includeDependenciesRecursively: false,
            },
            // The Nepali words every Nepali page needs (the header's and footer's, dates, the school's name, the note
            // before an entry left in English), in one file rather than four of a kilobyte, each with its headers.
            {
              name: 'ne-layout',
              test: /[\\/]src[\\/]content[\\/]ne[\\/](navigation|dates|school|englishOnly)\.ts$|virtual:site-content[\\/]ne[\\/]school$|noto-sans-devanagari-devanagari-400-normal\.woff2\?url$|[\\/]src[\\/]assets[\\/]fonts[\\/]devanagari\.css$/,
              includeDependenciesRecursively: false,
            },
            // The Nepali words of the lists of news and notices, as 'newsAndNotices' is for the English ones.
            {
              name: 'ne-newsAndNotices',
              test: /[\\/]src[\\/]content[\\/]ne[\\/](blogPosts|noticeList)\.ts$|virtual:site-content[\\/]ne[\\/](newsCards|notices)$/,
              includeDependenciesRecursively: false,
            },
            // The form pages' files of a few hundred bytes each, joined where the same pages load them all.
            // The notices, panels and no-script note of every page that sends something (the admission, contact,
            // result and payment pages; an article uses the notice alone).
            {
              name: 'formLooks',
              test: /[\\/]src[\\/](components[\\/](Notice|NeedsJavaScript)\.tsx|content[\\/]needsJavaScript\.ts)$|[\\/]Paper[\\/]Paper\.mjs$|icons-material[\\/](CheckCircleOutlineOutlined|ErrorOutlineOutlined|InfoOutlined|ReportProblemOutlined)\.mjs$/,
              includeDependenciesRecursively: false,
            },
            // What every page with a text field uses beside its fields, and the checked form of the pages that take
            // a name and a phone number (admission, contact, results).
            {
              name: 'formChecks',
              test: /[\\/]src[\\/](hooks[\\/]useEnteredBeforeStart\.ts|components[\\/](gridColumns\.ts|form[\\/]useCheckedForm\.ts))$|[\\/]contracts[\\/]dist[\\/]contactChecks\.js$|[\\/]debounce[\\/]debounce\.mjs$|inputAdornmentClasses\.mjs$|getReactElementRef\.mjs$/,
              includeDependenciesRecursively: false,
            },
            // What the two pages that ask a date of birth (admission, results) share: the field, the admission checks
            // the lookup uses too, and the loader of the parts they fetch later.
            {
              name: 'dateOfBirth',
              test: /[\\/]src[\\/]lib[\\/]laterModule\.ts$|[\\/]src[\\/]components[\\/]form[\\/](RadioChoice\.tsx|birthDate[\\/](BirthDateField\.tsx|birthDate\.ts|bsCalendar\.ts))$|[\\/]src[\\/]content[\\/]birthDate\.ts$|[\\/]contracts[\\/]dist[\\/]admissionChecks\.js$|icons-material[\\/]RadioButton(Checked|Unchecked)\.mjs$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: {
        // Emotion imports hoist-non-react-statics (with its own copy of react-is) for its `withTheme`, which the site
        // never uses; the package has no side effects, so saying so lets every page leave its 2 KB gzip behind.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
