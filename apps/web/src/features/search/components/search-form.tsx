import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { SEARCH_FORM_TEXTS } from '../form-texts.ts';

/**
 * 'Søk i saker og dokumenter' (issue 22): a labelled field and 'Søk'; Enter searches too. Searching opens the
 * result page at the query's address, so that Back comes back to it and the address can be shared. Made of the
 * parts the incidents page loads already, so that it adds next to nothing to that page's first JavaScript.
 */
export function SearchForm({ query = '' }: { query?: string }) {
  const [value, setValue] = useState(query);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const location = useLocation();

  const search = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's rules (not empty, not too long) load with the first search: the incidents page, which shows
    // this form, is at its first-load budget (docs/performance.md). The result page has them anyway.
    const { searchRequestSchema } = await import('@foretaksportalen/shared/contract/search');
    const parsed = searchRequestSchema.safeParse({ q: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    const href = paths.search.getHref({ query: parsed.data.q });
    // The same search again is no new step back.
    void navigate(href, { replace: href === `${location.pathname}${location.search}` });
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={SEARCH_FORM_TEXTS.label}
      noValidate
      onSubmit={(event) => void search(event)}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, maxWidth: 640 }}
    >
      <TextField
        type="search"
        size="small"
        label={SEARCH_FORM_TEXTS.label}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{ htmlInput: { enterKeyHint: 'search' } }}
      />
      <Button type="submit" variant="contained" sx={{ minHeight: 40 }}>
        {SEARCH_FORM_TEXTS.search}
      </Button>
    </Box>
  );
}
