import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// The case files being made: from the feature's store, not its index, which would load its views into every file.
import { abortCaseFileJobs } from '../features/case-file/case-file-jobs.ts';
import { CASE_LIST_STORAGE_KEYS } from '../features/incidents/index.ts';
import { clearOnLogout } from '../lib/auth-session.ts';
import { blockingSpinner } from '../lib/blocking-spinner.ts';
import { forgetBranding } from '../lib/branding.ts';
import { replacePageLoad } from '../lib/navigation.ts';
import { queryClient } from '../lib/query-client.ts';
import { serviceOutage } from '../lib/service-outage.ts';
import { snackbar } from '../lib/snackbar.ts';
import { pageLoads } from './page-loads.ts';

// As main.tsx does at start-up.
clearOnLogout(CASE_LIST_STORAGE_KEYS);

// jsdom loads no pages: the tests read which loads were asked for.
replacePageLoad(pageLoads);

// jsdom does not scroll; React Router's ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};

// jsdom lays nothing out, and its ranges have no rectangles: the answer editor (ProseMirror) asks for them to
// scroll the cursor into view after every change.
const NO_RECT = { x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0, toJSON: () => ({}) };
Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => NO_RECT as DOMRect;

afterEach(async () => {
  cleanup();
  // A worker runs file after file (isolate: false): fake timers left by one would stall the next one's waits.
  vi.useRealTimers();
  pageLoads.mockClear();
  // Each test starts as a new page load would, without the branding (render.tsx sets it where a test needs it).
  forgetBranding();
  // The app's one QueryClient is shared by the tests a worker runs: a fetch still under way from one test would
  // otherwise land in the next test's cache after clear() (e.g. another level's configuration).
  await queryClient.cancelQueries();
  queryClient.clear();
  // The overlays' stores live in modules shared by all the tests a worker runs.
  blockingSpinner.reset();
  snackbar.hide();
  abortCaseFileJobs();
  serviceOutage.reset();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
});
