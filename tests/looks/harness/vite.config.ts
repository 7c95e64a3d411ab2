import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { muiPlainTheme } from '../../../frontend/vite/muiPlainTheme.ts';

/**
 * The look test's harness page, built as the site is built (React, the same MUI theme swap) into its own folder:
 * never part of frontend/dist.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), muiPlainTheme()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../../build/looks-harness', import.meta.url)),
    emptyOutDir: true,
    target: 'es2020',
  },
});
