import { AppLayout } from '../features/shell/index.ts';
import { DateLocalization } from './date-localization.tsx';
import { IdleWatcher } from './idle-watcher.tsx';

export function AuthenticatedLayout() {
  return (
    <DateLocalization>
      <IdleWatcher />
      <AppLayout />
    </DateLocalization>
  );
}
