import type { CaseListItem } from '@foretaksportalen/shared/contract/case';
import ArchiveIcon from '@mui/icons-material/Archive';
import Box from '@mui/material/Box';
import { LazyTooltip } from '../../../components/lazy-tooltip.tsx';
import { LIST_BUTTON } from '../../../components/list-buttons.tsx';
import { showError } from '../../../lib/show-error.ts';
import { caseFileMenuEntries } from '../../case-file/index.ts';
import { CASE_NOT_SAVED } from '../../cases/index.ts';
import { DownloadMenu, useDownloadCaseDocuments } from '../../documents/index.ts';
import { useArchiveCase } from '../api/archive-case.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';

/**
 * A row's actions (spec 2 §2): the download menu, with the case file below the documents (issue 21), and
 * archiving when the server offers it (a closed case).
 */
export function RowActions({ item }: { item: CaseListItem }) {
  const download = useDownloadCaseDocuments();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      <DownloadMenu
        onDownload={(asZip) => download.mutate({ caseUid: item.CaseUid, asZip })}
        moreEntries={caseFileMenuEntries({ caseUid: item.CaseUid, caseId: item.CaseId })}
      />
      {item.CanArchive ? <ArchiveButton item={item} /> : null}
    </Box>
  );
}

function ArchiveButton({ item }: { item: CaseListItem }) {
  const archive = useArchiveCase();
  return (
    <LazyTooltip title={INCIDENTS_TEXTS.archive}>
      <button
        type="button"
        className={LIST_BUTTON.icon}
        aria-label={INCIDENTS_TEXTS.archive}
        onClick={() =>
          archive.mutate(item, { onError: (error) => showError(error, { logText: CASE_NOT_SAVED }) })
        }
      >
        <ArchiveIcon fontSize="small" />
      </button>
    </LazyTooltip>
  );
}
