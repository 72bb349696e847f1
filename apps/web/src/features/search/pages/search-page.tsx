import { searchRequestSchema } from '@foretaksportalen/shared/contract/search';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_PARAMS } from '../../../config/paths.ts';
import type { SearchQuery } from '../api/get-search-result.ts';
import { SearchForm } from '../components/search-form.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { SEARCH_TEXTS } from '../texts.ts';

/** The page asked for: a whole number from 1; anything else is the first. */
const pageOf = (text: string | null) => {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The query in the address as the contract reads it, or why it cannot be searched for; none for no query. */
function readQuery(params: URLSearchParams): { query: SearchQuery } | { problem: string | null } {
  const parsed = searchRequestSchema.safeParse({
    q: params.get(SEARCH_PARAMS.query) ?? '',
    page: pageOf(params.get(SEARCH_PARAMS.page)),
  });
  if (parsed.success) return { query: parsed.data };
  const q = params.get(SEARCH_PARAMS.query)?.trim();
  return { problem: q ? (parsed.error.issues[0]?.message ?? null) : null };
}

/**
 * /incidents/search?q=…&page=… (issue 22): the search form filled in, to search again, and one page of the hits.
 * The page lives in the address, so that Back from a case comes back to it; a new page replaces the address, as
 * the case list's does.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const read = readQuery(params);
  const changePage = useCallback(
    (page: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (page > 0) next.set(SEARCH_PARAMS.page, String(page + 1));
          else next.delete(SEARCH_PARAMS.page);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const q = params.get(SEARCH_PARAMS.query) ?? '';

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h4">
        {SEARCH_TEXTS.title}
      </Typography>
      {/* A new query in the address (Back, another search) fills the field anew. */}
      <SearchForm key={q} query={q} />
      {'query' in read ? <SearchResults query={read.query} onPageChange={changePage} /> : null}
      {'problem' in read && read.problem ? <Alert severity="warning">{read.problem}</Alert> : null}
    </Stack>
  );
}
