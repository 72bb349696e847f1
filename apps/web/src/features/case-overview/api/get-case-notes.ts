import {
  type CaseNotes,
  caseNotesPath,
  caseNotesSchema,
} from '@foretaksportalen/shared/contract/internal-note';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { caseQueryKey } from './get-case.ts';

/** GET /api/case/{caseUid}/notes: the case's internal notes, oldest first, and whom '@' may mention. */
export const getCaseNotes = async (caseUid: string): Promise<CaseNotes> =>
  caseNotesSchema.parse(await httpClient.get<unknown>(caseNotesPath(caseUid)));

/** Under the case's own key, so that every change to the case (which invalidates it) reloads its notes too. */
export const caseNotesQueryKey = (caseUid: string) => [...caseQueryKey(caseUid), 'notes'] as const;

export const getCaseNotesQueryOptions = (caseUid: string) =>
  queryOptions({ queryKey: caseNotesQueryKey(caseUid), queryFn: () => getCaseNotes(caseUid) });

/** Loaded when the 'Interne notater' tab is opened, not with the case. */
export const useCaseNotes = (caseUid: string) => useQuery(getCaseNotesQueryOptions(caseUid));
