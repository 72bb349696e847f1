import { type CaseEvent, caseEventSchema } from '@foretaksportalen/shared/contract/case';
import { draftActionPath } from '@foretaksportalen/shared/contract/letter-draft';
import { httpClient } from '../../../lib/http-client.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';
import { type DraftAction, useDraftStep } from './draft-step.ts';

/** POST /api/case/{caseUid}/draft/send: the draft sent at once ('Send brev/vedlegg'). */
export const sendDraft = async ({ caseUid, Version }: DraftAction): Promise<CaseEvent> =>
  caseEventSchema.parse(await httpClient.post<unknown>(draftActionPath(caseUid, 'send'), { Version }));

export const useSendDraft = () =>
  useDraftStep(sendDraft, {
    busy: CASE_OVERVIEW_TEXTS.sending,
    done: CASE_OVERVIEW_TEXTS.sent,
    failed: 'Brevet ble ikke sendt',
  });
