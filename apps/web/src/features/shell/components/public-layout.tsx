import { Outlet } from 'react-router';
import { PageFrame } from './page-frame.tsx';
import { PublicHeader } from './public-header.tsx';

export function PublicLayout() {
  return (
    <PageFrame header={<PublicHeader />}>
      <Outlet />
    </PageFrame>
  );
}
