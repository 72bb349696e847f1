import type { Database } from '../../db/client.ts';
import type { CaseChangeSubscriber } from '../case-change/index.ts';
import { insertFeedRows, releaseDueLetters } from './change-feed.repository.ts';

/**
 * The writing half of the complaints body's change feed: the rows each case change declares, in its transaction,
 * and the company letters handed over once their delete window has passed. The provider API's reader pages them.
 */
export function createChangeFeedRecorder({ db }: { db: Database }) {
  const subscriber: CaseChangeSubscriber = {
    name: 'change feed',
    handle: (tx, _change, { feed }) => insertFeedRows(tx, feed),
  };
  return {
    subscriber,
    /** Committed on its own, so that a read right after it can see the letters when nothing older is running. */
    releaseDueLetters: (now: Date) => releaseDueLetters(db, now),
  };
}

export type ChangeFeedRecorder = ReturnType<typeof createChangeFeedRecorder>;
