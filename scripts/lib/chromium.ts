/** Debian's Chromium (never `playwright install`), as the end-to-end tests, the bench and Lighthouse start it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless in a container without a GPU, and without the browser's own traffic (updates, sync) meddling. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
