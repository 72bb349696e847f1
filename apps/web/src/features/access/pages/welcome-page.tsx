import { landingPathFor } from '@foretaksportalen/shared/access-levels';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { paths } from '../../../config/paths.ts';
import { usePortalName } from '../../../lib/branding.ts';
import { useConfig } from '../../../lib/portal-config.ts';
import { ContentText } from '../../content/index.ts';
import { ProfileForm } from '../../profile/index.ts';
import { useDeactivateWelcome } from '../api/deactivate-welcome.ts';
import { useNewCompanyNotice } from '../api/get-new-company-notice.ts';
import { ACCESS_TEXTS } from '../texts.ts';

/**
 * The first login's welcome (spec 1 §2, §4): the welcome text and the clerk's own profile form. Saving goes on to
 * the notice of companies that added the person when there is one (issue 17), otherwise to the landing page.
 */
export function WelcomePage() {
  const portalName = usePortalName();
  const { ClerkId, AccessRole } = useConfig().LoginClerk;
  const newCompanies = useNewCompanyNotice().data?.Companies ?? [];
  const next =
    newCompanies.length > 0 ? paths.access.newCompany.getHref() : landingPathFor(AccessRole.AccessLevel);
  const { mutate: deactivate } = useDeactivateWelcome();
  // Once per visit: StrictMode runs effects twice, and the server needs to hear it only once.
  const deactivatedRef = useRef(false);
  useEffect(() => {
    if (deactivatedRef.current) return;
    deactivatedRef.current = true;
    deactivate();
  }, [deactivate]);

  return (
    <Stack sx={{ gap: 3 }}>
      <Typography component="h1" variant="h4">
        {ACCESS_TEXTS.welcomeTitle(portalName)}
      </Typography>
      <ContentText type="welcome" sx={{ maxWidth: 760 }} />
      <ProfileForm personId={ClerkId} headingLevel="h2" pathAfterSave={next} />
    </Stack>
  );
}
