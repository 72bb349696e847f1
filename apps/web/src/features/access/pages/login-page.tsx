import { EID, EID_PROVIDERS } from '@foretaksportalen/shared/eid';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { serverPaths } from '../../../app/paths.ts';
import { NoticeCard } from '../components/notice-card.tsx';
import { ACCESS_TEXTS } from '../texts.ts';

/** Why the server sent the browser back here after a failed login (`?feil=`), see docs/decisions/0002. */
const LOGIN_ERRORS: Record<string, string> = {
  innlogging: ACCESS_TEXTS.loginFailed,
  eid: ACCESS_TEXTS.eidUnavailable,
};

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const error = LOGIN_ERRORS[searchParams.get('feil') ?? ''];
  return (
    <NoticeCard title={ACCESS_TEXTS.loginTitle}>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Typography component="h2" variant="subtitle1">
        {ACCESS_TEXTS.chooseEid}
      </Typography>
      <Stack component="ul" sx={{ gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
        {EID_PROVIDERS.map((idp) => (
          <li key={idp}>
            {/* A plain link: the server answers with a redirect to the eID provider. */}
            <Button variant="contained" size="large" fullWidth href={serverPaths.authorize(idp)}>
              {EID[idp].name}
            </Button>
          </li>
        ))}
      </Stack>
    </NoticeCard>
  );
}
