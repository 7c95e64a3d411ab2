import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { muiPlainTheme } from './vite/muiPlainTheme.ts';
import { prerenderPages } from './vite/prerenderPages.ts';
import { seoFiles } from './vite/seoFiles.ts';
import { isListPicture, siteContent } from './vite/siteContent.ts';

export default defineConfig({
  plugins: [react(), muiPlainTheme(), siteContent(), prerenderPages(), seoFiles()],
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
        codeSplitting: {
          // The small modules most pages use (paths, page meta, looks, icons…) travel as one file, not a dozen of a
          // few hundred bytes, each of which costs a phone a request and its headers. Larger or rarer modules keep
          // their own chunks, so no page downloads code it does not use.
          groups: [
            { name: 'shared', minShareCount: 8, maxModuleSize: 3000 },
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
            // Looks most content pages use, and the note before an entry shown in English on a Nepali page.
            {
              name: 'pageLooks',
              test: /[\\/]Typography[\\/]Typography\.mjs$|[\\/]src[\\/]components[\\/](CardGrid\.tsx|linkLook\.ts|visuallyHidden\.ts|EnglishOnly\.tsx)$|[\\/]src[\\/]content[\\/]englishOnly\.ts$/,
              includeDependenciesRecursively: false,
            },
            // What every page with a text field uses beside its fields.
            {
              name: 'fieldParts',
              test: /[\\/]src[\\/]hooks[\\/]useEnteredBeforeStart\.ts$|[\\/]debounce[\\/]debounce\.mjs$|inputAdornmentClasses\.mjs$|getReactElementRef\.mjs$/,
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
