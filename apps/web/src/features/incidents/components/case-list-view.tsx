import { canDistributeCases } from '@foretaksportalen/shared/access-levels';
import { type CaseList, CaseListType, isClosed } from '@foretaksportalen/shared/contract/case';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ChangeEvent, useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { confirm } from '../../../components/confirm-dialog.tsx';
import { MOBILE_MEDIA_QUERY } from '../../../components/media-queries.ts';
import { Paginator } from '../../../components/paginator.tsx';
import { useAccessLevel, useConfig } from '../../../lib/portal-config.ts';
import { useAssignableClerks } from '../../cases/index.ts';
import { BulkCategoriesDialog } from '../../categories/index.ts';
import { useArchiveCases } from '../api/archive-cases.ts';
import { useAssignCases } from '../api/assign-cases.ts';
import { useExportCases } from '../api/export-cases.ts';
import { applyListRules, countQuickViews, indexCases, quickViewsFor } from '../list-rules.ts';
import { confirmArchive } from '../texts.ts';
import { BulkClerkDialog } from './bulk-clerk-dialog.tsx';
import { CaseListTabs, caseListPanelId, caseListTabId } from './case-list-tabs.tsx';
import { CaseListToolbar } from './case-list-toolbar.tsx';
import { CaseTable } from './case-table.tsx';
import { QuickViewChips } from './quick-view-chips.tsx';
import { SearchRow } from './search-row.tsx';
import { SelectAllMatching } from './select-all-matching.tsx';
import { useCaseSelection } from './use-case-selection.ts';
import { useListState } from './use-list-state.ts';
import { useVisibleColumns } from './use-visible-columns.ts';

interface CaseListViewProps {
  lists: CaseList;
  includeClosed: boolean;
  onIncludeClosedChange: (includeClosed: boolean) => void;
}

const NO_PAGE_SIZES: number[] = [];

const itemsOf = (lists: CaseList, type: CaseListType) =>
  lists.find((list) => list.Type === type)?.Items ?? [];

/**
 * The loaded lists (spec 2 §2): search row, the quick views, the tabs with their counts, the active tab's
 * toolbar, table and paginator, and the bulk dialog. Filtering runs on a deferred copy of the filter, so that typing stays quick
 * however long the lists are.
 */
