export { createLiveHub, type LiveHub } from './live.hub.ts';
export { LIVE_MAX_CASE_ROWS, liveRecorder } from './live.recorder.ts';
export { liveRoutes } from './live.routes.ts';
export { createLiveEventsPruner, LIVE_EVENTS_PRUNE_INTERVAL_MS } from './live-events.pruner.ts';
export {
  createPresenceService,
  createPresenceSweeper,
  PRESENCE_SWEEP_INTERVAL_MS,
} from './presence.service.ts';
