import { DEMO_PERSONS } from '@foretaksportalen/shared/demo-data';
import { EID, type EidProvider, isEidProvider } from '@foretaksportalen/shared/eid';

/**
 * The simulator keeps no account store: the account id names the eID and the national id, and every claim is
 * derived from it. That keeps the process stateless apart from oidc-provider's own short-lived artefacts.
 */
export const accountIdFor = (eid: EidProvider, nationalId: string): string => `${eid}:${nationalId}`;

const parseAccountId = (accountId: string): { eid: EidProvider; nationalId: string } | undefined => {
  const separator = accountId.indexOf(':');
  const eid = accountId.slice(0, separator);
  const nationalId = accountId.slice(separator + 1);
  return separator > 0 && isEidProvider(eid) && nationalId ? { eid, nationalId } : undefined;
};

export const findDemoPerson = (eid: EidProvider, nationalId: string) =>
  DEMO_PERSONS.find((person) => person.eid === eid && person.nationalId === nationalId);

/** The claims the broker would release for this account: the national id under the eID's claim name, and names. */
export const claimsForAccount = (accountId: string): Record<string, string> | undefined => {
  const account = parseAccountId(accountId);
  if (!account) return undefined;
  const person = findDemoPerson(account.eid, account.nationalId);
  return {
    sub: accountId,
    [EID[account.eid].nationalIdClaim]: account.nationalId,
    ...(person ? { given_name: person.firstName, family_name: person.lastName } : {}),
  };
};

/** Every claim name the simulator can release for the national id, whichever eID it came from. */
export const NATIONAL_ID_CLAIMS = Object.values(EID).map((description) => description.nationalIdClaim);
