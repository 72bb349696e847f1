import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { serverPaths } from '../../../config/paths.ts';
import { NoticeCard } from '../components/notice-card.tsx';
import { ACCESS_TEXTS } from '../texts.ts';

export function InactivePage() {
  return (
    <NoticeCard title={ACCESS_TEXTS.inactiveTitle}>
      <Typography>{ACCESS_TEXTS.inactiveAdvice}</Typography>
      <Link href={serverPaths.logout}>{ACCESS_TEXTS.logOut}</Link>
    </NoticeCard>
  );
}