export function CaseListView({ lists, includeClosed, onIncludeClosedChange }: CaseListViewProps) {
  const level = useAccessLevel();
  const canDistribute = canDistributeCases(level);
  const state = useListState({ canDistribute });
  const clerks = useAssignableClerks();
  const columns = useVisibleColumns({ canDistribute });
  const compact = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const { mutate: assignCases } = useAssignCases();
  const { mutate: archiveCases } = useArchiveCases();
  const { mutate: exportCases } = useExportCases();
  const selection = useCaseSelection(state.tab);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [settingCategories, setSettingCategories] = useState(false);
  const tabsId = useId();

  const { LoginClerk: me } = useConfig();
  const queue = useMemo(() => indexCases(itemsOf(lists, CaseListType.Queue), me.Id), [lists, me.Id]);
  const undistributed = useMemo(
    () => indexCases(itemsOf(lists, CaseListType.Undistributed), me.Id),
    [lists, me.Id],
  );
  const filter = useDeferredValue(state.filter);
  const queueSort = state.tab === CaseListType.Queue ? state.sort : null;
  const undistributedSort = state.tab === CaseListType.Undistributed ? state.sort : null;
  const offeredViews = quickViewsFor(level, me.LettersNeedApproval);
  // A view the clerk is not offered (from an address or another role's session) narrows nothing.
  const quickViews = useMemo(
    () => state.quickViews.filter((view) => offeredViews.includes(view)),
    [state.quickViews, offeredViews],
  );
  const queueRows = useMemo(
    () => applyListRules(queue, filter, queueSort, quickViews),
    [queue, filter, queueSort, quickViews],
  );
  const undistributedRows = useMemo(
    () => applyListRules(undistributed, filter, undistributedSort, quickViews),
    [undistributed, filter, undistributedSort, quickViews],
  );
  const rows = state.tab === CaseListType.Queue ? queueRows : undistributedRows;
  const activeList = state.tab === CaseListType.Queue ? queue : undistributed;
  const quickViewCounts = useMemo(() => countQuickViews(activeList, filter), [activeList, filter]);

  // Rows selected and then filtered away are left alone: a bulk change touches only what the clerk can see.
  const selectedRows = useMemo(
    () => rows.filter((row) => selection.isSelected(row.CaseUid)),
    [rows, selection],
  );
  const lastPage = Math.max(0, Math.ceil(rows.length / state.rowsPerPage) - 1);
  const page = Math.min(state.page, lastPage);
  const pageRows = useMemo(
    () => rows.slice(page * state.rowsPerPage, (page + 1) * state.rowsPerPage),
    [rows, page, state.rowsPerPage],
  );

  const pageSelected = pageRows.length > 0 && pageRows.every((row) => selection.isSelected(row.CaseUid));
  const selectAllMatching = useCallback(
    () =>
      selection.setMany(
        rows.map((row) => row.CaseUid),
        true,
      ),
    [selection, rows],
  );

  // Stable callbacks: the keystroke's urgent render (the filter field) then passes the list's parts by.
  const openBulkDialog = useCallback(() => setBulkOpen(true), []);
  const openCategoriesDialog = useCallback(() => setSettingCategories(true), []);
  const archiveSelected = useCallback(async () => {
    const archivable = selectedRows.filter((row) => row.CanArchive).length;
    const open = selectedRows.filter((row) => !isClosed(row.StatusCode)).length;
    const archived = selectedRows.filter((row) => row.Archived).length;
    const confirmed = await confirm(confirmArchive(archivable, open, archived));
    if (!confirmed || archivable === 0) return;
    archiveCases({ IncidentIds: selectedRows.map((row) => row.CaseUid) }, { onSuccess: selection.clear });
  }, [selectedRows, archiveCases, selection.clear]);
  const exportRows = useCallback(() => exportCases(rows.map((row) => row.CaseUid)), [exportCases, rows]);
  const { setPage, setRowsPerPage } = state;
  const changePage = useCallback((_event: unknown, next: number) => setPage(next), [setPage]);
  const changeRowsPerPage = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => setRowsPerPage(Number(event.target.value)),
    [setRowsPerPage],
  );

  const assignSelected = (membershipId: string | null) => {
    setBulkOpen(false);
    assignCases(
      { CaseClerkId: membershipId ?? '', IncidentIds: selectedRows.map((row) => row.CaseUid) },
      { onSuccess: selection.clear },
    );
  };

  return (
    <>
      <SearchRow filter={state.filter} onChange={state.setFilterField} />
      <QuickViewChips
        views={offeredViews}
        active={quickViews}
        counts={quickViewCounts}
        onToggle={state.toggleQuickView}
      />
      <CaseListTabs
        tab={state.tab}
        onChange={state.setTab}
        canDistribute={canDistribute}
        queueCount={queueRows.length}
        undistributedCount={undistributedRows.length}
        idPrefix={tabsId}
      />
      <Box role="tabpanel" id={caseListPanelId(tabsId)} aria-labelledby={caseListTabId(tabsId, state.tab)}>
        <CaseListToolbar
          tab={state.tab}
          includeClosed={includeClosed}
          onIncludeClosedChange={onIncludeClosedChange}
          canChangeSelected={canDistribute && selectedRows.length > 0}
          onChangeClerk={openBulkDialog}
          onSetCategories={openCategoriesDialog}
          onArchive={archiveSelected}
          canExport={rows.length > 0}
          onExport={exportRows}
        />
        {canDistribute ? (
          <SelectAllMatching
            selectedCount={selectedRows.length}
            matchingCount={rows.length}
            pageSelected={pageSelected}
            pageRowCount={pageRows.length}
            onSelectAll={selectAllMatching}
            onClear={selection.clear}
          />
        ) : null}
        <CaseTable
          rows={pageRows}
          columns={columns}
          sort={state.sort}
          onSort={state.toggleSort}
          selection={selection}
          clerks={clerks}
          labelledBy={caseListTabId(tabsId, state.tab)}
        />
        <Paginator
          // A narrow screen has room for the page buttons only, not for the page size.
          rowsPerPageOptions={compact ? NO_PAGE_SIZES : undefined}
          count={rows.length}
          page={page}
          rowsPerPage={state.rowsPerPage}
          onPageChange={changePage}
          onRowsPerPageChange={changeRowsPerPage}
        />
      </Box>
      {bulkOpen ? (
        <BulkClerkDialog
          count={selectedRows.length}
          clerks={clerks}
          onClose={() => setBulkOpen(false)}
          onConfirmed={assignSelected}
        />
      ) : null}
      {settingCategories ? (
        <BulkCategoriesDialog
          caseIds={selectedRows.map((row) => row.CaseUid)}
          onClose={() => setSettingCategories(false)}
        />
      ) : null}
    </>
  );
}
