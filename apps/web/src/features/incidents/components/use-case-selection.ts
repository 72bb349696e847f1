import type { CaseListType } from '@foretaksportalen/shared/contract/case';
import { useState } from 'react';
import { type Selection, useSelection } from '../../../components/use-selection.ts';

export type CaseSelection = Selection;

/** The rows selected on the active tab. Another tab, chosen or reset by header navigation, starts with none. */
export function useCaseSelection(tab: CaseListType): CaseSelection {
  const selection = useSelection();
  const [selectionTab, setSelectionTab] = useState(tab);
  if (selectionTab !== tab) {
    setSelectionTab(tab);
    selection.clear();
  }
  return selection;
}
