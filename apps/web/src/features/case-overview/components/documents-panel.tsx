import type { Case } from '@foretaksportalen/shared/contract/case';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSelection } from '../../../components/use-selection.ts';
import { DOCUMENTS_TEXTS, useDownloadSelectedDocuments, useOpenCaseDocument } from '../../documents/index.ts';
import { type DateSortDirection, groupDocuments } from '../document-groups.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';
import { DocumentsTable } from './documents-table.tsx';

interface DocumentsPanelProps {
  caseData: Case;
  /** The tab that names the table. */
  labelledBy: string;
  /** Which event groups are expanded: kept by the card, so that a group stays as left when the tab comes back. */
  isExpanded: (eventId: string) => boolean;
  onToggleExpanded: (eventId: string) => void;
  /** Where the focus goes when the control that had it leaves the panel. */
  onFocusLost: () => void;
}

/**
 * The documents tab (spec 2 §2, §4 document selection): every document of the case, grouped per event. With a
 * selection, the download button; with more than one, 'Last ned som zip'. After a download the selection clears
 * and the zip option resets.
 */
export function DocumentsPanel({
  caseData,
  labelledBy,
  isExpanded,
  onToggleExpanded,
  onFocusLost,
}: DocumentsPanelProps) {
  const [direction, setDirection] = useState<DateSortDirection>('desc');
  const groups = useMemo(() => groupDocuments(caseData.Events, direction), [caseData.Events, direction]);
  const documentIds = groups.flatMap((group) => [group.header, ...group.attachments].map(({ Id }) => Id));
  const selection = useSelection();
  const selectedIds = documentIds.filter(selection.isSelected);
  const [asZip, setAsZip] = useState(false);
  const downloadSelected = useDownloadSelectedDocuments();
  const openDocument = useOpenCaseDocument();

  const download = () =>
    downloadSelected.mutate(
      {
        selection: { CaseUid: caseData.CaseUid, SelectedCaseDocumentIds: selectedIds },
        asZip: asZip && selectedIds.length > 1,
      },
      {
        onSuccess: () => {
          selection.clear();
          setAsZip(false);
          onFocusLost();
        },
      },
    );

  return (
    <Stack sx={{ gap: 1 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: { sm: 'center' }, columnGap: 3, rowGap: 1, flexWrap: 'wrap', minHeight: 40 }}
      >
        <Typography>{CASE_OVERVIEW_TEXTS.documentsIntro}</Typography>
        {selectedIds.length > 0 ? (
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={download}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {CASE_OVERVIEW_TEXTS.downloadSelected(selectedIds.length)}
          </Button>
        ) : null}
        {selectedIds.length > 1 ? (
          <FormControlLabel
            control={<Checkbox checked={asZip} onChange={(event) => setAsZip(event.target.checked)} />}
            label={DOCUMENTS_TEXTS.downloadZip}
          />
        ) : null}
      </Stack>
      <DocumentsTable
        groups={groups}
        documentIds={documentIds}
        selection={selection}
        isExpanded={isExpanded}
        onToggleExpanded={onToggleExpanded}
        direction={direction}
        onToggleDirection={() => setDirection((current) => (current === 'desc' ? 'asc' : 'desc'))}
        onOpen={(document) => openDocument({ document, caseUid: caseData.CaseUid })}
        labelledBy={labelledBy}
      />
    </Stack>
  );
}
