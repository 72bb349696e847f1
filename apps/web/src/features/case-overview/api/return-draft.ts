import { caseDraftSchema, draftActionPath } from '@foretaksportalen/shared/contract/letter-draft';
import { httpClient } from '../../../lib/http-client.ts';
import { DRAFT_TEXTS } from '../texts.ts';
import { type DraftAction, useDraftStep } from './draft-step.ts';

/** POST /api/case/{caseUid}/draft/return: 'Send tilbake', with why. */
export const returnDraft = async ({ caseUid, Version, Comment }: DraftAction & { Comment: string }) =>
  caseDraftSchema.parse(
    await httpClient.post<unknown>(draftActionPath(caseUid, 'return'), { Version, Comment }),
  );

export const useReturnDraft = () =>
  useDraftStep(returnDraft, {
    busy: DRAFT_TEXTS.returning,
    done: DRAFT_TEXTS.returned,
    failed: 'Brevet ble ikke sendt tilbake',
  });
