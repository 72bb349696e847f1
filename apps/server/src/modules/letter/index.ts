export { letterRoutes } from './letter.routes.ts';
export { createLetterService, type LetterService } from './letter.service.ts';
