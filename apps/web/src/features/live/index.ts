/**
 * The live updates (issue 47): one stream per browser that tells what changed, turned into refetches of what the
 * page shows, and the polite region that tells screen-reader users of new letters and cases.
 */
export { LiveShell } from './components/live-shell.tsx';
