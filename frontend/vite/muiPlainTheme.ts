import type { Plugin } from 'vite';

/**
 * MUI's `createTheme` and `ThemeProvider` import its CSS-variables theme engine even for a plain theme like the
 * site's, which never turns CSS variables on: about 7 KB gzip on every page for a cheap phone to download and parse.
 * This plugin swaps those two modules for a stub that fails loudly if anything ever reaches it (for example a theme
 * given `cssVariables` or `colorSchemes`).
 *
 * A MUI upgrade that renames or moves the modules would make the swap stop applying without a sound, and the home
 * page would silently go over its budget. So a `vite build` in which either module was never stubbed fails, and
 * muiPlainTheme.test.ts checks that the installed @mui/material still has them where the plugin looks.
 */

/** The engine's modules, as MUI's own files in @mui/material/styles import them. */
export const engineModules = ['./createThemeWithVars.mjs', './ThemeProviderWithVars.mjs'] as const;
const muiStylesFolder = /[\\/]@mui[\\/]material[\\/]styles[\\/]/;
const stubId = '\0mui-plain-theme-stub';

const stub = `
const unsupported = () => {
  throw new Error('MUI CSS-variables themes are switched off by frontend/vite/muiPlainTheme.ts');
};
export default unsupported;
export const CssVarsProvider = unsupported;
export const Experimental_CssVarsProvider = unsupported;
export const useColorScheme = unsupported;
export const getInitColorSchemeScript = unsupported;
`;

const isEngineModule = (source: string): source is (typeof engineModules)[number] =>
  (engineModules as readonly string[]).includes(source);

export function muiPlainTheme(): Plugin {
  let building = false;
  const stubbed = new Set<string>();
  return {
    name: 'mui-plain-theme',
    enforce: 'pre',
    configResolved(config) {
      // The dev server and vitest load only the modules a page or test needs, so only a build can tell.
      building = config.command === 'build';
    },
    buildStart() {
      stubbed.clear();
    },
    resolveId(source, importer) {
      if (!importer || !muiStylesFolder.test(importer) || !isEngineModule(source)) return null;
      stubbed.add(source);
      return stubId;
    },
    load(id) {
      return id === stubId ? stub : null;
    },
    buildEnd(error) {
      if (!building || error) return;
      const missed = engineModules.filter((module) => !stubbed.has(module));
      if (missed.length > 0) {
        this.error(
          `mui-plain-theme: no MUI module imported ${missed.join(' or ')} from @mui/material/styles, so MUI's ` +
            'CSS-variables theme engine was not replaced and every page grows by about 7 KB gzip. MUI has probably ' +
            'renamed or moved these modules: update engineModules in frontend/vite/muiPlainTheme.ts.',
        );
      }
    },
  };
}
