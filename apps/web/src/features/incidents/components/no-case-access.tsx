import Typography from '@mui/material/Typography';
import { INCIDENTS_TEXTS } from '../texts.ts';

export function NoCaseAccess() {
  return <Typography>{INCIDENTS_TEXTS.noAccess}</Typography>;
}
