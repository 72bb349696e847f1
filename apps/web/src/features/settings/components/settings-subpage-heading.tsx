import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { SETTINGS_SUBPAGE_TEXTS } from '../texts.ts';

/** The heading of a page under the settings ('Logg', 'Brevmaler'): its title, the way back and what it is for. */
export function SettingsSubpageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        <Button component={RouterLink} to={paths.settings.getHref()} startIcon={<ArrowBackIcon />}>
          {SETTINGS_SUBPAGE_TEXTS.backToSettings}
        </Button>
      </Stack>
      <Typography>{intro}</Typography>
    </>
  );
}
