export { toProviderDocument } from './provider-case.presenter.ts';
export type { ProviderCaseService } from './provider-case.service.ts';
export { createProviderCaseService } from './provider-case.service.ts';
export type {
  LetterEventInput,
  LetterFile,
  ProviderLetterService,
  ReadLetter,
} from './provider-letter.service.ts';
export { createProviderLetterService } from './provider-letter.service.ts';
