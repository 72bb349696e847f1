import { caseColumnLabels, type SearchFilter } from '@foretaksportalen/shared/contract/case';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { useProductName } from '../../access/index.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';
import { ClerkFilter } from './clerk-filter.tsx';
import { FilterTextField } from './filter-text-field.tsx';

// The date picker (MUI X) is as large as the rest of the incidents page: it loads after the list, so that the page's
// first JavaScript stays within its budget (docs/performance.md). Until then the field shows, disabled.
const DueDateFilter = lazy(async () => ({ default: (await import('./due-date-filter.tsx')).DueDateFilter }));

export interface SearchRowProps {
  filter: SearchFilter;
  onChange: (field: keyof SearchFilter, value: string | null) => void;
}

/** The search row above the tabs (spec 2 §2): five filters, each with its clear button. */
export function SearchRow({ filter, onChange }: SearchRowProps) {
  const labels = caseColumnLabels(useProductName());
  return (
    <Box
      role="search"
      aria-label={INCIDENTS_TEXTS.searchRow}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 2 }}
    >
      <FilterTextField
        label={labels.CaseId}
        value={filter.CaseId}
        onChange={(value) => onChange('CaseId', value)}
      />
      <FilterTextField
        label={INCIDENTS_TEXTS.nameFilter}
        value={filter.Name}
        onChange={(value) => onChange('Name', value)}
      />
      <Suspense fallback={<TextField label={labels.DueDate} size="small" disabled />}>
        <DueDateFilter
          label={labels.DueDate}
          value={filter.DueDate}
          onChange={(value) => onChange('DueDate', value)}
        />
      </Suspense>
      <FilterTextField
        label={labels.CompanyCaseRef}
        value={filter.CompanyCaseRef}
        onChange={(value) => onChange('CompanyCaseRef', value)}
      />
      <ClerkFilter
        label={labels.Clerk}
        value={filter.CaseClerk}
        onChange={(value) => onChange('CaseClerk', value)}
      />
    </Box>
  );
}
