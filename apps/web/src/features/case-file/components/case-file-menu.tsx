import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { LazyMenu, useMenu } from '../../../components/menu-button.tsx';
import type { CaseFileCase, CaseFileFormat } from '../case-file-jobs.ts';
import { requestCaseFile } from '../request-case-file.ts';
import { CASE_FILE_TEXTS } from '../texts.ts';

/**
 * 'Last ned saksmappe' of the case overview, and its menu: 'Som PDF' or 'Som zip', and 'Ta med interne notater'
 * (issue 46), off until ticked, which the menu keeps open to choose the format after.
 */
export function CaseFileMenu({ caseUid, caseId }: CaseFileCase) {
  const { close, triggerProps, menuProps } = useMenu();
  const [internalNotes, setInternalNotes] = useState(false);
  const choose = (format: CaseFileFormat) => {
    close();
    requestCaseFile({ caseUid, caseId }, format, { internalNotes });
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        {...triggerProps}
      >
        {CASE_FILE_TEXTS.download}
      </Button>
      <LazyMenu
        {...menuProps}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={() => choose('pdf')}>{CASE_FILE_TEXTS.asPdf}</MenuItem>
        <MenuItem onClick={() => choose('zip')}>{CASE_FILE_TEXTS.asZip}</MenuItem>
        <Divider />
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={internalNotes}
          onClick={() => setInternalNotes((checked) => !checked)}
        >
          <ListItemIcon>
            {internalNotes ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}
          </ListItemIcon>
          <ListItemText>{CASE_FILE_TEXTS.withInternalNotes}</ListItemText>
        </MenuItem>
      </LazyMenu>
    </>
  );
}
