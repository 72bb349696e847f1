import type { MergeValues } from '@foretaksportalen/shared/contract/answer';
import { answerFieldsPath, mergeValuesSchema } from '@foretaksportalen/shared/contract/letter-template';
import { httpClient } from '../../../lib/http-client.ts';

/** GET /api/case/{caseUid}/answer/fields: the merge fields' values for the case and the clerk writing. */
export const getAnswerFields = async (caseUid: string): Promise<MergeValues> =>
  mergeValuesSchema.parse(await httpClient.get<unknown>(answerFieldsPath(caseUid))).Values;
