import { ListButtonStyles } from '../components/list-buttons.tsx';
import { CaseFilePanelHost } from '../features/case-file/index.ts';
import { LiveAnnouncer, LiveUpdates } from '../features/live/index.ts';
import { AppLayout } from '../features/shell/index.ts';
import { IdleWatcher } from './idle-watcher.tsx';

export function AuthenticatedLayout() {
  return (
    <>
      <IdleWatcher />
      <LiveUpdates />
      <LiveAnnouncer />
      <ListButtonStyles />
      <AppLayout />
      <CaseFilePanelHost />
    </>
  );
}
