import type { CaseListItem } from '@foretaksportalen/shared/contract/case';
import { CASE_LIST_TRUNCATE_LENGTH } from '@foretaksportalen/shared/limits';
import { emptyToNull } from '@foretaksportalen/shared/validators/empty-to-null';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { LazyTooltip } from '../../../components/lazy-tooltip.tsx';
import { LIST_BUTTON } from '../../../components/list-buttons.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { showError } from '../../../lib/show-error.ts';
import { useUpdateCase } from '../api/update-case.ts';
import { useChangedUnderEdit } from '../changed-under-edit.ts';
import { CASE_NOT_SAVED, CASES_TEXTS } from '../texts.ts';
import { truncateForList } from '../truncate-for-list.ts';
import { ChangedByNotice } from './changed-by-notice.tsx';

type CompanyDetailField = 'CompanyCaseRef' | 'CompanyNote';

interface InlineTextCellProps {
  item: CaseListItem;
  field: CompanyDetailField;
  /** The field's name, also the input's placeholder ('Foretak ref', 'Notat'). */
  label: string;
  maxLength: number;
  editable: boolean;
  /** Shown values longer than this are cut to it (0: never); the list's 8 unless told. */
  truncateLength?: number;
}

/**
 * The company's reference or note in a row (spec 2 §2, §4): 'Ingen' when empty, long values truncated with the
 * full value as tooltip. Where the level allows, a click (or Enter or Space) edits it in place; leaving the field
 * (or Enter) saves, only when the value changed, an empty value as null; Escape cancels. Until the lists have
 * reloaded, the cell shows the saved value; a refused save shows why and the old value again, except when another
 * clerk has changed the case meanwhile (409): then the cell stays in editing with what the clerk typed and says so.
 * The save is made on the Version the editing started on; when a live refetch shows that a colleague changed the
 * case since, the cell says so before any save, and 'Last inn' takes the new value (issue 47).
 */
export function InlineTextCell({
  item,
  field,
  label,
  maxLength,
  editable,
  truncateLength = CASE_LIST_TRUNCATE_LENGTH,
}: InlineTextCellProps) {
  const updateCase = useUpdateCase(item.CaseUid);
  const [draft, setDraft] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [startVersion, setStartVersion] = useState<number | null>(null);
  const changedUnderEdit = useChangedUnderEdit(item, startVersion);
  // Guards against a second finish: Enter and Escape end editing, and the input may blur as it goes.
  const editing = useRef(false);
  const returnFocus = useRef(false);
  const displayRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const fullValueId = useId();

  const saved = item[field];
  const pending = updateCase.isPending ? updateCase.variables.changes[field] : undefined;
  const shown = pending === undefined ? saved : pending;

  useEffect(() => {
    if (draft === null && returnFocus.current) {
      returnFocus.current = false;
      displayRef.current?.focus();
    }
  }, [draft]);

  if (!editable) return <CellText value={shown} truncateLength={truncateLength} focusable />;

  const startEditing = () => {
    editing.current = true;
    setStartVersion(item.Version);
    setDraft(shown ?? '');
  };

  const loadChange = () => {
    setStartVersion(item.Version);
    setDraft(saved ?? '');
    setConflict(null);
    inputRef.current?.focus();
  };

  /** Ends editing, saving the draft when it differs from the saved value. */
  const finish = (save: boolean) => {
    if (!editing.current || draft === null) return;
    editing.current = false;
    setDraft(null);
    setConflict(null);
    const value = emptyToNull(draft);
    if (!save || value === saved) return;
    const typed = draft;
    updateCase.mutate(
      { item: { CaseUid: item.CaseUid, Version: startVersion ?? item.Version }, changes: { [field]: value } },
      {
        onError: (error) => {
          if (!isApiError(error) || error.status !== 409)
            return showError(error, { logText: CASE_NOT_SAVED });
          editing.current = true;
          setDraft(typed);
          setConflict(error.problem.ErrorMessage ?? error.problem.title);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    event.preventDefault();
    returnFocus.current = true;
    finish(event.key === 'Enter');
  };

  // Leaving the field saves, except for its own 'Last inn'.
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) finish(true);
  };

  if (draft !== null) {
    return (
      <Box onBlur={onBlur}>
        <TextField
          size="small"
          autoFocus
          value={draft}
          placeholder={label}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          error={conflict !== null}
          helperText={conflict}
          inputRef={inputRef}
          slotProps={{ htmlInput: { maxLength, 'aria-label': label }, formHelperText: { role: 'alert' } }}
          sx={{ minWidth: 120 }}
        />
        {changedUnderEdit ? <ChangedByNotice item={item} onLoad={loadChange} /> : null}
      </Box>
    );
  }

  // The name holds what the cell shows (WCAG 2.5.3, label in name); a truncated value is its description in full.
  const shownText = shown ? truncateForList(shown, truncateLength) : CASES_TEXTS.empty;
  const truncated = shown !== null && shownText !== shown;
  return (
    <>
      <button
        type="button"
        className={LIST_BUTTON.value}
        ref={displayRef}
        onClick={startEditing}
        aria-label={CASES_TEXTS.editableCell(label, shownText)}
        aria-describedby={truncated ? fullValueId : undefined}
      >
        <CellText value={shown} truncateLength={truncateLength} />
      </button>
      {truncated ? (
        <Box component="span" id={fullValueId} sx={visuallyHidden}>
          {shown}
        </Box>
      ) : null}
    </>
  );
}

/**
 * The value as the list shows it; when truncated, the full value is the tooltip. A read-only cell takes focus when
 * truncated, so that the tooltip reaches keyboard users too (an editable one describes itself with the full value).
 */
function CellText({
  value,
  truncateLength,
  focusable = false,
}: {
  value: string | null;
  truncateLength: number;
  focusable?: boolean;
}) {
  if (!value) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {CASES_TEXTS.empty}
      </Box>
    );
  }
  const short = truncateForList(value, truncateLength);
  if (short === value) return <span>{value}</span>;
  return (
    <LazyTooltip title={value} describeChild>
      <span tabIndex={focusable ? 0 : undefined}>{short}</span>
    </LazyTooltip>
  );
}
