import type { SearchHit } from '@foretaksportalen/shared/contract/search';
import ArchiveIcon from '@mui/icons-material/Archive';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { SEARCH_TEXTS } from '../texts.ts';

function Marker({ Icon, label }: { Icon: ComponentType<SvgIconProps>; label: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'text.secondary',
        typography: 'body2',
      }}
    >
      <Icon fontSize="small" aria-hidden />
      {label}
    </Box>
  );
}

/** 'Avsluttet' and 'Arkivert' beside a hit's case number: an icon and its word, so that colour says nothing alone. */
export function HitMarkers({ hit }: { hit: SearchHit }) {
  if (!hit.Closed && !hit.Archived) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1.5 }}>
      {hit.Closed ? <Marker Icon={LockIcon} label={SEARCH_TEXTS.closed} /> : null}
      {hit.Archived ? <Marker Icon={ArchiveIcon} label={SEARCH_TEXTS.archived} /> : null}
    </Box>
  );
}
