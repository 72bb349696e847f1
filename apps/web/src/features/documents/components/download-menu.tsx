import DownloadIcon from '@mui/icons-material/Download';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import { LazyTooltip } from '../../../components/lazy-tooltip.tsx';
import { LIST_BUTTON } from '../../../components/list-buttons.tsx';
import { LazyMenu, useMenu } from '../../../components/menu-button.tsx';
import { DOCUMENTS_TEXTS } from '../texts.ts';

/** A further entry of the menu, which another feature gives (the case file of a list row). */
export interface DownloadMenuEntry {
  label: string;
  onSelect: () => void;
}

interface DownloadMenuProps {
  onDownload: (asZip: boolean) => void;
  /** Shown after the documents' two, below a divider. */
  moreEntries?: readonly DownloadMenuEntry[];
}

/**
 * The download icon and its menu (spec 2 §2): 'Last ned enkeltvis' or 'Last ned som zip', and whatever further
 * downloads the screen adds.
 */
export function DownloadMenu({ onDownload, moreEntries = [] }: DownloadMenuProps) {
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
        {moreEntries.length > 0 ? <Divider component="li" /> : null}
        {moreEntries.map((entry) => (
          <MenuItem
            key={entry.label}
            onClick={() => {
              close();
              entry.onSelect();
            }}
          >
            {entry.label}
          </MenuItem>
        ))}
      </LazyMenu>
    </>
  );
}
