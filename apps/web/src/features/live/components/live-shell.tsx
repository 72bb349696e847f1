import { LiveAnnouncer } from './live-announcer.tsx';
import { LiveUpdates } from './live-updates.tsx';

/** What the authenticated layout mounts, lazily: nothing of it is needed before the page shows. */
export function LiveShell() {
  return (
    <>
      <LiveUpdates />
      <LiveAnnouncer />
    </>
  );
}
