import type { DeletionLogEntry } from '@foretaksportalen/shared/contract/retention';
import { DELETION_RULE_LABELS } from '@foretaksportalen/shared/retention-texts';
import { osloDateTimeCell, writeTable } from '../../lib/xlsx.ts';

/**
 * The deletion log as an Excel workbook ('Slettelogg'), newest first: what went from each case, and the SHA-256 of
 * each deleted document (one per line in its cell), never whose it was.
 */
export function writeDeletionLogExport(entries: readonly DeletionLogEntry[]) {
  return writeTable(
    'Slettelogg',
    [
      {
        header: 'Tidspunkt',
        numFmt: 'dd.mm.yyyy hh:mm',
        value: (entry) => osloDateTimeCell(new Date(entry.At)),
      },
      { header: 'Sak', value: (entry) => entry.CaseId },
      { header: 'Regel', value: (entry) => DELETION_RULE_LABELS[entry.Rule] },
      { header: 'Parter', value: (entry) => entry.Parties },
      { header: 'Brev', value: (entry) => entry.Letters },
      { header: 'Dokumenter', value: (entry) => entry.Documents },
      { header: 'Notater', value: (entry) => entry.Notes },
      { header: 'SHA-256 av dokumentene', value: (entry) => entry.DocumentSha256.join('\n') || null },
    ],
    entries,
  );
}
