import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { serverPaths } from '../../../config/paths.ts';
import { NoticeCard } from '../components/notice-card.tsx';
import { ACCESS_TEXTS } from '../texts.ts';

export function NotFoundPage() {
  return (
    <NoticeCard title={ACCESS_TEXTS.notFoundTitle}>
      <Typography>{ACCESS_TEXTS.notFoundText}</Typography>
      <Typography>{ACCESS_TEXTS.notFoundAdvice}</Typography>
      <Link href={serverPaths.logout}>{ACCESS_TEXTS.logOut}</Link>
    </NoticeCard>
  );
}
