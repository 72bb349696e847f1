import type { CompanyClerkSummary } from '@foretaksportalen/shared/contract/config';
import { useMemo } from 'react';
import { useCompanyClerks } from '../../lib/portal-config.ts';

const byName = new Intl.Collator('nb');

/**
 * The clerks a case may be given to, by display name: the enabled ones (spec 2 §6) whose role sees cases (the
 * server refuses a Brukeradministrator, who could never open them; docs/decisions/0012).
 */
function assignableClerks(clerks: readonly CompanyClerkSummary[]): CompanyClerkSummary[] {
  return clerks
    .filter((clerk) => !clerk.Disabled && clerk.SeesCases)
    .sort((a, b) => byName.compare(a.DisplayName, b.DisplayName));
}

export function useAssignableClerks(): CompanyClerkSummary[] {
  const clerks = useCompanyClerks();
  return useMemo(() => assignableClerks(clerks), [clerks]);
}
