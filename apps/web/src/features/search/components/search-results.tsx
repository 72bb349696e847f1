import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { Paginator } from '../../../components/paginator.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { type SearchQuery, useSearchResult } from '../api/get-search-result.ts';
import { SEARCH_TEXTS } from '../texts.ts';
import { SearchHits } from './search-hits.tsx';

const NO_PAGE_SIZES: number[] = [];

interface SearchResultsProps {
  query: SearchQuery;
  /** Zero-based, as the paginator counts. */
  onPageChange: (page: number) => void;
}

/** Why the search failed: the server's own words for a query it cannot take (400), otherwise a retry. */
function SearchFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.status === 400) {
    return <Alert severity="error">{error.problem.title}</Alert>;
  }
  return <RetryAlert message={SEARCH_TEXTS.failed} retry={SEARCH_TEXTS.retry} onRetry={onRetry} />;
}

/**
 * One page of the hits behind the spinner (as the case list loads), with the count, the documents the search
 * cannot read (no text, or not read yet) and the paginator. The count is a live region that is there from the
 * start, so that a screen reader hears it when the answer comes.
 */
export function SearchResults({ query, onPageChange }: SearchResultsProps) {
  const result = useSearchResult(query);
  const countId = useId();
  useBlockingSpinnerWhile(result.isPending || result.isPlaceholderData, SEARCH_TEXTS.loading);
  const { data } = result;

  // A page past the last (an old address, hits gone since) shows the last page instead.
  const lastPage = data ? Math.max(1, Math.ceil(data.Total / data.PageSize)) : 1;
  const pastTheEnd =
    data !== undefined && !result.isPlaceholderData && data.Hits.length === 0 && query.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPageChange(lastPage - 1);
  }, [pastTheEnd, lastPage, onPageChange]);

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography id={countId} role="status" sx={{ fontWeight: 500 }}>
        {data ? (data.Total > 0 ? SEARCH_TEXTS.hitCount(data.Total) : SEARCH_TEXTS.noHits(query.q)) : ''}
      </Typography>
      {result.isError ? <SearchFailed error={result.error} onRetry={() => void result.refetch()} /> : null}
      {data && data.WithoutText > 0 ? (
        <Alert severity="info">{SEARCH_TEXTS.withoutText(data.WithoutText)}</Alert>
      ) : null}
      {data && data.Waiting > 0 ? <Alert severity="info">{SEARCH_TEXTS.waiting(data.Waiting)}</Alert> : null}
      {data && data.Hits.length > 0 ? (
        <div>
          <SearchHits hits={data.Hits} labelledBy={countId} />
          <Paginator
            rowsPerPageOptions={NO_PAGE_SIZES}
            count={data.Total}
            page={data.Page - 1}
            rowsPerPage={data.PageSize}
            onPageChange={(_event, page) => onPageChange(page)}
          />
        </div>
      ) : null}
    </Stack>
  );
}
