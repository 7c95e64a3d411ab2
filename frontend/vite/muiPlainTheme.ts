import type { Plugin } from 'vite';

/**
 * MUI's `createTheme` and `ThemeProvider` import its CSS-variables theme engine even for a plain theme like the
 * site's, which never turns CSS variables on: about 7 KB gzip on every page for a cheap phone to download and parse.
 * This plugin swaps those two modules for a stub that fails loudly if anything ever reaches it (for example a theme
 * given `cssVariables` or `colorSchemes`). `make bench` shows the budget it buys; if a MUI upgrade renames the
 * files, the stub silently stops applying and the bench shows the difference.
 */
const engineModule = /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/;
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

export function muiPlainTheme(): Plugin {
  return {
    name: 'mui-plain-theme',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && muiStylesFolder.test(importer) && engineModule.test(source)) return stubId;
      return null;
    },
    load(id) {
      return id === stubId ? stub : null;
    },
  };
}
