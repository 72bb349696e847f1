import { AUDIT_KIND_LABELS } from '@foretaksportalen/shared/audit-texts';
import {
  AUDIT_LOG_KINDS,
  type AuditLogFilter,
  type AuditLogKind,
} from '@foretaksportalen/shared/contract/audit-log';
import type { CompanyClerk } from '@foretaksportalen/shared/contract/config';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateFilter } from '../../../components/date-filter.tsx';
import { AUDIT_LOG_TEXTS } from '../texts.ts';

const byName = new Intl.Collator('nb');
const ALL = '';

interface AuditLogFiltersProps {
  filter: AuditLogFilter;
  /** The company's users, active and inactive, to choose who did it. */
  clerks: readonly CompanyClerk[];
  onChange: (filter: AuditLogFilter) => void;
  onExport: () => void;
}

/** The filter row of the audit log: who did it, the kind, the days from and to; and the Excel export. */
export function AuditLogFilters({ filter, clerks, onChange, onExport }: AuditLogFiltersProps) {
  const people = [...clerks].sort((a, b) =>
    byName.compare(`${a.Clerk.FirstName} ${a.Clerk.LastName}`, `${b.Clerk.FirstName} ${b.Clerk.LastName}`),
  );
  const set = (changes: Partial<AuditLogFilter>) => onChange({ ...filter, ...changes });
  const filtered = Object.values(filter).some((value) => value !== undefined);

  return (
    <Box
      role="search"
      aria-label={AUDIT_LOG_TEXTS.filters}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <TextField
        select
        size="small"
        label={AUDIT_LOG_TEXTS.person}
        value={filter.person ?? ALL}
        onChange={(event) => set({ person: event.target.value || undefined })}
      >
        <MenuItem value={ALL}>{AUDIT_LOG_TEXTS.all}</MenuItem>
        {people.map((clerk) => (
          <MenuItem key={clerk.ClerkId} value={clerk.ClerkId}>
            {`${clerk.Clerk.FirstName} ${clerk.Clerk.LastName}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={AUDIT_LOG_TEXTS.kind}
        value={filter.kind ?? ALL}
        onChange={(event) => set({ kind: (event.target.value as AuditLogKind | '') || undefined })}
      >
        <MenuItem value={ALL}>{AUDIT_LOG_TEXTS.all}</MenuItem>
        {AUDIT_LOG_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {AUDIT_KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      <DateFilter
        label={AUDIT_LOG_TEXTS.from}
        clearLabel={AUDIT_LOG_TEXTS.clearDate(AUDIT_LOG_TEXTS.from)}
        value={filter.from ?? null}
        onChange={(from) => set({ from: from ?? undefined })}
      />
      <DateFilter
        label={AUDIT_LOG_TEXTS.to}
        clearLabel={AUDIT_LOG_TEXTS.clearDate(AUDIT_LOG_TEXTS.to)}
        value={filter.to ?? null}
        onChange={(to) => set({ to: to ?? undefined })}
      />
      <Box
        sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}
      >
        {filtered ? <Button onClick={() => onChange({})}>{AUDIT_LOG_TEXTS.clearFilters}</Button> : null}
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onExport}>
          {AUDIT_LOG_TEXTS.export}
        </Button>
      </Box>
    </Box>
  );
}
