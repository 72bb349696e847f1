import { PageArea } from './page-area.tsx';
import { PublicFrame } from './public-frame.tsx';

export function PublicLayout() {
  return (
    <PublicFrame>
      <PageArea />
    </PublicFrame>
  );
}
