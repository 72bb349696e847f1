import { Outlet } from 'react-router';
import { AppHeader } from './app-header.tsx';
import { PageFrame } from './page-frame.tsx';

export function AppLayout() {
  return (
    <PageFrame header={<AppHeader />} reserveViewport>
      <Outlet />
    </PageFrame>
  );
}
