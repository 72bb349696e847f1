import {
  HIDE_CLERK_ACTIONS_COLUMNS_MAX_WIDTH_PX,
  HIDE_REF_NOTE_COLUMNS_MAX_WIDTH_PX,
} from '@foretaksportalen/shared/limits';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { SORT_COLUMNS, type SortColumn } from '../list-rules.ts';

export type CaseColumn = 'select' | SortColumn | 'actions';

const COLUMN_ORDER: readonly CaseColumn[] = ['select', ...SORT_COLUMNS, 'actions'];

const REF_NOTE_HIDDEN_QUERY = `(max-width:${HIDE_REF_NOTE_COLUMNS_MAX_WIDTH_PX}px)`;
const CLERK_ACTIONS_HIDDEN_QUERY = `(max-width:${HIDE_CLERK_ACTIONS_COLUMNS_MAX_WIDTH_PX}px)`;

/**
 * The columns the list shows (spec 2 §2): company ref and note go at 1024 px or less, clerk and actions at 820 px
 * or less, and the clerk column is not there below level 3. The select column is shown where selected rows can be
 * used: on both tabs for the levels that distribute, whose 'Bytte saksbehandler' and 'Arkiver' take them (issue
 * 20: a colleague's cases are in Jobbkø).
 */
export function useVisibleColumns({ canDistribute }: { canDistribute: boolean }) {
  const refAndNoteHidden = useMediaQuery(REF_NOTE_HIDDEN_QUERY, { noSsr: true });
  const clerkAndActionsHidden = useMediaQuery(CLERK_ACTIONS_HIDDEN_QUERY, { noSsr: true });
  return useMemo(() => {
    const hidden = new Set<CaseColumn>();
    if (!canDistribute) hidden.add('select');
    if (refAndNoteHidden) {
      hidden.add('CompanyCaseRef');
      hidden.add('CompanyNote');
    }
    if (!canDistribute || clerkAndActionsHidden) hidden.add('Clerk');
    if (clerkAndActionsHidden) hidden.add('actions');
    return COLUMN_ORDER.filter((column) => !hidden.has(column));
  }, [canDistribute, refAndNoteHidden, clerkAndActionsHidden]);
}
