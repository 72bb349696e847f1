import { CaseListType } from '@foretaksportalen/shared/contract/case';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs, { type TabsActions } from '@mui/material/Tabs';
import { createContext, memo, type RefObject, useContext, useEffect, useMemo, useRef } from 'react';
import { INCIDENTS_TEXTS } from '../texts.ts';

interface CaseListTabsProps {
  tab: CaseListType;
  onChange: (tab: CaseListType) => void;
  /** Level 3 and above see 'Ufordelte saker' too. */
  canDistribute: boolean;
  /** The rows each list shows with the filter applied. */
  queueCount: number;
  undistributedCount: number;
  /** From `useId`: the tabs' and the panel's ids start with it. */
  idPrefix: string;
}

export const caseListTabId = (idPrefix: string, tab: CaseListType) => `${idPrefix}-tab-${tab}`;
export const caseListPanelId = (idPrefix: string) => `${idPrefix}-panel`;

const TabCounts = createContext<Record<CaseListType, number>>({
  [CaseListType.Queue]: 0,
  [CaseListType.Undistributed]: 0,
});

/**
 * The list tabs with their counts (spec 2 §2); the active one controls the panel below them. The counts reach
 * their labels through context: MUI's Tabs measures its tabs after each of its renders, which a filter change
 * then does not cause. A label whose count changed asks for that measurement itself, for the indicator's width.
 */
export function CaseListTabs({ queueCount, undistributedCount, ...tabsProps }: CaseListTabsProps) {
  const counts = useMemo(
    () => ({ [CaseListType.Queue]: queueCount, [CaseListType.Undistributed]: undistributedCount }),
    [queueCount, undistributedCount],
  );
  return (
    <TabCounts.Provider value={counts}>
      <TabsBar {...tabsProps} />
    </TabCounts.Provider>
  );
}

type TabsBarProps = Omit<CaseListTabsProps, 'queueCount' | 'undistributedCount'>;

const TabsBar = memo(function TabsBar({ tab, onChange, canDistribute, idPrefix }: TabsBarProps) {
  const actions = useRef<TabsActions>(null);
  const panelId = caseListPanelId(idPrefix);
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 2 }}>
      <Tabs
        action={actions}
        value={tab}
        onChange={(_event, next: CaseListType) => onChange(next)}
        aria-label={INCIDENTS_TEXTS.tabs}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab
          value={CaseListType.Queue}
          id={caseListTabId(idPrefix, CaseListType.Queue)}
          aria-controls={tab === CaseListType.Queue ? panelId : undefined}
          label={<TabLabel list={CaseListType.Queue} tabsActions={actions} />}
        />
        {canDistribute ? (
          <Tab
            value={CaseListType.Undistributed}
            id={caseListTabId(idPrefix, CaseListType.Undistributed)}
            aria-controls={tab === CaseListType.Undistributed ? panelId : undefined}
            label={<TabLabel list={CaseListType.Undistributed} tabsActions={actions} />}
          />
        ) : null}
      </Tabs>
    </Box>
  );
});

const LABELS: Record<CaseListType, (count: number) => string> = {
  [CaseListType.Queue]: INCIDENTS_TEXTS.queueTab,
  [CaseListType.Undistributed]: INCIDENTS_TEXTS.undistributedTab,
};

function TabLabel({ list, tabsActions }: { list: CaseListType; tabsActions: RefObject<TabsActions | null> }) {
  const count = useContext(TabCounts)[list];
  const shownCount = useRef(count);
  useEffect(() => {
    if (shownCount.current === count) return;
    shownCount.current = count;
    tabsActions.current?.updateIndicator();
  }, [count, tabsActions]);
  return LABELS[list](count);
}
