import { describe, expect, it } from 'vitest';
import { toAuditLogEntry } from './audit-log.presenter.ts';
import type { AuditNames } from './audit-names.ts';
import type { AuditRow } from './history.repository.ts';

const names: AuditNames = {
  person: (personId) => ({ Name: personId === 'p-kari' ? 'Kari Nordmann' : null }),
  membership: (membershipId) =>
    membershipId === null || membershipId === undefined
      ? null
      : { Name: membershipId === 'm-kari' ? 'Kari Nordmann' : null },
};
const roles = new Map([['r-super', 'Superbruker']]);

const row = (
  action: string,
  details: Record<string, unknown> | null,
  changes: Partial<AuditRow> = {},
): AuditRow => ({
  id: 7,
  at: new Date('2026-03-02T10:00:00Z'),
  action,
  actorPersonId: null,
  actorApiKeyId: null,
  actorFirstName: null,
  actorLastName: null,
  targetType: null,
  targetId: null,
  details,
  ...changes,
});

const present = (audit: AuditRow) => toAuditLogEntry(audit, names, roles);

describe('toAuditLogEntry', () => {
  it('shows only the kinds of the company’s log', () => {
    expect(present(row('login.success', { idp: 'nbid' }))).toBeNull();
    expect(present(row('clerk.lookup', { result: 'member' }))).toBeNull();
  });

  it('shows an access key used by the person who used it, and one revoked through the provider API as the complaints body', () => {
    expect(
      present(
        row(
          'access-key.used',
          { membershipId: 'm-1', newPerson: true },
          { actorPersonId: 'p-nils', actorFirstName: 'Nils', actorLastName: 'Nyansatt' },
        ),
      ),
    ).toEqual({
      Id: '7',
      At: '2026-03-02T10:00:00.000Z',
      Actor: { Kind: 'Person', Name: 'Nils Nyansatt' },
      Kind: 'access-key.used',
    });
    expect(
      present(row('access-key.revoked', { revokedBy: 'provider-api:Saksbehandlingssystemet' }))?.Actor,
    ).toEqual({
      Kind: 'Provider',
    });
    expect(present(row('access-key.revoked', { revokedBy: 'admin-command:ola' }))?.Actor).toEqual({
      Kind: 'Operator',
    });
  });

  it('masks an e-mail address kept whole by entries written before the log masked it', () => {
    expect(
      present(
        row('access-key.issued', {
          issuedBy: 'admin-command',
          email: 'nils.nyansatt@eksempelbank.no',
          roleId: 'r-super',
        }),
      ),
    ).toMatchObject({ Actor: { Kind: 'Operator' }, Email: 'n***@eksempelbank.no', Role: 'Superbruker' });
  });

  it('shows older entries with less: field names without values, the user by the membership', () => {
    expect(
      present(
        row(
          'clerk.updated',
          { fields: ['Email', 'RoleId'] },
          { targetType: 'membership', targetId: 'm-kari' },
        ),
      ),
    ).toMatchObject({ User: { Name: 'Kari Nordmann' }, Changes: [{ Field: 'Email' }, { Field: 'RoleId' }] });
    expect(
      present(row('clerk.activated', null, { targetType: 'membership', targetId: 'm-gone' })),
    ).toMatchObject({ Kind: 'user.activated', User: { Name: null } });
  });

  it('never passes on what it does not know of details: names unkept, values masked, objects left out', () => {
    const entry = present(
      row('company.updated', {
        changes: {
          Phone: { from: '22334455', to: '22000011' },
          Address: { from: { Address: 'Storgata 1' }, to: { Address: 'Storgata 2' } },
          FirstName: { from: 'Kari', to: 'Karianne' },
        },
        nationalId: '02879044939',
      }),
    );
    expect(entry).toMatchObject({
      Changes: [
        { Field: 'Phone', From: '******55', To: '******11' },
        { Field: 'Address' },
        { Field: 'FirstName' },
      ],
    });
    expect(JSON.stringify(entry)).not.toContain('02879044939');
  });

  it('shows a handover to nobody, and one whose entry does not say how many', () => {
    expect(present(row('cases.handed-over', { from: 'm-kari', to: null }))).toMatchObject({
      From: { Name: 'Kari Nordmann' },
      To: null,
      Cases: null,
    });
  });

  it('names a letter template as it was saved, and its former name when it was renamed', () => {
    expect(present(row('letter-template.created', { name: 'Tilsvar til klage' }))).toMatchObject({
      Kind: 'letter-template.created',
      Template: 'Tilsvar til klage',
    });
    expect(
      present(row('letter-template.updated', { name: 'Tilsvar, kort', formerName: 'Tilsvar til klage' })),
    ).toMatchObject({
      Kind: 'letter-template.changed',
      Template: 'Tilsvar, kort',
      FormerName: 'Tilsvar til klage',
    });
    expect(present(row('letter-template.updated', { name: 'Tilsvar, kort' }))).toMatchObject({
      Kind: 'letter-template.changed',
      FormerName: null,
    });
    expect(present(row('letter-template.deleted', { name: 'Tilsvar, kort' }))).toMatchObject({
      Kind: 'letter-template.deleted',
      Template: 'Tilsvar, kort',
    });
  });
});
