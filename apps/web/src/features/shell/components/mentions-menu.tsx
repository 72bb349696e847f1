import type { Mentions } from '@foretaksportalen/shared/contract/mentions';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../components/format-date.ts';
import { useMenu } from '../../../components/menu-button.tsx';
import { paths } from '../../../config/paths.ts';
import { useMentions } from '../api/get-mentions.ts';
import { SHELL_TEXTS } from '../texts.ts';

type MentionedCase = Mentions['Cases'][number];

const whoAndWhen = (mentioned: MentionedCase) =>
  [
    SHELL_TEXTS.mentionedBy(mentioned.By?.DisplayName ?? null, formatDateTime(mentioned.At)),
    ...(mentioned.Count > 1 ? [SHELL_TEXTS.notes(mentioned.Count)] : []),
  ].join(' · ');

/**
 * 'Nevnt i N saker' (issue 46): the cases in which colleagues have mentioned the clerk in notes they have not opened,
 * as a button in the header when there are any (on a phone an icon with the count), opening a menu of them; each
 * opens its case on the notes tab at the note. Asked again every minute and when the window gets the focus; the
 * notes tab marks its case seen, which takes it away.
 */
export function MentionsMenu({ compact = false }: { compact?: boolean }) {
  const mentions = useMentions();
  const { close, triggerProps, menuProps } = useMenu();
  const total = mentions.data?.Total ?? 0;
  if (total === 0) return null;
  const label = SHELL_TEXTS.mentioned(total);
  const cases = mentions.data?.Cases ?? [];

  return (
    <>
      {compact ? (
        <IconButton color="inherit" aria-label={label} {...triggerProps}>
          <Badge badgeContent={total} color="secondary" max={99}>
            <AlternateEmailIcon />
          </Badge>
        </IconButton>
      ) : (
        <Button
          color="inherit"
          startIcon={<AlternateEmailIcon />}
          endIcon={<ArrowDropDownIcon />}
          sx={{ whiteSpace: 'nowrap' }}
          {...triggerProps}
        >
          {label}
        </Button>
      )}
      <Menu
        {...menuProps}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ ...menuProps.slotProps, paper: { sx: { maxWidth: 'min(26rem, calc(100vw - 32px))' } } }}
      >
        {cases.map((mentioned) => (
          <MenuItem
            key={mentioned.CaseUid}
            component={RouterLink}
            to={paths.caseOverview.getHref(mentioned.CaseUid, { note: mentioned.NoteId })}
            onClick={close}
            sx={{ whiteSpace: 'normal' }}
          >
            <ListItemText
              primary={SHELL_TEXTS.mentionedCase(mentioned.CaseId)}
              secondary={whoAndWhen(mentioned)}
            />
          </MenuItem>
        ))}
        {total > cases.length ? (
          <MenuItem disabled>{SHELL_TEXTS.moreMentioned(total - cases.length)}</MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
