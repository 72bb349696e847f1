import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { CASE_LIST_STORAGE_KEYS } from '../features/incidents/index.ts';
import { blockingSpinner } from '../lib/blocking-spinner.ts';
import { queryClient } from '../lib/query-client.ts';
import { serviceOutage } from '../lib/service-outage.ts';
import { snackbar } from '../lib/snackbar.ts';

let abortCaseFileJobs = () => {};

// As main.tsx does at start-up. Imported once the test file has registered its mocks (of navigation.ts, say),
// which a static import here would come before.
beforeAll(async () => {
  const { clearOnLogout } = await import('../lib/auth-session.ts');
  clearOnLogout(CASE_LIST_STORAGE_KEYS);
  // The case files being made: from the feature's store, not its index, which would load its views into every file.
  ({ abortCaseFileJobs } = await import('../features/case-file/case-file-jobs.ts'));
});

// jsdom does not scroll; React Router's ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};

afterEach(async () => {
  cleanup();
  // The app's one QueryClient is shared by the tests of a file: a fetch still under way from one test would
  // otherwise land in the next test's cache after clear() (e.g. another level's configuration).
  await queryClient.cancelQueries();
  queryClient.clear();
  // The overlays' stores live in modules shared by all tests of a file.
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
