import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useBlockingSpinnerWhile } from '../../../lib/blocking-spinner.ts';
import { useCaseList } from '../api/get-case-list.ts';
import { INCIDENTS_TEXTS } from '../texts.ts';
import { CaseListView } from './case-list-view.tsx';
import { NoCaseAccess } from './no-case-access.tsx';

/**
 * Loads the lists and keeps them hidden behind the spinner until they are there (spec 2 §2); ticking 'Vis
 * avsluttede saker' loads them anew behind the same spinner. A refusal from the server shows the no-access text.
 */
export function CaseLists() {
  const [includeClosed, setIncludeClosed] = useState(false);
  const lists = useCaseList(includeClosed);
  useBlockingSpinnerWhile(lists.isPending || lists.isPlaceholderData, INCIDENTS_TEXTS.loading);

  if (lists.data) {
    return (
      <CaseListView
        lists={lists.data}
        includeClosed={includeClosed}
        onIncludeClosedChange={setIncludeClosed}
      />
    );
  }
  if (!lists.isError) return null;
  if (isApiError(lists.error) && lists.error.status === 403) return <NoCaseAccess />;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void lists.refetch()}>
          {INCIDENTS_TEXTS.retry}
        </Button>
      }
    >
      {INCIDENTS_TEXTS.loadFailed}
    </Alert>
  );
}
