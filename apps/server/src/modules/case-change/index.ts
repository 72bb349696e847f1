export type { FeedEntry, FollowUps, LiveEntry, Notification } from './case-change.kinds.ts';
export { CASE_CHANGE_KINDS, followUpsOf } from './case-change.kinds.ts';
export type { CaseChangeSubscriber, CaseChanges } from './case-change.pipeline.ts';
export { createCaseChanges } from './case-change.pipeline.ts';
export type { CaseChange, CaseChangeKind, CaseMove, DeletionCounts, EditedFields } from './case-change.ts';
