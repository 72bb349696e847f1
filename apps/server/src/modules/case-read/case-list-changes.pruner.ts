import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { periodicTask } from '../../lib/periodic-task.ts';
import { deleteCaseListChangesBefore } from './case-read.repository.ts';

/** How often main.ts lets the pruner run, and how long a list change is kept: far longer than a cached list. */
export const CASE_LIST_CHANGES_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
export const CASE_LIST_CHANGES_KEPT_MS = 24 * 60 * 60 * 1000;

/** Removes the list changes no cached list can still need (case-list.cache.ts). */
export function createCaseListChangesPruner({
  db,
  clock,
  log,
}: {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const prune = () =>
    deleteCaseListChangesBefore(db, new Date(clock().getTime() - CASE_LIST_CHANGES_KEPT_MS));
  const task = periodicTask(prune, log, 'Pruning case list changes failed');
  return { prune, start: task.start, stop: task.stop };
}
