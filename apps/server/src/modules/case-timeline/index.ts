export type { CaseTimeline, EventOrigin, NewCaseEvent, NewDocument } from './case-timeline.service.ts';
export { createCaseTimeline, documentOfUpload, FOLLOW_UPS } from './case-timeline.service.ts';
