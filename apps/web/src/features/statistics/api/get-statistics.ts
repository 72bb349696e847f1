import {
  type Statistics,
  type StatisticsPeriod,
  statisticsPath,
  statisticsSchema,
} from '@foretaksportalen/shared/contract/statistics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../../lib/http-client.ts';

/** GET /api/statistics: the company's figures for the period. */
export const getStatistics = async (period: StatisticsPeriod): Promise<Statistics> =>
  statisticsSchema.parse(await httpClient.get<unknown>(statisticsPath(period)));

/** Counted anew whenever the page is opened again (queries are stale at once). */
export const getStatisticsQueryOptions = (period: StatisticsPeriod) =>
  queryOptions({
    queryKey: ['statistics', period.from, period.to],
    queryFn: () => getStatistics(period),
  });

/** Nothing is asked for without a valid period; while another period loads, the one shown stays. */
export const useStatistics = (period: StatisticsPeriod | null) =>
  useQuery({
    ...getStatisticsQueryOptions(period ?? { from: '', to: '' }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
