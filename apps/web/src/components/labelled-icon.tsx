import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { LazyTooltip } from './lazy-tooltip.tsx';

/**
 * An icon that means something (a state, a warning), with its meaning as tooltip. The tooltip's text is also the
 * icon's accessible name, since screen readers do not read icons. Where nothing else on the page says it, the icon
 * is `focusable`, so that keyboard users can see the tooltip too.
 */
export function LabelledIcon({
  label,
  Icon,
  color,
  focusable = false,
}: {
  label: string;
  Icon: ComponentType<SvgIconProps>;
  color?: string;
  focusable?: boolean;
}) {
  return (
    <LazyTooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        tabIndex={focusable ? 0 : undefined}
        sx={{ display: 'inline-flex', verticalAlign: 'middle', color }}
      >
        <Icon fontSize="small" aria-hidden />
      </Box>
    </LazyTooltip>
  );
}
