import type { CaseListItem } from '@foretaksportalen/shared/contract/case';
import type { CompanyClerkSummary } from '@foretaksportalen/shared/contract/config';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { LabelledIcon } from '../../../components/labelled-icon.tsx';
import { LIST_BUTTON } from '../../../components/list-buttons.tsx';
import { LazyMenu, useMenu } from '../../../components/menu-button.tsx';
import { showError } from '../../../lib/show-error.ts';
import {
  CASE_NOT_SAVED,
  CASES_TEXTS,
  useChangedByText,
  useChangedUnderEdit,
  useUpdateCase,
} from '../../cases/index.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';

/** Amber that keeps 3:1 against white (WCAG 1.4.11), as the consent indicator's. */
const WARNING_COLOR = '#c77700';

/**
 * The clerk of a row, changed in place (spec 2 §2, §4): a menu of 'Ingen' and the enabled clerks. A choice is
 * saved only when it differs from the current clerk; until the lists have reloaded, the cell shows the choice. The
 * choice is saved on the Version the case had when the menu opened: when a colleague changes the case while it is
 * open, the menu says so and offers to take their change first (issue 47).
 */
export function ClerkPickerCell({
  item,
  clerks,
}: {
  item: CaseListItem;
  clerks: readonly CompanyClerkSummary[];
}) {
  const updateCase = useUpdateCase(item.CaseUid);
  const { close, triggerProps, menuProps } = useMenu();
  const [startVersion, setStartVersion] = useState<number | null>(null);
  if (menuProps.open && startVersion === null) setStartVersion(item.Version);
  if (!menuProps.open && startVersion !== null) setStartVersion(null);
  const changedText = useChangedByText(item, clerks);
  const changed = useChangedUnderEdit(item, startVersion);

  const savedClerkId = item.Clerk?.Id ?? null;
  const pendingClerkId = updateCase.isPending ? updateCase.variables.changes.CaseClerkId : undefined;
  const shownClerkId = pendingClerkId === undefined ? savedClerkId : pendingClerkId;
  const shownName =
    shownClerkId === savedClerkId
      ? (item.Clerk?.DisplayName ?? null)
      : (clerks.find((clerk) => clerk.Id === shownClerkId)?.DisplayName ?? null);
  const shownText = shownName ?? INCIDENTS_TEXTS.unassigned;

  const choose = (membershipId: string | null) => {
    close();
    if (membershipId === savedClerkId) return;
    updateCase.mutate(
      {
        item: { CaseUid: item.CaseUid, Version: startVersion ?? item.Version },
        changes: { CaseClerkId: membershipId },
      },
      { onError: (error) => showError(error, { logText: CASE_NOT_SAVED }) },
    );
  };

  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <button
        type="button"
        className={LIST_BUTTON.text}
        aria-label={INCIDENTS_TEXTS.clerkOf(shownText)}
        {...triggerProps}
      >
        {shownText}
        <ArrowDropDownIcon fontSize="small" aria-hidden />
      </button>
      {item.HasBeenAssigned ? (
        <LabelledIcon
          label={INCIDENTS_TEXTS.previouslyAssigned}
          Icon={WarningAmberIcon}
          color={WARNING_COLOR}
        />
      ) : null}
      <LazyMenu {...menuProps}>
        {/* Closing shows the colleague's clerk in the cell; the menu opens again on their Version. */}
        {changed ? (
          <MenuItem onClick={close} divider>
            {changedText}. {CASES_TEXTS.loadChange}
          </MenuItem>
        ) : null}
        <MenuItem selected={shownClerkId === null} onClick={() => choose(null)}>
          {INCIDENTS_TEXTS.noClerk}
        </MenuItem>
        {clerks.map((clerk) => (
          <MenuItem key={clerk.Id} selected={clerk.Id === shownClerkId} onClick={() => choose(clerk.Id)}>
            {clerk.DisplayName}
          </MenuItem>
        ))}
      </LazyMenu>
    </Box>
  );
}
