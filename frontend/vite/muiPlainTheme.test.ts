// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineModules, muiPlainTheme } from './muiPlainTheme.ts';

const muiStyles = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'styles');

/** The plugin's hooks, called the way Vite calls them, with a context whose `error` throws as Vite's does. */
function pluginRun(command: 'build' | 'serve') {
  const plugin = muiPlainTheme() as unknown as {
    configResolved: (config: { command: string }) => void;
    buildStart: () => void;
    resolveId: (source: string, importer?: string) => string | null;
    buildEnd: (this: { error: (message: string) => never }, error?: Error) => void;
  };
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  plugin.configResolved({ command });
  plugin.buildStart();
  return {
    import: (source: string, importerFile: string) => plugin.resolveId(source, join(muiStyles, importerFile)),
    end: () => plugin.buildEnd.call(context),
  };
}

describe('the MUI modules muiPlainTheme stubs', () => {
  it.each(engineModules)('%s is still in @mui/material/styles', (module) => {
    expect(existsSync(join(muiStyles, module))).toBe(true);
  });

  it.each([
    ['createTheme.mjs', './createThemeWithVars.mjs'],
    ['ThemeProvider.mjs', './ThemeProviderWithVars.mjs'],
  ])('%s still imports %s by that name', (importer, module) => {
    expect(readFileSync(join(muiStyles, importer), 'utf8')).toContain(`from "${module}"`);
  });
});

describe('the muiPlainTheme build check', () => {
  it('passes a build in which both modules were stubbed', () => {
    const run = pluginRun('build');
    expect(run.import('./createThemeWithVars.mjs', 'createTheme.mjs')).not.toBeNull();
    expect(run.import('./ThemeProviderWithVars.mjs', 'ThemeProvider.mjs')).not.toBeNull();
    expect(() => run.end()).not.toThrow();
  });

  it('fails a build in which a module was never stubbed, naming it', () => {
    const run = pluginRun('build');
    run.import('./createThemeWithVars.mjs', 'createTheme.mjs');
    expect(() => run.end()).toThrow(/ThemeProviderWithVars\.mjs/);
  });

  it('leaves the same module alone outside @mui/material/styles, and never fails the dev server', () => {
    const run = pluginRun('serve');
    expect(run.import('./createThemeWithVars.mjs', '../../../src/app/theme.ts')).toBeNull();
    expect(() => run.end()).not.toThrow();
  });
});
