import type { CompanyClerkSummary } from '@foretaksportalen/shared/contract/config';

/** The company clerk chosen in 'Saksbehandler' (a membership id), or undefined for 'Ingen'. */
export const findClerk = (clerks: readonly CompanyClerkSummary[], membershipId: string | null | undefined) =>
  membershipId ? clerks.find((clerk) => clerk.Id === membershipId) : undefined;
