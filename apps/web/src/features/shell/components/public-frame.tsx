import type { ReactNode } from 'react';
import { PageFrame } from './page-frame.tsx';
import { PublicHeader } from './public-header.tsx';

/** The frame of the anonymous pages, also around the route error page's outage view, where no clerk is known. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return <PageFrame header={<PublicHeader />}>{children}</PageFrame>;
}
