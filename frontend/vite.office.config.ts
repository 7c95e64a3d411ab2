import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import siteConfig from './vite.config.ts';
import { muiPlainTheme } from './vite/muiPlainTheme.ts';
import { siteContent } from './vite/siteContent.ts';

/** The console's manifest, beside the site's under dist/.vite/ (nginx serves neither): what `make check-budgets` weighs. */
export const officeManifestFile = '.vite/office-manifest.json';

/**
 * The office console (/office/, src/office/): a build of its own, after the site's (package.json), into the same
 * dist/. Its own build rather than a second input of the site's, so the public pages' chunks are exactly what they
 * were: no module the two share can move into a chunk the console changed, and no public page can name a console
 * file. Client-rendered, no pre-render: office/index.html is the one page, which nginx answers every /office/ path
 * with. Its files are /assets/office-… (hashed, cached like the site's), its page dist/office/index.html.
 */
const siteContentForConsole = {
  ...siteContent(),
  // The console reads the school's name alone from the content folder; the site's build writes its other files.
  generateBundle: undefined,
};

export default defineConfig({
  plugins: [react(), muiPlainTheme(), siteContentForConsole],
  // The same React Router production build as the site's (vite.config.ts explains why).
  resolve: siteConfig.resolve,
  build: {
    target: 'es2020',
    outDir: 'dist',
    // The site's build has just emptied dist/ and filled it: the console's files go beside its files.
    emptyOutDir: false,
    assetsDir: 'assets',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: officeManifestFile,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { office: 'office/index.html' },
      output: {
        // Every file of the console says so by its name, so a test can tell that a public page loads none of them.
        entryFileNames: 'assets/office-[name]-[hash].js',
        chunkFileNames: 'assets/office-[name]-[hash].js',
        assetFileNames: 'assets/office-[name]-[hash][extname]',
      },
      treeshake: {
        // As the site's (vite.config.ts): Emotion's unused withTheme dependency has no side effects.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
      },
    },
  },
});
