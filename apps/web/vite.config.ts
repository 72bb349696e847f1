/// <reference types="vitest/config" />
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
    // Fonts stay files: the CSP allows fonts from our own origin only (font-src 'self'), not data: URLs.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
