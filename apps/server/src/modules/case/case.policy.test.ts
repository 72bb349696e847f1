import { describe, expect, it } from 'vitest';
import {
  ALREADY_ARCHIVED,
  ARCHIVING_IS_FINAL,
  archiveRefusal,
  assignmentRefusal,
  CLERK_DISABLED,
  CLERK_WITHOUT_CASES,
  canDistribute,
  canEditCompanyDetails,
  caseScopeFor,
  ONLY_CLOSED_CAN_BE_ARCHIVED,
  UNKNOWN_CLERK,
} from './case.policy.ts';

const LEVELS = [1, 2, 3, 4, 5];
const viewer = (accessLevel: number) => ({ companyId: 'company', membershipId: 'me', accessLevel });

describe('case policy', () => {
  it('scopes levels 1-2 to their own cases, levels 3 and 5 to the company, and gives level 4 no cases', () => {
    expect(LEVELS.map((level) => caseScopeFor(viewer(level)))).toEqual([
      { companyId: 'company', assignedTo: 'me' },
      { companyId: 'company', assignedTo: 'me' },
      { companyId: 'company', assignedTo: null },
      null,
      { companyId: 'company', assignedTo: null },
    ]);
  });

  it('lets levels 3 and 5 distribute cases and edit the company reference and note', () => {
    expect(LEVELS.map((accessLevel) => canDistribute({ accessLevel }))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
    expect(LEVELS.map((accessLevel) => canEditCompanyDetails({ accessLevel }))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
  });

  it('archives a closed case once, and never takes it out of the archive', () => {
    const open = { statusCode: 'UNDER_BEHANDLING', archived: false };
    const closed = { statusCode: 'AVSLUTTET', archived: false };
    const archived = { statusCode: 'AVSLUTTET', archived: true };
    expect(archiveRefusal(closed, true)).toBeNull();
    expect(archiveRefusal(open, true)).toBe(ONLY_CLOSED_CAN_BE_ARCHIVED);
    expect(archiveRefusal(archived, true)).toBe(ALREADY_ARCHIVED);
    expect(archiveRefusal(archived, false)).toBe(ARCHIVING_IS_FINAL);
    expect(archiveRefusal(open, false)).toBeNull();
  });

  it('assigns cases only to enabled members of the company whose role sees cases', () => {
    expect(assignmentRefusal(undefined)).toBe(UNKNOWN_CLERK);
    expect(assignmentRefusal({ disabled: true, accessLevel: 1 })).toBe(CLERK_DISABLED);
    expect(assignmentRefusal({ disabled: false, accessLevel: 4 })).toBe(CLERK_WITHOUT_CASES);
    for (const accessLevel of [1, 2, 3, 5]) {
      expect(assignmentRefusal({ disabled: false, accessLevel })).toBeNull();
    }
  });
});
