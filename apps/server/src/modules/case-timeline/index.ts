export type { CaseEventRow, DocumentRow, DocumentSelection } from './case-timeline.repository.ts';
export type { EventOrigin, NewCaseEvent, NewDocument } from './case-timeline.service.ts';
export {
  appendCaseEvent,
  documentOfUpload,
  EVENT_ORIGINS,
  markCaseEventRead,
  readCaseDocuments,
  readCaseEvent,
  readCaseEvents,
  removeCaseEvent,
} from './case-timeline.service.ts';
