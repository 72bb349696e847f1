/** Debian's Chromium (never `playwright install`), as the bench and Lighthouse start it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium, which the end-to-end tests drive but for those that open a PDF in
 * the browser's viewer (as Playwright's own headless runs do): the same Blink and V8 without the full browser's
 * window machinery. Chromium takes two thirds of the CPU the suite uses; the shell takes a fifth less, and the
 * suite 15.6 minutes instead of 17.5 on the 2-core machine.
 */
export const CHROMIUM_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** Headless in a container without a GPU, and without the browser's own traffic (updates, sync) meddling. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
