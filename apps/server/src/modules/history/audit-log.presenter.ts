import type { AuditChange, AuditLogEntry, AuditLogKind } from '@foretaksportalen/shared/contract/audit-log';
import { auditedValue } from '../audit/index.ts';
import { type AuditNames, actorOf, detailText } from './audit-names.ts';
import type { AuditRow } from './history.repository.ts';

/** The audit action of each kind the company's log shows; no other action of the log leaves the server there. */
export const ACTION_OF_KIND: Record<AuditLogKind, string> = {
  'user.added': 'clerk.created',
  'user.activated': 'clerk.activated',
  'user.deactivated': 'clerk.deactivated',
  'user.removed': 'clerk.removed',
  'role.changed': 'clerk.role-changed',
  'profile.changed': 'clerk.updated',
  'company.changed': 'company.updated',
  'access-key.issued': 'access-key.issued',
  'access-key.used': 'access-key.used',
  'access-key.revoked': 'access-key.revoked',
  'consent.given': 'consent.given',
  'consent.refused': 'consent.refused',
  'cases.handed-over': 'cases.handed-over',
  'letter-template.created': 'letter-template.created',
  'letter-template.changed': 'letter-template.updated',
  'letter-template.deleted': 'letter-template.deleted',
  'personal-data.exported': 'personal-data.exported',
  'personal-data.erasure-requested': 'personal-data.erasure-requested',
  'personal-data.erasure-approved': 'personal-data.erasure-approved',
  'personal-data.erasure-cancelled': 'personal-data.erasure-cancelled',
};

/** A whole number of an entry's details, or null where it holds none. */
const detailCount = (details: AuditRow['details'], field: string) => {
  const value = details?.[field];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
};

const KIND_OF_ACTION = new Map(
  Object.entries(ACTION_OF_KIND).map(([kind, action]) => [action, kind as AuditLogKind]),
);

/** The persons and memberships the rows name, to look them up at once. */
export function namedBy(rows: readonly AuditRow[]) {
  const personIds: string[] = [];
  const membershipIds: string[] = [];
  for (const row of rows) {
    const personId = detailText(row.details, 'personId');
    if (personId !== undefined) personIds.push(personId);
    else if (row.targetType === 'membership' && row.targetId !== null) membershipIds.push(row.targetId);
    if (row.action === ACTION_OF_KIND['cases.handed-over']) {
      for (const field of ['from', 'to']) {
        const membershipId = detailText(row.details, field);
        if (membershipId !== undefined) membershipIds.push(membershipId);
      }
    }
  }
  return { personIds, membershipIds };
}

/**
 * A profile's or the company's changed fields: `details.changes` with the values as kept (masked once more as
 * they are read, for entries written before the log masked them), or the field names alone of older entries.
 */
function changesOf(details: AuditRow['details']): AuditChange[] {
  const changes = details?.changes;
  if (typeof changes === 'object' && changes !== null) {
    return Object.entries(changes).map(([field, change]: [string, { from?: unknown; to?: unknown }]) => {
      const from = auditedValue(field, change?.from);
      const to = auditedValue(field, change?.to);
      return from === undefined || to === undefined ? { Field: field } : { Field: field, From: from, To: to };
    });
  }
  const fields = details?.fields;
  return Array.isArray(fields)
    ? fields.filter((field): field is string => typeof field === 'string').map((field) => ({ Field: field }))
    : [];
}

/**
 * An entry of the company's log from its audit row, or null for an action the log does not show. Only known
 * fields of `details` are read: it may hold what the page must not show.
 */
export function toAuditLogEntry(
  row: AuditRow,
  names: AuditNames,
  roleNames: ReadonlyMap<string, string>,
): AuditLogEntry | null {
  const kind = KIND_OF_ACTION.get(row.action);
  if (kind === undefined) return null;
  const base = { Id: String(row.id), At: row.at.toISOString(), Actor: actorOf(row) };
  const detail = (field: string) => detailText(row.details, field);
  const role = (field: string) => roleNames.get(detail(field) ?? '') ?? null;
  const personId = detail('personId');
  const user = {
    User:
      personId === undefined && row.targetType === 'membership'
        ? (names.membership(row.targetId) ?? { Name: null })
        : names.person(personId),
  };
  switch (kind) {
    case 'user.added':
      return { ...base, Kind: kind, ...user, Role: role('roleId') };
    case 'user.activated':
    case 'user.deactivated':
    case 'user.removed':
      return { ...base, Kind: kind, ...user };
    case 'role.changed':
      return { ...base, Kind: kind, ...user, From: role('from'), To: role('to') };
    case 'profile.changed':
      return { ...base, Kind: kind, ...user, Changes: changesOf(row.details) };
    case 'company.changed':
      return { ...base, Kind: kind, Changes: changesOf(row.details) };
    case 'access-key.issued': {
      const email = auditedValue('Email', detail('email'));
      return { ...base, Kind: kind, Email: typeof email === 'string' ? email : null, Role: role('roleId') };
    }
    case 'cases.handed-over': {
      const cases = row.details?.cases;
      return {
        ...base,
        Kind: kind,
        From: names.membership(detail('from')) ?? { Name: null },
        To: names.membership(detail('to') ?? null),
        Cases: typeof cases === 'number' ? cases : null,
      };
    }
    case 'letter-template.created':
    case 'letter-template.deleted':
      return { ...base, Kind: kind, Template: detail('name') ?? '' };
    case 'letter-template.changed':
      return {
        ...base,
        Kind: kind,
        Template: detail('name') ?? '',
        FormerName: detail('formerName') ?? null,
      };
    case 'personal-data.exported':
    case 'personal-data.erasure-requested':
    case 'personal-data.erasure-cancelled':
      return { ...base, Kind: kind, Cases: detailCount(row.details, 'cases') };
    case 'personal-data.erasure-approved':
      return {
        ...base,
        Kind: kind,
        Cases: detailCount(row.details, 'cases'),
        Anonymised: detailCount(row.details, 'anonymised'),
      };
    case 'access-key.used':
    case 'access-key.revoked':
    case 'consent.given':
    case 'consent.refused':
      return { ...base, Kind: kind };
  }
}
