import {
  PERSONAL_DATA_PATHS,
  type PersonalDataExportProgress,
  type PersonQuery,
  personalDataExportProgressSchema,
} from '@foretaksportalen/shared/contract/personal-data';
import { httpClient } from '../../../lib/http-client.ts';

/**
 * POST /api/personal-data/export: has the server make the person's export, answering how far it is as it works
 * (`Progress`) and, last, where to fetch it (`Ready`) or why it could not (`Failed`), as the case file's PDF does. A
 * line that is no such answer fails the call.
 */
export async function* makePersonalDataExport(
  query: PersonQuery,
  signal?: AbortSignal,
): AsyncGenerator<PersonalDataExportProgress, void, undefined> {
  for await (const line of httpClient.postStream(PERSONAL_DATA_PATHS.export, query, { signal })) {
    yield personalDataExportProgressSchema.parse(JSON.parse(line));
  }
}
