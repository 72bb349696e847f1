export { letterRoutes } from './letter.routes.ts';
export type { CompanyLetter, LetterPdf } from './letter.service.ts';
export {
  createLetterService,
  emptyLetter,
  type LetterService,
  refuseWhereApprovalNeeded,
  requireSendable,
  requireSender,
} from './letter.service.ts';
