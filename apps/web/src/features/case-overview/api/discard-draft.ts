import { draftActionPath } from '@foretaksportalen/shared/contract/letter-draft';
import { httpClient } from '../../../lib/http-client.ts';
import { DRAFT_TEXTS } from '../texts.ts';
import { type DraftAction, useDraftStep } from './draft-step.ts';

/** POST /api/case/{caseUid}/draft/discard: the draft thrown away with its files. */
export const discardDraft = async ({ caseUid, Version }: DraftAction) => {
  await httpClient.post<unknown>(draftActionPath(caseUid, 'discard'), { Version });
};

export const useDiscardDraft = () =>
  useDraftStep(discardDraft, {
    busy: DRAFT_TEXTS.discarding,
    done: DRAFT_TEXTS.discarded,
    failed: 'Utkastet ble ikke forkastet',
  });
