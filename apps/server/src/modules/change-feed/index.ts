export { type ChangeFeedRecorder, createChangeFeedRecorder } from './change-feed.recorder.ts';
