import { caseColumnLabels, type SearchFilter } from '@foretaksportalen/shared/contract/case';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { lazy, memo, Suspense, useMemo } from 'react';
import { useProductName } from '../../../lib/branding.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';
import { FilterTextField } from './filter-text-field.tsx';

// The date picker (MUI X) is as large as the rest of the incidents page: it loads after the list, so that the page's
// first JavaScript stays within its budget (docs/performance.md). Until then the field shows, disabled. The clerk
// filter's suggestions (MUI's Autocomplete) likewise.
const DueDateFilter = lazy(async () => ({
  default: memo((await import('../../../components/date-filter.tsx')).DateFilter),
}));
const ClerkFilter = lazy(async () => ({ default: (await import('./clerk-filter.tsx')).ClerkFilter }));

interface SearchRowProps {
  filter: SearchFilter;
  onChange: (field: keyof SearchFilter, value: string | null) => void;
}

/**
 * The search row above the tabs (spec 2 §2): five filters, each with its clear button. Each field's handler keeps
 * its identity, so that a keystroke renders only the field typed in (the date picker is costly to render).
 */
export function SearchRow({ filter, onChange }: SearchRowProps) {
  const labels = caseColumnLabels(useProductName());
  const set = useMemo(() => {
    const setterOf = (field: keyof SearchFilter) => (value: string | null) => onChange(field, value);
    return {
      caseNumber: setterOf('CaseId'),
      name: setterOf('Name'),
      dueDate: setterOf('DueDate'),
      companyCaseRef: setterOf('CompanyCaseRef'),
      clerk: setterOf('CaseClerk'),
    };
  }, [onChange]);
  return (
    <Box
      role="search"
      aria-label={INCIDENTS_TEXTS.searchRow}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 2 }}
    >
      <FilterTextField label={labels.CaseId} value={filter.CaseId} onChange={set.caseNumber} />
      <FilterTextField label={INCIDENTS_TEXTS.nameFilter} value={filter.Name} onChange={set.name} />
      <Suspense fallback={<TextField label={labels.DueDate} size="small" disabled />}>
        <DueDateFilter
          label={labels.DueDate}
          clearLabel={INCIDENTS_TEXTS.clearFilter(labels.DueDate)}
          value={filter.DueDate}
          onChange={set.dueDate}
        />
      </Suspense>
      <FilterTextField
        label={labels.CompanyCaseRef}
        value={filter.CompanyCaseRef}
        onChange={set.companyCaseRef}
      />
      <Suspense fallback={<TextField label={labels.Clerk} size="small" disabled />}>
        <ClerkFilter label={labels.Clerk} value={filter.CaseClerk} onChange={set.clerk} />
      </Suspense>
    </Box>
  );
}
