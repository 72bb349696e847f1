import { lazy, Suspense } from 'react';
import { ListButtonStyles } from '../components/list-buttons.tsx';
import { CaseFilePanelHost } from '../features/case-file/index.ts';
import { AppLayout } from '../features/shell/index.ts';
import { IdleWatcher } from './idle-watcher.tsx';

const LiveShell = lazy(async () => ({ default: (await import('../features/live/index.ts')).LiveShell }));

export function AuthenticatedLayout() {
  return (
    <>
      <IdleWatcher />
      <Suspense fallback={null}>
        <LiveShell />
      </Suspense>
      <ListButtonStyles />
      <AppLayout />
      <CaseFilePanelHost />
    </>
  );
}
