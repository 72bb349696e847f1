export { internalNoteRoutes } from './internal-note.routes.ts';
export {
  countInternalNotes,
  createInternalNoteService,
  type InternalNoteService,
  type InternalNoteText,
  readInternalNotesAsText,
} from './internal-note.service.ts';
