import { AppLayout } from '../features/shell/index.ts';
import { DateLocalization } from './date-localization.tsx';

export function AuthenticatedLayout() {
  return (
    <DateLocalization>
      <AppLayout />
    </DateLocalization>
  );
}
