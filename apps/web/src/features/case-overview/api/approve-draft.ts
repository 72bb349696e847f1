import { type CaseEvent, caseEventSchema } from '@foretaksportalen/shared/contract/case';
import { draftActionPath } from '@foretaksportalen/shared/contract/letter-draft';
import { httpClient } from '../../../lib/http-client.ts';
import { CASE_OVERVIEW_TEXTS, DRAFT_TEXTS } from '../texts.ts';
import { type DraftAction, useDraftStep } from './draft-step.ts';

/** POST /api/case/{caseUid}/draft/approve: 'Godkjenn og send'. */
export const approveDraft = async ({ caseUid, Version }: DraftAction): Promise<CaseEvent> =>
  caseEventSchema.parse(await httpClient.post<unknown>(draftActionPath(caseUid, 'approve'), { Version }));

export const useApproveDraft = () =>
  useDraftStep(approveDraft, {
    busy: CASE_OVERVIEW_TEXTS.sending,
    done: DRAFT_TEXTS.approved,
    failed: 'Brevet ble ikke godkjent',
  });
