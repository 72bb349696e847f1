import { type ComponentType, lazy, Suspense } from 'react';
import { ListButtonStyles } from '../components/list-buttons.tsx';
import { CaseFilePanelHost } from '../features/case-file/index.ts';
import { AppLayout } from '../features/shell/index.ts';
import { IdleWatcher } from './idle-watcher.tsx';

// The live updates add to the page; a chunk that fails to load must not take the page with it.
const LiveShell = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('../features/live/index.ts').then(
      (live) => ({ default: live.LiveShell }),
      () => ({ default: () => null }),
    ),
);

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
