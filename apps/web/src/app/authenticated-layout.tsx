import { AppLayout } from '../features/shell/index.ts';
import { IdleWatcher } from './idle-watcher.tsx';

export function AuthenticatedLayout() {
  return (
    <>
      <IdleWatcher />
      <AppLayout />
    </>
  );
}
