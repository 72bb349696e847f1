export { LIVE_MAX_CASE_ROWS, liveRecorder } from './live.recorder.ts';
