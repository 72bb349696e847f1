export { letterRoutes } from './letter.routes.ts';
export type { CompanyLetter, LetterPdf } from './letter.service.ts';
export { createLetterService, type LetterService } from './letter.service.ts';
