import { AppHeader } from './app-header.tsx';
import { PageArea } from './page-area.tsx';
import { PageFrame } from './page-frame.tsx';

export function AppLayout() {
  return (
    <PageFrame header={<AppHeader />} reserveViewport>
      <PageArea />
    </PageFrame>
  );
}
