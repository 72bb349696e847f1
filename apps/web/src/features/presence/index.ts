/**
 * Who else has a case open, and who is writing a letter or a note on it (issue 47): the case page shows it and its
 * forms report to it; the live stream's `presence` events refetch it.
 */
export { CasePresence } from './components/case-presence.tsx';
export { usePresenceActivity } from './presence-activity.ts';
