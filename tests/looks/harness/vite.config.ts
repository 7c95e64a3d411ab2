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
    // Beside the look test's results, one folder per E2E_PORT_BASE, so that two runs on one machine never share it.
    outDir: fileURLToPath(
      new URL(`../../../build/looks-${process.env.E2E_PORT_BASE ?? 18000}/harness`, import.meta.url),
    ),
    emptyOutDir: true,
    target: 'es2020',
  },
});
