import {
  type CaseFileOptions,
  type CaseFileProgress,
  caseFilePdfPath,
  caseFileProgressSchema,
} from '@foretaksportalen/shared/contract/case-file';
import { httpClient } from '../../../lib/http-client.ts';

/**
 * POST /api/casefile/{caseUid}/pdf: has the server make the case's PDF (with its internal notes when asked),
 * answering how far it is as it works (`Progress`) and, last, where to fetch it (`Ready`) or why it could not
 * (`Failed`). A line that is no such answer fails the call.
 */
export async function* makeCaseFilePdf(
  caseUid: string,
  options: CaseFileOptions,
  signal?: AbortSignal,
): AsyncGenerator<CaseFileProgress, void, undefined> {
  for await (const line of httpClient.postStream(caseFilePdfPath(caseUid, options), undefined, { signal })) {
    yield caseFileProgressSchema.parse(JSON.parse(line));
  }
}
