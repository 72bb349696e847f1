import { caseDraftSchema, draftActionPath } from '@foretaksportalen/shared/contract/letter-draft';
import { httpClient } from '../../../lib/http-client.ts';
import { DRAFT_TEXTS } from '../texts.ts';
import { type DraftAction, useDraftStep } from './draft-step.ts';

/** POST /api/case/{caseUid}/draft/submit: 'Send til godkjenning'. */
export const submitDraft = async ({ caseUid, Version }: DraftAction) =>
  caseDraftSchema.parse(await httpClient.post<unknown>(draftActionPath(caseUid, 'submit'), { Version }));

export const useSubmitDraft = () =>
  useDraftStep(submitDraft, {
    busy: DRAFT_TEXTS.submitting,
    done: DRAFT_TEXTS.submitted,
    failed: 'Brevet ble ikke sendt til godkjenning',
  });
