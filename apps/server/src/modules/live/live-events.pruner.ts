import type { FastifyBaseLogger } from 'fastify';
import { LIVE_EVENTS_KEPT_SECONDS } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { periodicTask } from '../../lib/periodic-task.ts';
import { deleteLiveEventsOlderThan } from './live.repository.ts';

export const LIVE_EVENTS_PRUNE_INTERVAL_MS = 60 * 1000;

/** Removes the live stream's rows no replay can still need (its window is shorter). */
export function createLiveEventsPruner({ db, log }: { db: Database; log: FastifyBaseLogger }) {
  const prune = () => deleteLiveEventsOlderThan(db, LIVE_EVENTS_KEPT_SECONDS);
  const task = periodicTask(prune, log, 'Pruning live events failed');
  return { prune, start: task.start, stop: task.stop };
}
