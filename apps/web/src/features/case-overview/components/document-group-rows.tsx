import type { CaseDocument } from '@foretaksportalen/shared/contract/case';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import type { Selection } from '../../../components/use-selection.ts';
import type { DocumentGroup } from '../document-groups.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';
import { DocumentRow } from './document-row.tsx';

interface DocumentGroupRowsProps {
  group: DocumentGroup;
  expanded: boolean;
  onToggleExpanded: () => void;
  selection: Selection;
  onOpen: (document: CaseDocument) => void;
}

/** An event's documents: the header row with the toggle 'Skjul vedlegg' / 'Vis vedlegg', then its attachments. */
export function DocumentGroupRows({
  group,
  expanded,
  onToggleExpanded,
  selection,
  onOpen,
}: DocumentGroupRowsProps) {
  const rowsId = useId();
  const attachmentRowId = (index: number) => `${rowsId}-${index}`;
  const toggleLabel = expanded ? CASE_OVERVIEW_TEXTS.hideAttachments : CASE_OVERVIEW_TEXTS.showAttachments;
  const rowOf = (document: CaseDocument) => ({
    document,
    selected: selection.isSelected(document.Id),
    onToggleSelected: () => selection.toggle(document.Id),
    onOpen: () => onOpen(document),
  });

  return (
    <>
      <DocumentRow
        {...rowOf(group.header)}
        groupToggle={
          group.attachments.length > 0 ? (
            <Tooltip title={toggleLabel}>
              <IconButton
                size="small"
                aria-label={toggleLabel}
                aria-expanded={expanded}
                aria-controls={group.attachments.map((_, index) => attachmentRowId(index)).join(' ')}
                onClick={onToggleExpanded}
              >
                {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
              </IconButton>
            </Tooltip>
          ) : undefined
        }
      />
      {group.attachments.map((document, index) => (
        <DocumentRow
          key={document.Id}
          id={attachmentRowId(index)}
          {...rowOf(document)}
          attachmentShown={expanded}
        />
      ))}
    </>
  );
}
