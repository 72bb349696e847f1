import { AUDIT_KIND_LABELS, actorName, describeAuditLogEntry } from '@foretaksportalen/shared/audit-texts';
import type { AuditLogEntry } from '@foretaksportalen/shared/contract/audit-log';
import { osloDateTimeCell, writeTable } from '../../lib/xlsx.ts';

/** The company's audit log as an Excel workbook: one row per entry, newest first, with a real date and time. */
export function writeAuditLogExport(
  entries: readonly AuditLogEntry[],
  { productName }: { productName: string },
) {
  return writeTable(
    'Logg',
    [
      {
        header: 'Tidspunkt',
        numFmt: 'dd.mm.yyyy hh:mm',
        value: (entry) => osloDateTimeCell(new Date(entry.At)),
      },
      { header: 'Hvem', value: (entry) => actorName(entry.Actor, productName) },
      { header: 'Hendelse', value: (entry) => AUDIT_KIND_LABELS[entry.Kind] },
      { header: 'Detaljer', value: (entry) => describeAuditLogEntry(entry) || null },
    ],
    entries,
  );
}
