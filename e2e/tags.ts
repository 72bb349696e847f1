/** The tags of end-to-end tests that the fixtures and the configuration act on. */

/**
 * The tag of a test that changes the demo data (a first login's consent, a case, a user, a company switch that
 * the next login remembers): its worker's portal gets the demo set back after it, passed or failed, so that every
 * test starts from the demo set (e.g. Nina undecided) without the data being reset before each one.
 */
export const CHANGES_DEMO_DATA = '@changes-demo-data';

/**
 * The tag of a test that opens a PDF in the browser's own viewer: it runs in the full Chromium, the rest in its
 * headless shell, which has no PDF viewer (playwright.config.ts).
 */
export const OPENS_PDF = '@opens-pdf';
