export { createCaseAnswerService, readMergeValues, renderCaseAnswer } from './case-answer.ts';
export { letterTemplateRoutes } from './letter-template.routes.ts';
export { createLetterTemplateService, type LetterTemplateService } from './letter-template.service.ts';
