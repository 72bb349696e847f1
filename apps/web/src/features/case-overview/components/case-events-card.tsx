import type { Case } from '@foretaksportalen/shared/contract/case';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { CaseTarget } from '../../../config/paths.ts';
import { CaseFileMenu } from '../../case-file/index.ts';
import { usePresenceActivity } from '../../presence/index.ts';
import { LegalHoldActions } from '../../retention/index.ts';
import { useCaseDraft } from '../api/get-case-draft.ts';
import { caseTargetKey, groupOfTarget, tabOfTarget } from '../case-target.ts';
import { countDocuments } from '../document-groups.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';
import { CaseRequestActions } from './case-request-actions.tsx';
import { DocumentsPanel } from './documents-panel.tsx';
import { EventsTable } from './events-table.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { InternalNotesPanel } from './internal-notes-panel.tsx';
import { SendLetter } from './send-letter.tsx';
import { CaseTargetContext } from './target-row.tsx';
import { useLetterDraft } from './use-letter-draft.ts';

type CardTab = 'events' | 'documents' | 'notes' | 'history';

/**
 * The case events card (spec 2 §2): the tabs 'Hendelser' and 'Dokumenter' with their counts, 'Interne notater'
 * with theirs (issue 46) and 'Historikk' (issue 24), only the active one's body rendered, and beside them the case's
 * actions: 'Be om utsatt frist' and 'Innsigelse mot behandling' where allowed (issue 49), 'Hold tilbake fra
 * sletting' where allowed (issue 48) and 'Last ned saksmappe' (issue 21). What must
 * outlive a switch of tab lives here: the letter being written and which document groups are collapsed (groups
 * start expanded). With a target in the address (a search hit, issue 22; a mention,
 * issue 46), the card opens on the target's tab with its group expanded, and the target's row or note is
 * highlighted, scrolled to and focused once.
 */
export function CaseEventsCard({ caseData, target = null }: { caseData: Case; target?: CaseTarget | null }) {
  const [tab, setTab] = useState<CardTab>(target ? tabOfTarget(target) : 'events');
  const [collapsedGroups, setCollapsedGroups] = useState<ReadonlySet<string>>(new Set());
  const targetKey = caseTargetKey(target);
  const [openedTarget, setOpenedTarget] = useState(targetKey);
  const [revealedTarget, setRevealedTarget] = useState<string | null>(null);
  // Another target while the case is shown (the address changed): open on it as on arrival.
  if (openedTarget !== targetKey) {
    setOpenedTarget(targetKey);
    setRevealedTarget(null);
    if (target) {
      setTab(tabOfTarget(target));
      const group = groupOfTarget(target, caseData.Events);
      if (group !== undefined && collapsedGroups.has(group)) {
        setCollapsedGroups(new Set([...collapsedGroups].filter((eventId) => eventId !== group)));
      }
    }
  }
  const onRevealed = useCallback(() => setRevealedTarget(targetKey), [targetKey]);
  const targetState = useMemo(
    () => ({ target, revealPending: target !== null && revealedTarget !== targetKey, onRevealed }),
    [target, revealedTarget, targetKey, onRevealed],
  );
  const letter = useLetterDraft();
  usePresenceActivity('writing-letter', letter.open);
  const caseDraft = useCaseDraft(caseData.CaseUid, caseData.CanSendLetter);
  const panelRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const tabsId = useId();
  const tabId = (value: CardTab) => `${tabsId}-${value}`;
  const panelId = `${tabsId}-panel`;
  const focusPanel = () => panelRef.current?.focus();

  const toggleGroup = (eventId: string) =>
    setCollapsedGroups((collapsed) => {
      const next = new Set(collapsed);
      if (!next.delete(eventId)) next.add(eventId);
      return next;
    });

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        {CASE_OVERVIEW_TEXTS.caseEvents}
      </Typography>
      <Box
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          px: { xs: 1, sm: 2 },
          display: 'flex',
          // Where the tabs and the button do not fit on one line, the button goes above the tabs, so that the tabs
          // stay on the line under them.
          flexWrap: 'wrap-reverse',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
        }}
      >
        <Tabs
          value={tab}
          onChange={(_event, value: CardTab) => setTab(value)}
          aria-labelledby={headingId}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab
            value="events"
            id={tabId('events')}
            aria-controls={tab === 'events' ? panelId : undefined}
            label={CASE_OVERVIEW_TEXTS.eventsTab(caseData.Events.length)}
          />
          <Tab
            value="documents"
            id={tabId('documents')}
            aria-controls={tab === 'documents' ? panelId : undefined}
            label={CASE_OVERVIEW_TEXTS.documentsTab(countDocuments(caseData.Events))}
          />
          <Tab
            value="notes"
            id={tabId('notes')}
            aria-controls={tab === 'notes' ? panelId : undefined}
            label={CASE_OVERVIEW_TEXTS.notesTab(caseData.InternalNoteCount)}
          />
          <Tab
            value="history"
            id={tabId('history')}
            aria-controls={tab === 'history' ? panelId : undefined}
            label={CASE_OVERVIEW_TEXTS.historyTab}
          />
        </Tabs>
        <Box
          sx={{ ml: 'auto', py: 1, display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}
        >
          <CaseRequestActions caseData={caseData} />
          <LegalHoldActions caseData={caseData} />
          <CaseFileMenu caseUid={caseData.CaseUid} caseId={caseData.CaseId} />
        </Box>
      </Box>
      <CaseTargetContext value={targetState}>
        <Box
          ref={panelRef}
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(tab)}
          tabIndex={-1}
          sx={{ p: { xs: 1, sm: 2 } }}
        >
          {tab === 'events' ? (
            <Stack sx={{ gap: 2 }}>
              {caseData.CanSendLetter ? (
                <SendLetter draft={letter} caseUid={caseData.CaseUid} caseDraft={caseDraft.data} />
              ) : null}
              <EventsTable caseData={caseData} labelledBy={tabId('events')} onFocusLost={focusPanel} />
            </Stack>
          ) : null}
          {tab === 'documents' ? (
            <DocumentsPanel
              caseData={caseData}
              labelledBy={tabId('documents')}
              isExpanded={(eventId) => !collapsedGroups.has(eventId)}
              onToggleExpanded={toggleGroup}
              onFocusLost={focusPanel}
            />
          ) : null}
          {tab === 'notes' ? (
            <InternalNotesPanel
              caseUid={caseData.CaseUid}
              labelledBy={tabId('notes')}
              onFocusLost={focusPanel}
            />
          ) : null}
          {tab === 'history' ? (
            <HistoryPanel caseUid={caseData.CaseUid} labelledBy={tabId('history')} />
          ) : null}
        </Box>
      </CaseTargetContext>
    </Paper>
  );
}
