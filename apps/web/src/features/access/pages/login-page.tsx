import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router';
import { EidChoice } from '../components/eid-choice.tsx';
import { NoticeCard } from '../components/notice-card.tsx';
import { ACCESS_TEXTS } from '../texts.ts';

/** Why the server sent the browser back here after a failed login (`?feil=`), see docs/decisions/0002. */
const LOGIN_ERRORS: Record<string, string> = {
  innlogging: ACCESS_TEXTS.loginFailed,
  eid: ACCESS_TEXTS.eidUnavailable,
  // A new user's eID is already the eID of another user in the company: the access key was not used.
  tilknyttet: ACCESS_TEXTS.eidAlreadyBound,
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
      <EidChoice />
    </NoticeCard>
  );
}
