import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { CASE_OVERVIEW_TEXTS } from '../texts.ts';

/** Answers that mean the clerk cannot have this case: no such case, not theirs or not their company's, no access. */
const NOT_AVAILABLE = new Set([400, 403, 404]);

/**
 * A case that cannot be shown: one the clerk may not see is said plainly, with the way back to the list; any
 * other failure (already reported by the HTTP client) can be tried again.
 */
export function CaseLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && NOT_AVAILABLE.has(error.status)) {
    return (
      <Alert severity="info">
        {CASE_OVERVIEW_TEXTS.notFound}{' '}
        <Link component={RouterLink} to={paths.incidents.getHref()}>
          {CASE_OVERVIEW_TEXTS.backToList}
        </Link>
      </Alert>
    );
  }
  return (
    <RetryAlert
      message={CASE_OVERVIEW_TEXTS.loadFailed}
      retry={CASE_OVERVIEW_TEXTS.retry}
      onRetry={onRetry}
    />
  );
}
