import { canSeeCases } from '@foretaksportalen/shared/access-levels';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAccessLevel } from '../../../lib/portal-config.ts';
import { NewsBanner } from '../../content/index.ts';
import { SearchForm } from '../../search/index.ts';
import { CaseLists } from '../components/case-lists.tsx';
import { NoCaseAccess } from '../components/no-case-access.tsx';
import { INCIDENTS_TEXTS } from '../texts.ts';

/**
 * /incidents (spec 2 §2). A level without cases (Brukeradministrator, whom the route guard normally sends to
 * /settings) loads nothing and is told so. Above the list, in a row of its own, the search in letters and
 * documents (issue 22).
 */
export function IncidentsPage() {
  const level = useAccessLevel();
  return (
    <Stack sx={{ gap: 2 }}>
      <NewsBanner />
      <Typography component="h1" variant="h4">
        {INCIDENTS_TEXTS.title}
      </Typography>
      {canSeeCases(level) ? (
        <>
          <SearchForm />
          <CaseLists />
        </>
      ) : (
        <NoCaseAccess />
      )}
    </Stack>
  );
}
