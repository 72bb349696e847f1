import { AUDIT_KIND_LABELS, describeAuditLogEntry } from '@foretaksportalen/shared/audit-texts';
import type { AuditLogEntry } from '@foretaksportalen/shared/contract/audit-log';
import Typography from '@mui/material/Typography';
import { ActivityTable } from '../../../components/activity-table.tsx';
import { useProductName } from '../../../lib/branding.ts';
import { AUDIT_LOG_TEXTS } from '../texts.ts';

/**
 * The entries of the audit log, newest first: when, who, and what (the kind, with what the entry says under it,
 * so that the table keeps to three columns on a phone).
 */
export function AuditLogTable({
  entries,
  labelledBy,
}: {
  entries: readonly AuditLogEntry[];
  labelledBy: string;
}) {
  const productName = useProductName();
  const rows = entries.map((entry) => {
    const details = describeAuditLogEntry(entry);
    return {
      key: entry.Id,
      at: entry.At,
      actor: entry.Actor,
      what: (
        <>
          <Typography variant="body2" component="span" sx={{ fontWeight: 'medium', display: 'block' }}>
            {AUDIT_KIND_LABELS[entry.Kind]}
          </Typography>
          {details ? (
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              {details}
            </Typography>
          ) : null}
        </>
      ),
    };
  });
  return (
    <ActivityTable
      rows={rows}
      headers={AUDIT_LOG_TEXTS}
      labelledBy={labelledBy}
      empty={AUDIT_LOG_TEXTS.empty}
      productName={productName}
    />
  );
}
