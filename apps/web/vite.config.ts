/// <reference types="vitest/config" />

import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverUrl = process.env.PORTAL_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': serverUrl,
      '/content': serverUrl,
    },
  },
  preview: {
    proxy: {
      '/api': serverUrl,
      '/content': serverUrl,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/bundle-size.ts follows each route's chunks in it (issue 11's budgets).
    manifest: true,
    // Every browser we support has native modulepreload; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    // Everything the entry imports statically is loaded at start-up anyway: one file compresses better than the dozen
    // small shared chunks Rolldown would otherwise cut it into (issue 11's first-load budgets, docs/performance.md).
    // Likewise TanStack Query, which every logged-in page loads (its provider is the query layout's): one chunk,
    // rather than pieces cut anew whenever another lazy page uses another part of it (issue 22's result page).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
    // That file is about 510 kB minified (React, React Router, MUI's core); scripts/bundle-size.ts watches the
    // budgets that matter, gzipped per route, so Vite's generic 500 kB warning would only be noise.
    chunkSizeWarningLimit: 600,
    // Fonts stay files: the CSP allows fonts from our own origin only (font-src 'self'), not data: URLs.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
  test: {
    environment: 'jsdom',
    // Vitest leaves a core free by default, which on a 2-core machine is one worker: the tier took 223 s, on two 147 s.
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker keeps its jsdom and its modules from file to file rather than making them anew for each: the tier
    // took 79 s and 145 CPU-seconds, now 37 s and 63. So no test mocks a module (a module loaded by an earlier
    // file would keep the real one), and setup.ts puts back what a test may leave behind (timers, stores).
    isolate: false,
    // Rendering whole pages in jsdom takes seconds on a busy two-core machine; the default 5 s is too tight there.
    testTimeout: 15_000,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
