export { letterDraftRoutes } from './letter-draft.routes.ts';
export {
  createLetterDraftService,
  type LetterDraftService,
  type RenderAnswer,
} from './letter-draft.service.ts';
