import { canApproveLetters, canDistributeCases } from '@foretaksportalen/shared/access-levels';
import type { Database } from '../../db/client.ts';
import { displayName } from '../clerk/index.ts';
import {
  findActiveRecipients,
  findCompanyAdministrators,
  type MembershipRecipient,
  type NotifiedCompany,
} from './notification.repository.ts';
import type { Addressee } from './notification-mails.ts';

type MembershipSetting =
  | 'notifyOnNewCases'
  | 'notifyOnNewPosts'
  | 'notifyBeforeDue'
  | 'notifyOnMention'
  | 'notifyOnApproval';
/** A choice of the company: on, or a number of days above 0. */
type CompanySetting = 'notifyOnNewCases' | 'notifyOnNewPosts' | 'notifyOnUnreadPosts' | 'notifyBeforeDueDays';

/** A comma-separated address list without blank entries, or null when no address is left. */
function addressList(list: string | null) {
  const addresses = (list ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  return addresses.length > 0 ? addresses.join(', ') : null;
}

/** A membership that wants `setting`; null when it is disabled, has no address or has the setting off. */
export function membershipAddressee(
  recipient: MembershipRecipient | undefined,
  setting: MembershipSetting,
): Addressee | null {
  if (!recipient || recipient.disabled || !recipient[setting]) return null;
  const to = addressList(recipient.email);
  return to ? { to, name: displayName(recipient.firstName, recipient.lastName) } : null;
}

/** The company's common address when the company wants `setting`, else null. */
export function companyAddressee(company: NotifiedCompany, setting: CompanySetting): Addressee | null {
  if (!company[setting]) return null;
  const to = addressList(company.emailAddress);
  return to ? { to, name: null } : null;
}

/**
 * The company's leaders who want `setting`, with their membership ids. The specification names the NotifyLeaders…
 * flags and nothing more; leaders are the active memberships that distribute cases, Superbruker and Administrator
 * (decision 0008).
 */
export async function leaderAddressees(tx: Database, companyId: string, setting: MembershipSetting) {
  const active = await findActiveRecipients(tx, companyId);
  return active
    .filter((recipient) => canDistributeCases(recipient.accessLevel))
    .flatMap((recipient) => {
      const addressee = membershipAddressee(recipient, setting);
      return addressee ? [{ membershipId: recipient.membershipId, addressee }] : [];
    });
}

/**
 * The company's approvers of letters (Superbruker and Administrator, issue 46) who want to hear of them, never
 * the letter's author (by person: not through another membership either).
 */
export async function approverAddressees(tx: Database, companyId: string, authorPersonId: string | null) {
  const active = await findActiveRecipients(tx, companyId);
  return active
    .filter((recipient) => canApproveLetters(recipient.accessLevel) && recipient.personId !== authorPersonId)
    .flatMap((recipient) => {
      const addressee = membershipAddressee(recipient, 'notifyOnApproval');
      return addressee ? [{ addressee }] : [];
    });
}

/** Two addressees with the same address list are one recipient. */
export const addressKey = (addressee: Addressee) => addressee.to.toLowerCase();

/** The first of each address list, so that nobody gets the same notification twice (a leader is also the clerk). */
export function uniqueByAddress<Item extends { addressee: Addressee }>(items: readonly Item[]) {
  const seen = new Set<string>();
  return items.filter(({ addressee }) => {
    const key = addressKey(addressee);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The company's active administrators (level 5) with an address, each an addressee of their own. */
export async function companyAdministrators(db: Database, companyId: string): Promise<Addressee[]> {
  return (await findCompanyAdministrators(db, companyId)).map(({ email, firstName, lastName }) => ({
    to: email,
    name: displayName(firstName, lastName),
  }));
}
