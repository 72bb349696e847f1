import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { LazyMenu, useMenu } from '../../../components/menu-button.tsx';
import type { CaseFileCase, CaseFileFormat } from '../case-file-jobs.ts';
import { requestCaseFile } from '../request-case-file.ts';
import { CASE_FILE_TEXTS } from '../texts.ts';

/** 'Last ned saksmappe' of the case overview, and its menu: 'Som PDF' or 'Som zip'. */
export function CaseFileMenu({ caseUid, caseId }: CaseFileCase) {
  const { close, triggerProps, menuProps } = useMenu();
  const choose = (format: CaseFileFormat) => {
    close();
    requestCaseFile({ caseUid, caseId }, format);
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
      </LazyMenu>
    </>
  );
}
