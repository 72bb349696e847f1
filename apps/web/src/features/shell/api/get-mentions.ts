import { MENTIONS_PATH, type Mentions, mentionsSchema } from '@foretaksportalen/shared/contract/mentions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';
import { MENTIONS_QUERY_KEY } from '../../cases/index.ts';

/** How often the header asks again while the window is open: a colleague's mention shows within a minute. */
const MENTIONS_REFETCH_MS = 60_000;

/** GET /api/mentions: the cases in which notes mention the clerk and they have not opened them yet. */
export const getMentions = async (): Promise<Mentions> =>
  mentionsSchema.parse(await httpClient.get<unknown>(MENTIONS_PATH));

export const getMentionsQueryOptions = () =>
  queryOptions({
    queryKey: MENTIONS_QUERY_KEY,
    queryFn: getMentions,
    refetchInterval: MENTIONS_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

/** Only for a clerk who sees cases (level 4 has none, and would be refused): the header asks only then. */
export const useMentions = () => useQuery(getMentionsQueryOptions());
