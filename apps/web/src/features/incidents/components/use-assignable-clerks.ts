import { canSeeCases } from '@foretaksportalen/shared/access-levels';
import type { CompanyClerk } from '@foretaksportalen/shared/contract/config';
import { useMemo } from 'react';
import { useConfig } from '../../access/index.ts';

const byName = new Intl.Collator('nb');

/**
 * The clerks a case may be given to, by display name: the enabled ones (spec 2 §6) whose role sees cases (the
 * server refuses a Brukeradministrator, who could never open them).
 */
export function assignableClerks(clerks: readonly CompanyClerk[]): CompanyClerk[] {
  return clerks
    .filter((clerk) => !clerk.Disabled && canSeeCases(clerk.AccessRole.AccessLevel))
    .sort((a, b) => byName.compare(a.DisplayName, b.DisplayName));
}

export function useAssignableClerks(): CompanyClerk[] {
  const { CompanyClerks } = useConfig();
  return useMemo(() => assignableClerks(CompanyClerks), [CompanyClerks]);
}
