import { ListButtonStyles } from '../components/list-buttons.tsx';
import { CaseFilePanelHost } from '../features/case-file/index.ts';
import { AppLayout } from '../features/shell/index.ts';
import { IdleWatcher } from './idle-watcher.tsx';

export function AuthenticatedLayout() {
  return (
    <>
      <IdleWatcher />
      <ListButtonStyles />
      <AppLayout />
      <CaseFilePanelHost />
    </>
  );
}
