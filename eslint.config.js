// One lint setup for every workspace. Accessibility is checked where it matters most, in the browser:
// the end-to-end suites run axe on every page (eslint-plugin-jsx-a11y does not support ESLint 10 yet).
import { join } from 'node:path';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'build/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // CommonJS where a tool loads its plugins with require() (the lint's own import resolver).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The npm date converters are test-only devDependencies: only the BS conversion's test may load them, so no
    // page or service can bundle them (the site converts with its own table, @school/contracts/bikram-sambat).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['packages/contracts/src/bikramSambat.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['nepali-date-converter', 'bikram-sambat', '@sbmdkl/nepali-date-converter', 'bikram-sambat-js'].map(
            (name) => ({ name, message: 'Test-only: use @school/contracts/bikram-sambat.' }),
          ),
        },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The contracts' schemas are for the services; the site takes only their types, so none of it is downloaded.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@school/contracts',
              allowTypeImports: true,
              message: "Import only types from '@school/contracts' (its runtime helpers have their own entry points).",
            },
          ],
        },
      ],
    },
  },
  frontendLayers(),
);

/**
 * The site's layers, top to bottom: main.tsx → app (the shell) → pages → features → components and hooks →
 * content → lib. A file may import its own layer's folder and the layers below it, never above or sideways:
 * features never import each other. Assets are importable from anywhere; test helpers only from tests.
 * The office console (src/office, its own entry: office/index.html) sits beside app, on the same shared layers; the
 * two never import each other, but for the site's one theme (app/theme.ts, file category 'theme'), which both use.
 */
function frontendLayers() {
  const allowed = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { type: to } } } });
  const shared = ['components', 'hooks', 'content', 'lib', 'assets'];
  return {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      // Resolves the extension-less relative imports to the .ts/.tsx files, as Vite and tsc do.
      'import/resolver': {
        [join(import.meta.dirname, 'scripts/lint/vite-import-resolver.cjs')]: {
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        },
      },
      // Element patterns are relative to the repository, whichever folder ESLint runs from.
      'boundaries/root-path': import.meta.dirname,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'app', pattern: 'frontend/src/app', partialMatch: false },
        { type: 'office', pattern: 'frontend/src/office', partialMatch: false },
        { type: 'pages', pattern: 'frontend/src/pages', partialMatch: false },
        { type: 'feature', pattern: 'frontend/src/features/*', partialMatch: false, capture: ['feature'] },
        { type: 'components', pattern: 'frontend/src/components', partialMatch: false },
        { type: 'hooks', pattern: 'frontend/src/hooks', partialMatch: false },
        { type: 'content', pattern: 'frontend/src/content', partialMatch: false },
        { type: 'lib', pattern: 'frontend/src/lib', partialMatch: false },
        { type: 'assets', pattern: 'frontend/src/assets', partialMatch: false },
        // The build's content modules, of which the console's entry preview runs one in the browser (markdown.ts).
        { type: 'site-build', pattern: 'frontend/vite/siteContent', partialMatch: false },
        { type: 'test-support', pattern: 'frontend/src/test', partialMatch: false },
        // Last, so it only takes what no layer above claims: main.tsx at the root of src.
        { type: 'main', pattern: 'frontend/src', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        // The site's one theme, in app, which the console uses too.
        { category: 'theme', pattern: 'frontend/src/app/theme.ts' },
        // The site's report card, which the console's Results page shows as its preview (exactly as parents see it).
        { category: 'report-card', pattern: 'frontend/src/features/results/ReportCard.tsx' },
        // The console's entry preview (its own lazy chunk) and the site's pieces it draws an entry with, exactly as
        // the site shows it.
        // The build's Markdown converter (pure: markdown-it) and what it gives an entry its file does not write.
        {
          category: 'build-pieces',
          pattern: ['frontend/vite/siteContent/markdown.ts', 'frontend/vite/siteContent/builtValues.ts'],
        },
        { category: 'entry-preview', pattern: 'frontend/src/office/publishing/EntryPreview.tsx' },
        {
          category: 'site-entry-pieces',
          pattern: [
            'frontend/src/features/notices/NoticeEntry.tsx',
            'frontend/src/features/careers/JobOpeningCard.tsx',
            'frontend/src/features/article/NewsPostBody.tsx',
            'frontend/src/features/exams/ExamUpdateCard.tsx',
            'frontend/src/features/exams/upcomingAndPast.ts',
          ],
        },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allowed('main', ['app']),
            allowed('app', ['app', 'pages', 'feature', ...shared]),
            allowed('office', ['office', ...shared]),
            { from: { element: { type: 'office' } }, allow: { to: { file: { categories: 'theme' } } } },
            { from: { element: { type: 'office' } }, allow: { to: { file: { categories: 'report-card' } } } },
            {
              from: { file: { categories: 'entry-preview' } },
              allow: { to: { file: { categories: 'site-entry-pieces' } } },
            },
            {
              from: { file: { categories: 'entry-preview' } },
              allow: { to: { file: { categories: 'build-pieces' } } },
            },
            allowed('pages', ['pages', 'feature', ...shared]),
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
              },
            },
            allowed('feature', shared),
            allowed(['components', 'hooks'], shared),
            allowed('content', ['content', 'lib', 'assets']),
            allowed('lib', ['lib', 'assets']),
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'test-support' } } } },
            // Test helpers (stand-ins for browser features) may use the lowest layer.
            allowed('test-support', ['test-support', 'lib']),
          ],
        },
      ],
      // An import the resolver cannot place in a layer fails instead of passing unchecked.
      'boundaries/no-unknown-dependencies': ['error', { require: 'element' }],
      'boundaries/no-unknown-files': 'error',
    },
  };
}
