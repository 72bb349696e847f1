export { letterDraftRoutes } from './letter-draft.routes.ts';
export { createLetterDraftService, type LetterDraftService } from './letter-draft.service.ts';
