import type { CaseListItem } from '@foretaksportalen/shared/contract/case';
import type { CompanyClerkSummary } from '@foretaksportalen/shared/contract/config';
import { useQueryClient } from '@tanstack/react-query';
import { followOwnSaves } from './api/update-case.ts';
import { useLastCaseChange } from './case-changes.ts';
import { CASES_TEXTS } from './texts.ts';

type VersionedCase = Pick<CaseListItem, 'CaseUid' | 'Version'>;

/**
 * Someone else has changed the case since the clerk started editing it on `startVersion` (their own saves do not
 * count): a save now would be refused (409), so the cell says so first (issue 47).
 */
export function useChangedUnderEdit(item: VersionedCase, startVersion: number | null): boolean {
  const queryClient = useQueryClient();
  return startVersion !== null && item.Version > followOwnSaves(queryClient, item.CaseUid, startVersion);
}

/** 'Endret av Siri Superbruker nå', the name by the live event of that change; else 'Endret av en annen nå'. */
export function useChangedByText(item: VersionedCase, clerks: readonly CompanyClerkSummary[]): string {
  const change = useLastCaseChange(item.CaseUid);
  const name =
    change && change.Version >= item.Version
      ? clerks.find((clerk) => clerk.Id === change.By)?.DisplayName
      : undefined;
  return name ? CASES_TEXTS.changedBy(name) : CASES_TEXTS.changedByAnother;
}
