import { EID, EID_PROVIDERS } from '@foretaksportalen/shared/eid';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { serverPaths } from '../../../config/paths.ts';
import { ACCESS_TEXTS } from '../texts.ts';

interface EidChoiceProps {
  /** Logs in to create the user of this access key (spec 1 §4), instead of an ordinary login. */
  accessKey?: string;
}

/** 'Velg elektronisk ID' and the three eIDs, each a link that starts the login at the server. */
export function EidChoice({ accessKey }: EidChoiceProps) {
  return (
    <>
      <Typography component="h2" variant="subtitle1">
        {ACCESS_TEXTS.chooseEid}
      </Typography>
      <Stack component="ul" sx={{ gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
        {EID_PROVIDERS.map((idp) => (
          <li key={idp}>
            {/* A plain link: the server answers with a redirect to the eID provider. */}
            <Button variant="contained" size="large" fullWidth href={serverPaths.authorize(idp, accessKey)}>
              {EID[idp].name}
            </Button>
          </li>
        ))}
      </Stack>
    </>
  );
}
