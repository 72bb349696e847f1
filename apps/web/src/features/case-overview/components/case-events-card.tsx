import type { Case } from '@foretaksportalen/shared/contract/case';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { CaseFileMenu } from '../../case-file/index.ts';
import { countDocuments } from '../document-groups.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';
import { DocumentsPanel } from './documents-panel.tsx';
import { EventsTable } from './events-table.tsx';
import { SendLetter } from './send-letter.tsx';
import { useLetterDraft } from './use-letter-draft.ts';

type CardTab = 'events' | 'documents';

/**
 * The case events card (spec 2 §2): the tabs 'Hendelser' and 'Dokumenter' with their counts, only the active
 * one's body rendered, and beside them 'Last ned saksmappe' (issue 21). What must outlive a switch of tab lives here: the letter being written and which
 * document groups are collapsed (groups start expanded).
 */
export function CaseEventsCard({ caseData }: { caseData: Case }) {
  const [tab, setTab] = useState<CardTab>('events');
  const [collapsedGroups, setCollapsedGroups] = useState<ReadonlySet<string>>(new Set());
  const letter = useLetterDraft();
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
        </Tabs>
        <Box sx={{ ml: 'auto', py: 1 }}>
          <CaseFileMenu caseUid={caseData.CaseUid} caseId={caseData.CaseId} />
        </Box>
      </Box>
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
            {caseData.CanSendLetter ? <SendLetter draft={letter} caseUid={caseData.CaseUid} /> : null}
            <EventsTable caseData={caseData} labelledBy={tabId('events')} onFocusLost={focusPanel} />
          </Stack>
        ) : (
          <DocumentsPanel
            caseData={caseData}
            labelledBy={tabId('documents')}
            isExpanded={(eventId) => !collapsedGroups.has(eventId)}
            onToggleExpanded={toggleGroup}
            onFocusLost={focusPanel}
          />
        )}
      </Box>
    </Paper>
  );
}
