import {
  PRESENCE_ACTIVITIES,
  type Presence,
  type PresenceActivity,
  type PresenceBeat,
} from '@foretaksportalen/shared/contract/live';
import { PRESENCE_TTL_SECONDS } from '@foretaksportalen/shared/limits';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { periodicTask } from '../../lib/periodic-task.ts';
import { requireVisibleCase } from '../case/index.ts';
import type { AuthContext } from '../session/index.ts';
import {
  countOtherTabs,
  deleteExpiredPresence,
  deletePresence,
  findPresent,
  upsertPresence,
} from './presence.repository.ts';

/** Tabs of one session on cases at once: beyond, a beat is refused (every tab is a row). */
const MAX_TABS_PER_SESSION = 20;
/** The most colleagues a case's presence names (the contract's bound). */
const MAX_PRESENT = 100;
export const PRESENCE_SWEEP_INTERVAL_MS = 2000;

const strongest = (activities: readonly string[]): PresenceActivity =>
  PRESENCE_ACTIVITIES.findLast((activity) => activities.includes(activity)) ?? 'viewing';

/**
 * Who else has a case open (issue 47): each tab beats every PRESENCE_BEAT_SECONDS while it shows a case, and its row
 * lives PRESENCE_TTL_SECONDS after the beat. Only those who see the case are told, or may ask.
 */
export function createPresenceService({ db, clock }: { db: Database; clock: () => Date }) {
  async function present(auth: AuthContext, caseId: string): Promise<Presence> {
    await requireVisibleCase(db, auth, caseId);
    const rows = await findPresent(db, {
      caseId,
      now: clock(),
      leaveOut: auth.membershipId,
      limit: MAX_PRESENT,
    });
    return {
      Present: rows.map((row) => ({
        ClerkId: row.membershipId,
        DisplayName: `${row.firstName} ${row.lastName}`,
        Activity: strongest(row.activities),
      })),
    };
  }

  return {
    present,

    /** A tab's beat: on the case with this activity until the TTL, or (Activity null) gone from it now. */
    async beat(auth: AuthContext, beat: PresenceBeat): Promise<Presence> {
      const found = await requireVisibleCase(db, auth, beat.CaseUid);
      if (beat.Activity === null) {
        await deletePresence(db, auth.sessionId, beat.TabId);
      } else {
        if ((await countOtherTabs(db, auth.sessionId, beat.TabId)) >= MAX_TABS_PER_SESSION) {
          throw new AppError('live.too-many-tabs', 400, 'For mange faner med saker åpne samtidig');
        }
        await upsertPresence(db, {
          sessionId: auth.sessionId,
          tabId: beat.TabId,
          caseId: found.id,
          companyId: auth.companyId,
          membershipId: auth.membershipId,
          activity: beat.Activity,
          expiresAt: new Date(clock().getTime() + PRESENCE_TTL_SECONDS * 1000),
        });
      }
      return present(auth, beat.CaseUid);
    },

    /** Removes the rows whose tabs stopped beating; their removal is told like a leave. */
    sweep: () => deleteExpiredPresence(db, clock()),
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;

/** main.ts runs the sweep in the background, every PRESENCE_SWEEP_INTERVAL_MS. */
export function createPresenceSweeper({
  db,
  clock,
  log,
}: {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const task = periodicTask(() => deleteExpiredPresence(db, clock()), log, 'Sweeping case presence failed');
  return { start: task.start, stop: task.stop };
}
