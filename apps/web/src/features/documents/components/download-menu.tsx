import DownloadIcon from '@mui/icons-material/Download';
import MenuItem from '@mui/material/MenuItem';
import { LazyTooltip } from '../../../components/lazy-tooltip.tsx';
import { LIST_BUTTON } from '../../../components/list-buttons.tsx';
import { LazyMenu, useMenu } from '../../../components/menu-button.tsx';
import { DOCUMENTS_TEXTS } from '../texts.ts';

/** The download icon and its menu (spec 2 §2): 'Last ned enkeltvis' or 'Last ned som zip'. */
export function DownloadMenu({ onDownload }: { onDownload: (asZip: boolean) => void }) {
  const { close, triggerProps, menuProps } = useMenu();
  const choose = (asZip: boolean) => {
    close();
    onDownload(asZip);
  };
  return (
    <>
      <LazyTooltip title={DOCUMENTS_TEXTS.downloadDocuments}>
        <button
          type="button"
          className={LIST_BUTTON.icon}
          aria-label={DOCUMENTS_TEXTS.downloadDocuments}
          {...triggerProps}
        >
          <DownloadIcon fontSize="small" />
        </button>
      </LazyTooltip>
      <LazyMenu {...menuProps}>
        <MenuItem onClick={() => choose(false)}>{DOCUMENTS_TEXTS.downloadEach}</MenuItem>
        <MenuItem onClick={() => choose(true)}>{DOCUMENTS_TEXTS.downloadZip}</MenuItem>
      </LazyMenu>
    </>
  );
}
