import { caseColumnLabels, type SearchFilter } from '@foretaksportalen/shared/contract/case';
import Box from '@mui/material/Box';
import { useProductName } from '../../access/index.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';
import { ClerkFilter } from './clerk-filter.tsx';
import { DueDateFilter } from './due-date-filter.tsx';
import { FilterTextField } from './filter-text-field.tsx';

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
      <DueDateFilter
        label={labels.DueDate}
        value={filter.DueDate}
        onChange={(value) => onChange('DueDate', value)}
      />
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
