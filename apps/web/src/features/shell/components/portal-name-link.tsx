import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { clearCaseListKeys } from '../../incidents/index.ts';

/** The portal name in the header; it leads to the clerk's landing page. */
export function PortalNameLink({ name, to }: { name: string; to: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      onClick={clearCaseListKeys}
      color="inherit"
      underline="hover"
      sx={{ fontSize: '1.25rem', fontWeight: 700, whiteSpace: 'nowrap', mr: 2 }}
    >
      {name}
    </Link>
  );
}
