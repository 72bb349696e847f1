import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createCaseChanges } from './modules/case-change/index.ts';
import { type ChangeFeedRecorder, createChangeFeedRecorder } from './modules/change-feed/index.ts';
import { caseHistoryRecorder } from './modules/history/index.ts';
import { liveRecorder } from './modules/live/index.ts';
import { caseChangeNotifier } from './modules/notification/index.ts';

/**
 * The case-change pipeline with its subscribers in their order (architecture §10): history, the complaints body's
 * change feed, the e-mails, the live streams. The portal (app.ts) and the jobs outside a request (the retention
 * run of main.ts and the admin command) record changes through the same one.
 */
export function caseChangePipeline(
  config: Config,
  db: Database,
): { changes: ReturnType<typeof createCaseChanges>; feedRecorder: ChangeFeedRecorder } {
  const feedRecorder = createChangeFeedRecorder({ db });
  const changes = createCaseChanges([
    caseHistoryRecorder,
    feedRecorder.subscriber,
    caseChangeNotifier(config),
    liveRecorder,
  ]);
  return { changes, feedRecorder };
}
