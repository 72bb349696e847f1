import { type CaseEvent, caseEventSchema } from '@foretaksportalen/shared/contract/case';
import { draftActionPath } from '@foretaksportalen/shared/contract/letter-draft';
import { httpClient } from '../../../lib/http-client.ts';
import { DRAFT_TEXTS } from '../texts.ts';
import { type DraftAction, useDraftStep } from './draft-step.ts';

/** POST /api/case/{caseUid}/draft/send: the draft sent at once ('Send brev/vedlegg'). */
export const sendDraft = async ({ caseUid, Version }: DraftAction): Promise<CaseEvent> =>
  caseEventSchema.parse(await httpClient.post<unknown>(draftActionPath(caseUid, 'send'), { Version }));

export const useSendDraft = () =>
  useDraftStep(sendDraft, {
    busy: DRAFT_TEXTS.sending,
    done: DRAFT_TEXTS.sent,
    failed: 'Brevet ble ikke sendt',
  });
