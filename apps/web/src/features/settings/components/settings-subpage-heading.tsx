import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { SETTINGS_SUBPAGE_TEXTS } from '../texts.ts';

/**
 * The heading of a page under the settings ('Logg', 'Brevmaler', 'Sletting av personopplysninger'): its title, the
 * way back (to the settings, unless the page is under another of them) and what it is for.
 */
export function SettingsSubpageHeading({
  title,
  intro,
  back = { to: paths.settings.getHref(), label: SETTINGS_SUBPAGE_TEXTS.backToSettings },
}: {
  title: string;
  intro: string;
  back?: { to: string; label: string };
}) {
  return (
    <>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />}>
          {back.label}
        </Button>
      </Stack>
      <Typography>{intro}</Typography>
    </>
  );
}
