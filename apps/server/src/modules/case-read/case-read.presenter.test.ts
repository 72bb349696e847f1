import { describe, expect, it } from 'vitest';
import { deleteRefusal } from '../case/index.ts';
import type { CaseEventRow } from '../case-timeline/index.ts';
import { toCaseEvent } from './case-read.presenter.ts';

const now = new Date('2026-11-21T09:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

const event = (changes: Partial<CaseEventRow>): CaseEventRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  caseId: '00000000-0000-4000-8000-000000000002',
  companyId: '00000000-0000-4000-8000-000000000003',
  direction: 'outbound',
  description: 'Brev fra foretaket',
  subject: null,
  content: null,
  isRead: true,
  readAt: null,
  readByMembershipId: null,
  createdByMembershipId: null,
  deleteBefore: later(60),
  externalId: null,
  providerReleasedAt: null,
  createdAt: later(-540),
  ...changes,
});

describe('the case presenter', () => {
  it('offers deleting exactly the events the delete call takes (the letter policy decides both)', () => {
    const events = [
      event({}),
      event({ providerReleasedAt: now }),
      event({ deleteBefore: later(-1) }),
      event({ deleteBefore: now }),
      event({ deleteBefore: null }),
      event({ direction: 'inbound' }),
    ];
    for (const row of events) {
      const deletable = deleteRefusal(row, now) === null;
      expect(toCaseEvent(row, [], now)).toMatchObject({
        CanDelete: deletable,
        DeleteBeforeDateTime: deletable ? row.deleteBefore?.toISOString() : null,
      });
    }
  });

  it('shows no delete window for a letter the feed has released, though this clock says it is open', () => {
    expect(toCaseEvent(event({ providerReleasedAt: now }), [], now)).toMatchObject({
      CanDelete: false,
      DeleteBeforeDateTime: null,
    });
    expect(toCaseEvent(event({}), [], now)).toMatchObject({
      CanDelete: true,
      DeleteBeforeDateTime: later(60).toISOString(),
    });
  });
});
