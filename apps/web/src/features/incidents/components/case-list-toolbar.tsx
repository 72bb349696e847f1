import { CaseListType } from '@foretaksportalen/shared/contract/case';
import ArchiveIcon from '@mui/icons-material/Archive';
import CategoryIcon from '@mui/icons-material/Category';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { memo } from 'react';
import { INCIDENTS_TEXTS } from '../texts.ts';

interface CaseListToolbarProps {
  tab: CaseListType;
  includeClosed: boolean;
  onIncludeClosedChange: (includeClosed: boolean) => void;
  /** For the levels that distribute, with rows selected: 'Bytte saksbehandler' and 'Arkiver'. */
  canChangeSelected: boolean;
  onChangeClerk: () => void;
  /** 'Sett produkt og årsak' for the selected rows (issue 49). */
  onSetCategories: () => void;
  onArchive: () => void;
  canExport: boolean;
  onExport: () => void;
}

/**
 * Above the table: 'Vis avsluttede saker' (Jobbkø), 'Bytte saksbehandler', 'Sett produkt og årsak' and 'Arkiver'
 * for the selected rows,
 * and the export.
 */
export const CaseListToolbar = memo(function CaseListToolbar({
  tab,
  includeClosed,
  onIncludeClosedChange,
  canChangeSelected,
  onChangeClerk,
  onSetCategories,
  onArchive,
  canExport,
  onExport,
}: CaseListToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minHeight: 56, py: 1 }}>
      {tab === CaseListType.Queue ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={includeClosed}
              onChange={(event) => onIncludeClosedChange(event.target.checked)}
            />
          }
          label={INCIDENTS_TEXTS.showClosed}
        />
      ) : null}
      {canChangeSelected ? (
        <>
          <Button variant="contained" startIcon={<SwapHorizIcon />} onClick={onChangeClerk}>
            {INCIDENTS_TEXTS.changeClerk}
          </Button>
          <Button variant="outlined" startIcon={<CategoryIcon />} onClick={onSetCategories}>
            {INCIDENTS_TEXTS.setCategories}
          </Button>
          <Button variant="outlined" startIcon={<ArchiveIcon />} onClick={onArchive}>
            {INCIDENTS_TEXTS.archiveSelected}
          </Button>
        </>
      ) : null}
      <Button startIcon={<FileDownloadIcon />} disabled={!canExport} onClick={onExport} sx={{ ml: 'auto' }}>
        {INCIDENTS_TEXTS.exportToExcel}
      </Button>
    </Box>
  );
});
