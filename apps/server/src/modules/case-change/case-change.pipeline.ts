import type { Database } from '../../db/client.ts';
import { type FollowUps, followUpsOf } from './case-change.kinds.ts';
import type { CaseChange } from './case-change.ts';

/**
 * One consequence of case changes: the audit log, the change feed, the e-mails, and what later issues add. It
 * runs in the change's transaction, so a failure in it rolls the change back.
 */
export interface CaseChangeSubscriber {
  /** For logs and tests. */
  name: string;
  handle(tx: Database, change: CaseChange, followUps: FollowUps): Promise<void>;
}

/**
 * The one way a case change is recorded (architecture §10): the service writes the change's rows, then records
 * the change here in the same transaction; each subscriber, in the order app.ts gives them, carries out its part
 * of what the kind declares (case-change.kinds.ts).
 */
export function createCaseChanges(subscribers: readonly CaseChangeSubscriber[]) {
  return {
    async record(tx: Database, change: CaseChange): Promise<void> {
      const followUps = followUpsOf(change);
      for (const subscriber of subscribers) await subscriber.handle(tx, change, followUps);
    },
  };
}

export type CaseChanges = ReturnType<typeof createCaseChanges>;
